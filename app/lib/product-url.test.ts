import { describe, expect, it } from 'vitest';
import { colorIndexFromUrl, productChoiceUrl, quantityFromUrl, sizeFromUrl, unlessOnlyChoiceChanged } from './product-url';

const product = { colors: [{ _id: 'c1', name: 'Navy Blue', images: [], swatch: null, stock: null }, { _id: 'c2', name: 'Red', images: [], swatch: null, stock: null }], sizes: ['S', 'M'] };
const params = (query: string) => new URLSearchParams(query);

describe('the choice in a product URL', () => {
  it('finds the colour by name (any case) or id', () => {
    expect(colorIndexFromUrl(product, params('color=Red'))).toBe(1);
    expect(colorIndexFromUrl(product, params('color=navy%20blue'))).toBe(0);
    expect(colorIndexFromUrl(product, params('color=c2'))).toBe(1);
    expect(colorIndexFromUrl(product, params('color=Green'))).toBeNull();
    expect(colorIndexFromUrl(product, params(''))).toBeNull();
  });

  it('takes only a listed size and a whole quantity of at least 1', () => {
    expect(sizeFromUrl(product, params('size=M'))).toBe('M');
    expect(sizeFromUrl(product, params('size=XL'))).toBeNull();
    expect(quantityFromUrl(params('qty=3'))).toBe(3);
    for (const bad of ['qty=0', 'qty=-1', 'qty=1.5', 'qty=x', '']) expect(quantityFromUrl(params(bad))).toBeNull();
  });

  it('builds the URL a login returns to', () => {
    expect(productChoiceUrl('p1', { color: 'Navy Blue', size: 'M', quantity: 2 })).toBe('/product/p1?color=Navy+Blue&size=M&qty=2');
    expect(productChoiceUrl('p1', { color: 'Red', size: null, quantity: 1 })).toBe('/product/p1?color=Red');
  });
});

describe('unlessOnlyChoiceChanged', () => {
  const check = (from: string, to: string, formMethod?: string) =>
    unlessOnlyChoiceChanged({ currentUrl: new URL(from, 'http://x'), nextUrl: new URL(to, 'http://x'), formMethod, defaultShouldRevalidate: true });

  it('skips the loaders when only the colour, size or quantity changed', () => {
    expect(check('/product/p1', '/product/p1?color=Red')).toBe(false);
    expect(check('/product/p1?color=Red&size=M', '/product/p1?color=Navy+Blue')).toBe(false);
  });

  it('keeps the default otherwise', () => {
    expect(check('/product/p1', '/product/p2?color=Red')).toBe(true);
    expect(check('/products?page=1', '/products?page=2')).toBe(true);
    expect(check('/product/p1', '/product/p1')).toBe(true);
    expect(check('/product/p1', '/product/p1?color=Red', 'POST')).toBe(true);
  });
});
