import { describe, expect, it } from 'vitest';
import { compareSizes } from './size-order';

describe('the order sizes are listed in (docs/decisions/0057)', () => {
  it('letter sizes small to large, then numbers low to high, then other names', () => {
    const sizes = ['Free Size', '10', 'XL', '3XL', 'S', '7.5', 'xxl', 'M', '28', 'L', 'XS', '7', 'XXXL'];
    expect([...sizes].sort(compareSizes)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'xxl', 'XXXL', '3XL', '7', '7.5', '10', '28', 'Free Size']);
  });
});
