/**
 * Sizes and stock of the demo shop (docs/decisions/0015): clothing in S–XXL (jeans by waist),
 * footwear in UK 6–10, everything else without sizes; stock a small shop would have, some of it
 * low (1..5, so 'Only {n} left' shows) and a few colours or sizes sold out. Deterministic, so
 * every seeded shop (and every test run) is the same.
 */
import type { DemoProduct } from './catalogue';

const CLOTHING = ['S', 'M', 'L', 'XL', 'XXL'];
const WAIST = ['28', '30', '32', '34', '36'];
const FOOTWEAR = ['6', '7', '8', '9', '10'];
/** Clothing sold in one size. */
const ONE_SIZE = /Saree|Dupatta|Handkerchief/;

export function demoSizes(product: Pick<DemoProduct, 'name' | 'category'>): string[] {
  if (product.category === 'Footwear') return FOOTWEAR;
  if (product.category !== "Men's Clothing" && product.category !== 'Ethnic Wear') return [];
  if (ONE_SIZE.test(product.name)) return [];
  return /Jeans/.test(product.name) ? WAIST : CLOTHING;
}

/**
 * Whether the shop counts the product's stock. A small seller does not count everything: about one
 * product in three without sizes is made to order or restocked daily, so it is not tracked
 * (unlimited). These are also what the browser tests buy again and again without running out.
 */
export function demoTracksStock(product: Pick<DemoProduct, 'name' | 'category'>, productIndex: number): boolean {
  return demoSizes(product).length > 0 || productIndex % 3 !== 2;
}

/**
 * Units of one colour (and size) of the product at `productIndex` (when tracked): mostly 6..40,
 * about one in six low (1..5), about one in thirteen sold out (0), never the first colour's first
 * size, so a product the shop lists as in stock always has something to sell (the sold-out cards
 * are the products whose flag is off).
 */
export function demoStock(productIndex: number, colorIndex: number, sizeIndex: number): number {
  const spin = (productIndex * 7 + colorIndex * 11 + sizeIndex * 5) % 13;
  if (spin === 0) return colorIndex + sizeIndex === 0 ? 7 : 0;
  if (spin <= 2) return 1 + ((productIndex + colorIndex + sizeIndex) % 5);
  return 6 + ((productIndex * 3 + colorIndex * 5 + sizeIndex * 7) % 35);
}
