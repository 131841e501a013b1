/**
 * HSN codes and GST rates of the demo shop (docs/decisions/0022), by category, at the rates in force
 * since 22 September 2025: garments and footwear 5 % up to ₹2,500 a piece and 18 % above (silk sarees, woven fabric, 5 % at any price); phones,
 * electronics, watches, bags and most cosmetics 18 %; kitchenware, sports goods and soaps 5 %.
 * Deterministic, like the rest of the seed.
 */
import type { Uqc } from '../../common/gst/uqc';
import type { DemoProduct } from './catalogue';

const BY_CATEGORY: Record<string, { hsnCode: string; gstRate: number }> = {
  "Men's Clothing": { hsnCode: '6205', gstRate: 5 },
  'Ethnic Wear': { hsnCode: '6211', gstRate: 5 },
  Footwear: { hsnCode: '6403', gstRate: 5 },
  'Bags & Luggage': { hsnCode: '4202', gstRate: 18 },
  'Beauty & Care': { hsnCode: '3304', gstRate: 18 },
  Electronics: { hsnCode: '8518', gstRate: 18 },
  'Home & Kitchen': { hsnCode: '7323', gstRate: 5 },
  Mobiles: { hsnCode: '8517', gstRate: 18 },
  'Sports & Fitness': { hsnCode: '9506', gstRate: 5 },
  Watches: { hsnCode: '9102', gstRate: 18 },
};

/** Where a name says more than its category (a T-shirt is knitted, a saree woven silk). */
const BY_NAME: [RegExp, string][] = [
  [/T-?Shirt|Polo/i, '6109'],
  [/Jeans|Trouser|Chino/i, '6203'],
  [/Saree/i, '5007'],
  [/\bTV\b|Television/i, '8528'],
  [/Bulb|Lamp/i, '9405'],
  [/Soap/i, '3401'],
  [/Shampoo/i, '3305'],
];

/** Garments and footwear above ₹2,500 a piece are taxed at 18 %. */
const PRICE_SLAB_RUPEES = 2500;

export function demoTax(product: Pick<DemoProduct, 'name' | 'category' | 'discountPrice'>): { hsnCode: string; gstRate: number; uqc: Uqc } {
  const base = BY_CATEGORY[product.category] ?? { hsnCode: '', gstRate: 18 };
  const hsnCode = BY_NAME.find(([pattern]) => pattern.test(product.name))?.[1] ?? base.hsnCode;
  // The slab is for garments and footwear (chapters 61–64); silk sarees are woven fabric (5007), 5 % at any price.
  const slabbed = /^6[1-4]/.test(hsnCode);
  const gstRate = slabbed && product.discountPrice > PRICE_SLAB_RUPEES * 100 ? 18 : /Soap|Shampoo/i.test(product.name) ? 5 : base.gstRate;
  // Shoes are sold by the pair (GSTR-1's PRS); everything else in the demo shop by the piece.
  return { hsnCode, gstRate, uqc: product.category === 'Footwear' ? 'PRS' : 'PCS' };
}
