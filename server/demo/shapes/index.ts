/** The drawing library behind the demo images, and how a product name picks its drawing. */
import * as accessories from './accessories';
import * as clothing from './clothing';
import * as electronics from './electronics';
import * as footwear from './footwear';
import * as household from './household';
import type { Shape } from './paint';

export const shapes = {
  ...clothing,
  ...footwear,
  ...accessories,
  ...electronics,
  ...household,
} satisfies Record<string, Shape>;

export type ShapeName = keyof typeof shapes;

export function isShapeName(name: string): name is ShapeName {
  return Object.hasOwn(shapes, name);
}

/** First match wins, so the more specific words come first ("kurta pyjama" before "pyjama"). */
const NAME_RULES: ReadonlyArray<readonly [RegExp, ShapeName]> = [
  [/anarkali|lehenga/, 'flared'],
  [/kurta/, 'kurta'],
  [/saree/, 'saree'],
  [/dupatta|bedsheet|handkerchief|towel/, 'folded'],
  [/palazzo/, 'palazzo'],
  [/jeans|trouser|chino/, 'jeans'],
  [/hoodie|sweatshirt/, 'hoodie'],
  [/t-shirt|tee\b|polo/, 'tshirt'],
  [/shirt/, 'shirt'],
  // Bags before electronics: a 'laptop backpack' is a backpack.
  [/backpack/, 'backpack'],
  [/suitcase|trolley/, 'suitcase'],
  [/tote/, 'tote'],
  [/wallet/, 'wallet'],
  [/sling|handbag|purse/, 'handbag'],
  [/duffel/, 'duffel'],
  [/back cover|phone case/, 'phoneCase'],
  [/charger/, 'charger'],
  [/power bank/, 'powerbank'],
  [/earbuds/, 'earbuds'],
  [/neckband/, 'neckband'],
  [/headphones/, 'headphones'],
  [/speaker/, 'speaker'],
  [/laptop/, 'laptop'],
  [/\btv\b|television/, 'tv'],
  [/keyboard/, 'keyboard'],
  [/bulb/, 'bulb'],
  [/smartwatch/, 'smartwatch'],
  [/digital.*watch/, 'digitalWatch'],
  [/bracelet|mesh/, 'braceletWatch'],
  [/watch/, 'watch'],
  [/kolhapuri|chappal/, 'sandal'],
  [/flip flop|slipper/, 'flipFlop'],
  [/heel/, 'heel'],
  [/jutti|mojari/, 'jutti'],
  [/derby|loafer|oxford/, 'loafer'],
  [/shoes|sneaker/, 'sneaker'],
  [/cooker/, 'cooker'],
  [/kadai|wok|pan\b/, 'kadai'],
  [/lamp/, 'lamp'],
  [/mixer|grinder/, 'mixer'],
  [/mug|cup/, 'mug'],
  [/serum|dropper/, 'dropper'],
  [/lipstick/, 'lipstick'],
  [/gel|face wash|toothpaste/, 'tube'],
  [/parfum|perfume|attar/, 'perfume'],
  [/oil|shampoo|lotion/, 'pump'],
  [/cream|balm|ubtan/, 'jar'],
  [/trimmer|shaver/, 'trimmer'],
  [/\bbat\b/, 'bat'],
  [/yoga/, 'yogaMat'],
  [/dumbbell/, 'dumbbell'],
  [/racquet|racket/, 'racquet'],
  [/football/, 'football'],
  [/bottle|sipper|flask/, 'bottle'],
  [/\b5g\b|phone|\bram\b|mobile/, 'phone'],
];

/** When the name says nothing useful, the category decides. */
const CATEGORY_RULES: ReadonlyArray<readonly [RegExp, ShapeName]> = [
  [/ethnic|women/, 'kurta'],
  [/cloth|men/, 'tshirt'],
  [/mobile/, 'phone'],
  [/electronic/, 'headphones'],
  [/foot/, 'sneaker'],
  [/kitchen|home/, 'cooker'],
  [/beauty|care/, 'jar'],
  [/watch/, 'watch'],
  [/bag|luggage/, 'backpack'],
  [/sport|fitness/, 'bottle'],
];

export function shapeNameFromName(productName: string): ShapeName | null {
  const name = productName.toLowerCase();
  return NAME_RULES.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

export function shapeNameFor(productName: string, categoryName: string): ShapeName {
  const category = categoryName.toLowerCase();
  return (
    shapeNameFromName(productName) ??
    CATEGORY_RULES.find(([pattern]) => pattern.test(category))?.[1] ??
    'jar'
  );
}
