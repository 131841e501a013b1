import { describe, expect, it } from 'vitest';
import { onlyChoice } from './use-cart-actions';

const color = (name: string, stock: number | null = null, stockBySize: Record<string, number | null> = {}) => ({ _id: name, name, images: [], swatch: null, stock, stockBySize });

describe("a card's Add with nothing to choose", () => {
  it('is the one colour (and the one size), one piece', () => {
    expect(onlyChoice({ colors: [color('White')], sizes: [] })).toEqual({ color: 'White', size: null, quantity: 1 });
    expect(onlyChoice({ colors: [color('White')], sizes: ['Free'] })).toEqual({ color: 'White', size: 'Free', quantity: 1 });
  });

  it("is null when there is something to pick, or the one choice is sold out ('Select Color' says so)", () => {
    expect(onlyChoice({ colors: [color('White'), color('Red')], sizes: [] })).toBeNull();
    expect(onlyChoice({ colors: [color('White')], sizes: ['S', 'M'] })).toBeNull();
    expect(onlyChoice({ colors: [color('White', 0)], sizes: [] })).toBeNull();
  });
});
