import { describe, expect, it } from 'vitest';
import { preferUnseen } from './home-sections';

const products = (...ids: string[]) => ids.map((_id) => ({ _id }));
const ids = (list: { _id: string }[]) => list.map((product) => product._id);

describe('New Arrivals under Best Sellers', () => {
  it('leaves out what Best Sellers showed when a full row of others is left', () => {
    expect(ids(preferUnseen(products('a', 'b', 'c', 'd', 'e', 'f', 'g'), products('a', 'b', 'x'), 5))).toEqual(['c', 'd', 'e', 'f', 'g']);
  });

  it('starts with the unseen ones and keeps the repeats last when too few are left', () => {
    expect(ids(preferUnseen(products('a', 'b', 'c', 'd'), products('a', 'b'), 5))).toEqual(['c', 'd', 'a', 'b']);
  });

  it('changes nothing when nothing repeats', () => {
    expect(ids(preferUnseen(products('a', 'b'), products('x'), 5))).toEqual(['a', 'b']);
  });
});
