import { describe, expect, it } from 'vitest';
import { lineMaxQuantity, stockLeft } from '../../common/cart';
import { isSoldOut, lowStockNote } from './stock';

describe('stock on the storefront', () => {
  const tee = { stock: 3 };
  const kurta = { stockBySize: { S: 0, M: 2, L: null } };

  it('reads a colour’s stock, or its size’s when the product has sizes; null is not tracked', () => {
    expect(stockLeft(tee, null)).toBe(3);
    expect(stockLeft(kurta, 'M')).toBe(2);
    expect(stockLeft(kurta, 'L')).toBeNull();
    expect(stockLeft(kurta, 'XL')).toBeNull();
    expect(stockLeft(undefined, null)).toBeNull();
    expect(stockLeft({ stock: null }, null)).toBeNull();
  });

  it('calls a tracked 0 sold out, and only that', () => {
    expect(isSoldOut(kurta, 'S')).toBe(true);
    expect(isSoldOut(kurta, 'L')).toBe(false);
    expect(isSoldOut({ stock: 0 }, null)).toBe(true);
  });

  it('says "Only n left" for 1 to 5, never for 0, 6 or untracked', () => {
    expect([0, 1, 5, 6].map(lowStockNote)).toEqual([null, 'Only 1 left', 'Only 5 left', null]);
    expect(lowStockNote(null)).toBeNull();
  });

  it('caps a line at 10 or what is left', () => {
    expect([null, 3, 0, 50].map(lineMaxQuantity)).toEqual([10, 3, 0, 10]);
  });

});
