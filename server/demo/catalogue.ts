/**
 * The demo catalogue: realistic Indian products (fictional brands) chosen to exercise every state
 * the storefront can show: long names, '+N' swatches, out-of-stock cards, badges, price extremes
 * and a video. Pure data; money is integer paise, as the database stores it.
 */
import type { NewProductFields } from '../../common/admin';

export interface DemoCategory {
  name: string;
  /** Tile colour, 0-360. */
  hue: number;
  /** Drawing on the tile (a shape name from ./shapes). */
  motif: string;
}

export interface DemoColor {
  name: string;
  hex: string;
  images: 1 | 2 | 3;
}

/**
 * A demo product: the fields the admin's create form parses into (common/admin.ts, money in
 * integer paise, rating 1 to 5 in halves), with the category by name and colours still to draw.
 */
export type DemoProduct = Omit<NewProductFields, 'category' | 'colors' | 'sizes' | 'video' | 'hsnCode' | 'gstRate' | 'uqc' | 'status'> & {
  /** A DemoCategory name. */
  category: string;
  colors: DemoColor[];
  video?: true;
  /** Days before the seed run that the product was created: a stable newest-first order. */
  ageDays: number;
};

export const demoCategories: DemoCategory[] = [
  { name: "Men's Clothing", hue: 220, motif: 'shirt' },
  { name: 'Ethnic Wear', hue: 330, motif: 'saree' },
  { name: 'Mobiles', hue: 200, motif: 'phone' },
  { name: 'Electronics', hue: 260, motif: 'headphones' },
  { name: 'Footwear', hue: 20, motif: 'sneaker' },
  { name: 'Home & Kitchen', hue: 35, motif: 'cooker' },
  { name: 'Beauty & Care', hue: 345, motif: 'dropper' },
  { name: 'Watches', hue: 185, motif: 'watch' },
  { name: 'Bags & Luggage', hue: 150, motif: 'backpack' },
  { name: 'Sports & Fitness', hue: 95, motif: 'bat' },
];

const PALETTE = {
  Amber: '#c77d17',
  Beige: '#d9c7a7',
  Black: '#1f1f23',
  Blue: '#2563eb',
  Brown: '#6b4226',
  Charcoal: '#36393f',
  Copper: '#b66a3c',
  Coral: '#f2705e',
  Cream: '#f3ead6',
  'Emerald Green': '#0f8a5f',
  Gold: '#c9a227',
  Green: '#2f9e44',
  Grey: '#8a8f98',
  Indigo: '#2e3a87',
  Lavender: '#b9a7e0',
  Magenta: '#b0196b',
  Maroon: '#7a1f2b',
  'Mint Green': '#98dcc0',
  'Mustard Yellow': '#d9a21b',
  Natural: '#e2c88f',
  'Navy Blue': '#1e2a5a',
  Nude: '#d4a08a',
  'Olive Green': '#6b7a2e',
  Orange: '#f07c1b',
  Peach: '#f4b49a',
  Pink: '#ec7fa9',
  Plum: '#6e2a4f',
  Purple: '#7c3aed',
  Red: '#c81e2c',
  'Rose Gold': '#d8a48f',
  'Royal Blue': '#2746b8',
  Silver: '#c0c4c9',
  'Sky Blue': '#6cb4e4',
  Tan: '#c69c6d',
  Teal: '#0f766e',
  Terracotta: '#c0603c',
  White: '#fafafa',
  Yellow: '#f5c518',
} as const;

type ColorName = keyof typeof PALETTE;

function color(name: ColorName, images: 1 | 2 | 3 = 1): DemoColor {
  return { name, hex: PALETTE[name], images };
}

/** Rupees (paise allowed as decimals) to integer paise. */
function rs(rupees: number): number {
  return Math.round(rupees * 100);
}

const NONE = { isNewArrival: false, isFeatured: false } as const;
const NEW = { isNewArrival: true, isFeatured: false } as const;
const FEATURED = { isNewArrival: false, isFeatured: true } as const;
const NEW_AND_FEATURED = { isNewArrival: true, isFeatured: true } as const;

const mensClothing: DemoProduct[] = [
  {
    name: 'Jaipur Block Print Cotton Shirt',
    description: 'Hand block printed by artisans in Sanganer, Jaipur on breathable 100% cotton. Soft enough for a humid Mumbai afternoon, smart enough for the office.',
    features: 'Regular fit, Pure cotton, Hand block print, Machine wash',
    category: "Men's Clothing",
    actualPrice: rs(1499), discountPrice: rs(899), deliveryCharge: 0, codCharge: rs(20),
    rating: 4.5, inStock: true, ...FEATURED, ageDays: 12,
    colors: [color('White', 3), color('Navy Blue', 2), color('Olive Green'), color('Maroon'), color('Mustard Yellow'), color('Sky Blue')],
  },
  {
    name: 'Essential Crew Neck T-Shirt',
    description: 'An everyday tee knitted from combed Tiruppur cotton that keeps its shape wash after wash.',
    features: 'Combed cotton, 180 GSM, Pre-shrunk',
    category: "Men's Clothing",
    actualPrice: rs(599), discountPrice: rs(349), deliveryCharge: rs(40), codCharge: rs(10),
    rating: 4, inStock: true, ...NEW, ageDays: 2,
    colors: [color('Black', 2), color('White', 2), color('Grey'), color('Navy Blue'), color('Maroon')],
  },
  {
    name: 'Slim Fit Stretch Denim Jeans',
    description: 'Mid-rise jeans in stretch denim that moves with you on a long commute. Five pockets and a clean, dark wash.',
    features: 'Slim fit, 2% elastane, Mid rise, Zip fly',
    category: "Men's Clothing",
    actualPrice: rs(2199), discountPrice: rs(1299), deliveryCharge: 0, codCharge: rs(25),
    rating: 3.5, inStock: true, ...NONE, ageDays: 40,
    colors: [color('Indigo', 2), color('Black', 2), color('Grey')],
  },
  {
    name: "Men's Pure Cotton Kurta Pyjama Set for Festive Occasions",
    description: 'A straight kurta with a contrast placket and matching pyjama, made for Diwali pujas and sangeet nights. Soft cotton that breathes through long celebrations.',
    features: 'Kurta and pyjama, Pure cotton, Contrast placket, Side pockets, Dry clean recommended',
    category: "Men's Clothing",
    actualPrice: rs(2999), discountPrice: rs(1799), deliveryCharge: 0, codCharge: rs(30),
    rating: 4.5, inStock: true, ...NEW_AND_FEATURED, ageDays: 4,
    colors: [color('White', 3), color('Beige', 2), color('Maroon'), color('Mustard Yellow')],
  },
  {
    name: 'Brushed Fleece Pullover Hoodie',
    description: 'Warm brushed fleece for Delhi winters and cold train journeys, with a roomy kangaroo pocket.',
    features: 'Brushed fleece, Drawstring hood, Ribbed cuffs',
    category: "Men's Clothing",
    actualPrice: rs(1799), discountPrice: rs(999), deliveryCharge: rs(49), codCharge: rs(15),
    rating: 4, inStock: false, ...NONE, ageDays: 75,
    colors: [color('Grey', 2), color('Black'), color('Olive Green')],
  },
  {
    name: 'Linen Blend Mandarin Collar Shirt',
    description: 'Linen and cotton woven together for a crisp shirt that stays cool in 40 degree summers.',
    features: 'Linen blend, Mandarin collar, Full sleeves',
    category: "Men's Clothing",
    actualPrice: rs(1899), discountPrice: rs(1299.5), deliveryCharge: 0, codCharge: 0,
    rating: 3.5, inStock: true, ...NONE, ageDays: 55,
    colors: [color('Beige', 2), color('Sky Blue')],
  },
  {
    name: 'Pack of 3 Cotton Handkerchiefs',
    description: 'Soft mulmul handkerchiefs woven in Erode. Small price, daily use.',
    features: 'Pack of 3, Mulmul cotton',
    category: "Men's Clothing",
    actualPrice: rs(199), discountPrice: rs(199), deliveryCharge: rs(40), codCharge: rs(10),
    rating: 3, inStock: true, ...NONE, ageDays: 120,
    colors: [color('White')],
  },
];

const ethnicWear: DemoProduct[] = [
  {
    name: 'Banarasi Silk Saree with Zari Border',
    description: 'Woven on handlooms in Varanasi with a rich zari border and a heavy pallu. Comes with an unstitched blouse piece.',
    features: 'Art silk, Zari border, 6.3 m with blouse piece',
    category: 'Ethnic Wear',
    actualPrice: rs(8999), discountPrice: rs(5499), deliveryCharge: 0, codCharge: rs(49),
    rating: 4.5, inStock: true, ...FEATURED, ageDays: 20,
    colors: [color('Maroon', 3), color('Red', 2), color('Teal'), color('Mustard Yellow'), color('Pink'), color('Royal Blue')],
  },
  {
    name: 'Floral Printed Anarkali Kurta',
    description: 'A flared, floor-grazing Anarkali in soft rayon with a gota trim at the hem. Pair it with a dupatta for a mehendi function.',
    features: 'Rayon, Flared fit, Gota trim',
    category: 'Ethnic Wear',
    actualPrice: rs(2499), discountPrice: rs(1199), deliveryCharge: 0, codCharge: rs(20),
    rating: 4, inStock: true, ...NEW, ageDays: 3,
    colors: [color('Pink', 3), color('Teal', 2), color('Mustard Yellow'), color('White')],
  },
  {
    name: 'Chanderi Cotton Straight Kurta',
    description: 'Light Chanderi cotton from Madhya Pradesh with a subtle sheen, cut straight for work days.',
    features: 'Chanderi cotton, Straight cut, Three-quarter sleeves',
    category: 'Ethnic Wear',
    actualPrice: rs(1599), discountPrice: rs(899), deliveryCharge: rs(59), codCharge: rs(15),
    rating: 3.5, inStock: true, ...NONE, ageDays: 60,
    colors: [color('Beige', 2), color('Olive Green'), color('Navy Blue')],
  },
  {
    name: 'Kanjeevaram Pure Silk Wedding Saree with Blouse Piece',
    description: 'Pure mulberry silk woven in Kanchipuram with a contrast temple border. An heirloom for the wedding season.',
    features: 'Pure silk, Silk mark certified, Temple border, Blouse piece included',
    category: 'Ethnic Wear',
    actualPrice: rs(24999), discountPrice: rs(18999), deliveryCharge: 0, codCharge: 0,
    rating: 5, inStock: false, ...FEATURED, ageDays: 33,
    colors: [color('Red', 3), color('Maroon', 2), color('Magenta'), color('Emerald Green'), color('Gold')],
  },
  {
    name: 'Bandhani Georgette Dupatta',
    description: 'Tie-dyed by hand in Kutch, Gujarat, with thousands of tiny knots forming the pattern.',
    features: 'Georgette, Hand tie-dye, 2.25 m',
    category: 'Ethnic Wear',
    actualPrice: rs(899), discountPrice: rs(499), deliveryCharge: rs(40), codCharge: rs(10),
    rating: 4, inStock: true, ...NONE, ageDays: 90,
    colors: [color('Red', 2), color('Yellow'), color('Pink'), color('Orange'), color('Green')],
  },
  {
    name: 'Embroidered Lehenga Choli Set',
    description: 'A flared lehenga with sequin and thread work, a matching choli and a net dupatta. Made for sangeet and haldi.',
    features: 'Semi-stitched, Sequin work, Net dupatta',
    category: 'Ethnic Wear',
    actualPrice: rs(12999), discountPrice: rs(7999), deliveryCharge: 0, codCharge: rs(49),
    rating: 4.5, inStock: true, ...NEW, ageDays: 6,
    colors: [color('Pink', 3), color('Maroon', 2), color('Peach')],
  },
  {
    name: 'Rayon Wide Leg Palazzo Pants',
    description: 'Flowing palazzos with an elasticated waist, an easy match for short kurtis.',
    features: 'Rayon, Elastic waist, Ankle length',
    category: 'Ethnic Wear',
    actualPrice: rs(999), discountPrice: rs(549), deliveryCharge: rs(40), codCharge: rs(10),
    rating: 3.5, inStock: true, ...NONE, ageDays: 150,
    colors: [color('Black'), color('White'), color('Beige'), color('Navy Blue')],
  },
];

const mobiles: DemoProduct[] = [
  {
    name: 'Nova X Fold 5G (12 GB RAM, 512 GB)',
    description: 'A foldable flagship with a 7.6 inch inner display, triple cameras and a hinge tested for 2 lakh folds. Made in India at Noida.',
    features: '7.6" AMOLED, 50 MP triple camera, 4400 mAh, 5G',
    category: 'Mobiles',
    actualPrice: rs(149999), discountPrice: rs(139999), deliveryCharge: 0, codCharge: 0,
    rating: 4.5, inStock: true, ...FEATURED, video: true, ageDays: 15,
    colors: [color('Black', 3), color('Silver', 2), color('Lavender')],
  },
  {
    name: 'Tarang 5G Neo (8 GB RAM, 128 GB)',
    description: 'A fast 5G phone with a 120 Hz display and a battery that lasts a full day of UPI payments, maps and reels.',
    features: '6.7" 120 Hz, 5000 mAh, 33W charging',
    category: 'Mobiles',
    actualPrice: rs(19999), discountPrice: rs(15499), deliveryCharge: 0, codCharge: 0,
    rating: 4, inStock: true, ...NEW_AND_FEATURED, ageDays: 1,
    colors: [color('Black', 3), color('Sky Blue', 2), color('Mint Green')],
  },
  {
    name: 'Tarang A15 (4 GB RAM, 64 GB)',
    description: 'A dependable first smartphone with dual SIM and a large battery, ideal for parents.',
    features: 'Dual SIM, 6000 mAh, Expandable storage',
    category: 'Mobiles',
    actualPrice: rs(9999), discountPrice: rs(7999), deliveryCharge: 0, codCharge: rs(25),
    rating: 3.5, inStock: true, ...NONE, ageDays: 95,
    colors: [color('Black', 2), color('Blue')],
  },
  {
    name: '65W Fast Charger with Type-C Cable',
    description: 'A BIS certified GaN charger that fills most phones to 50% in about 20 minutes.',
    features: '65W GaN, BIS certified, 1 m cable',
    category: 'Mobiles',
    actualPrice: rs(1499), discountPrice: rs(799), deliveryCharge: rs(49), codCharge: rs(10),
    rating: 4, inStock: true, ...NONE, ageDays: 70,
    colors: [color('White', 2), color('Black')],
  },
  {
    name: '20000 mAh Power Bank with 22.5W Fast Charging',
    description: 'Charges two phones at once, enough for a weekend trip to Lonavala without hunting for sockets.',
    features: '20000 mAh, 22.5W, Dual USB, Type-C in',
    category: 'Mobiles',
    actualPrice: rs(2499), discountPrice: rs(1399), deliveryCharge: 0, codCharge: rs(20),
    rating: 4, inStock: false, ...NEW, ageDays: 8,
    colors: [color('Black', 2), color('White'), color('Blue')],
  },
  {
    name: 'Shockproof Silicone Back Cover',
    description: 'A soft-touch cover with raised edges that protect the camera and screen from everyday drops.',
    features: 'Silicone, Raised camera lip',
    category: 'Mobiles',
    actualPrice: rs(499), discountPrice: rs(249), deliveryCharge: rs(40), codCharge: rs(10),
    rating: 3, inStock: true, ...NONE, ageDays: 110,
    colors: [color('Black'), color('Red'), color('Navy Blue'), color('Pink'), color('Lavender'), color('Mint Green')],
  },
  {
    name: 'Dhun Buds Air True Wireless Earbuds',
    description: 'Clear calls on a noisy street thanks to four microphones, and 40 hours of music with the case.',
    features: '40 h playback, ENC, Bluetooth 5.3, IPX5',
    category: 'Mobiles',
    actualPrice: rs(2999), discountPrice: rs(1299), deliveryCharge: 0, codCharge: rs(15),
    rating: 4, inStock: true, ...NEW, ageDays: 5,
    colors: [color('White', 2), color('Black', 2), color('Teal')],
  },
];

const electronics: DemoProduct[] = [
  {
    name: 'Dhun Over-Ear Bluetooth Headphones with ANC',
    description: 'Active noise cancellation that quietens a crowded local train, with soft memory foam cushions for long listening.',
    features: 'Hybrid ANC, 60 h battery, Memory foam',
    category: 'Electronics',
    actualPrice: rs(7999), discountPrice: rs(3999), deliveryCharge: 0, codCharge: rs(20),
    rating: 4.5, inStock: true, ...FEATURED, ageDays: 25,
    colors: [color('Black', 3), color('White', 2), color('Navy Blue'), color('Rose Gold')],
  },
  {
    name: 'Portable Bluetooth Speaker (20W)',
    description: 'Room-filling sound in a splash-proof body, good for terrace parties and picnics.',
    features: '20W, IPX7, 12 h battery',
    category: 'Electronics',
    actualPrice: rs(3499), discountPrice: rs(1799), deliveryCharge: 0, codCharge: rs(20),
    rating: 4, inStock: true, ...NEW, ageDays: 7,
    colors: [color('Black', 2), color('Red'), color('Teal'), color('Grey')],
  },
  {
    name: 'Vayu Book 14 Thin & Light Laptop (Intel Core i5, 16 GB, 512 GB SSD)',
    description: 'A 1.4 kg aluminium laptop with a full HD screen and a backlit keyboard, built for students and work from home.',
    features: 'Core i5, 16 GB RAM, 512 GB SSD, 14" FHD',
    category: 'Electronics',
    actualPrice: rs(74990), discountPrice: rs(58990), deliveryCharge: 0, codCharge: 0,
    rating: 4.5, inStock: true, ...NONE, ageDays: 45,
    colors: [color('Silver', 3), color('Grey', 2)],
  },
  {
    name: '43 inch 4K Ultra HD Smart LED TV',
    description: 'A bright 4K panel with built-in apps for cricket, films and regional channels, plus Dolby Audio.',
    features: '4K UHD, HDR10, 3 HDMI, Dolby Audio',
    category: 'Electronics',
    actualPrice: rs(42999), discountPrice: rs(27999), deliveryCharge: rs(99), codCharge: 0,
    rating: 4, inStock: true, ...NONE, ageDays: 80,
    colors: [color('Black', 3)],
  },
  {
    name: 'Wireless Keyboard and Mouse Combo',
    description: 'A quiet full-size keyboard with a rupee key and a matching mouse on one tiny receiver.',
    features: '2.4 GHz, Rupee key, 12 month battery',
    category: 'Electronics',
    actualPrice: rs(1999), discountPrice: rs(1099), deliveryCharge: rs(49), codCharge: rs(15),
    rating: 3.5, inStock: true, ...NONE, ageDays: 130,
    colors: [color('Black', 2), color('White')],
  },
  {
    name: 'Smart Wi-Fi LED Bulb 9W',
    description: 'Change colours and brightness from your phone or by voice, and set a soft glow for Diwali evenings.',
    features: '16 million colours, Voice control',
    category: 'Electronics',
    actualPrice: rs(799), discountPrice: rs(399), deliveryCharge: rs(40), codCharge: rs(10),
    rating: 3.5, inStock: true, ...NONE, ageDays: 140,
    colors: [color('White', 2)],
  },
  {
    name: 'Magnetic Neckband Earphones',
    description: 'A light neckband with magnetic buds that snap together when you are not listening.',
    features: '30 h battery, Fast charge, Magnetic buds',
    category: 'Electronics',
    actualPrice: rs(1499), discountPrice: rs(899), deliveryCharge: 0, codCharge: rs(10),
    rating: 2.5, inStock: true, ...NONE, ageDays: 100,
    colors: [color('Black'), color('Blue'), color('Red')],
  },
];

const footwear: DemoProduct[] = [
  {
    name: 'Lightweight Everyday Running Shoes',
    description: 'Cushioned running shoes with a breathable mesh upper, for morning runs at Marine Drive or the gym.',
    features: 'Mesh upper, EVA sole, Lace-up',
    category: 'Footwear',
    actualPrice: rs(2999), discountPrice: rs(1499), deliveryCharge: 0, codCharge: rs(20),
    rating: 4, inStock: true, ...FEATURED, ageDays: 18,
    colors: [color('Black', 3), color('White', 2), color('Grey'), color('Navy Blue'), color('Red')],
  },
  {
    name: 'Handcrafted Kolhapuri Chappals',
    description: 'Vegetable-tanned leather chappals hand stitched by cobblers in Kolhapur, Maharashtra.',
    features: 'Genuine leather, Hand stitched, GI tagged',
    category: 'Footwear',
    actualPrice: rs(1299), discountPrice: rs(749), deliveryCharge: rs(59), codCharge: rs(15),
    rating: 4.5, inStock: true, ...NONE, ageDays: 65,
    colors: [color('Tan', 2), color('Brown'), color('Black')],
  },
  {
    name: "Women's Block Heel Sandals",
    description: 'A steady 2 inch block heel with an ankle strap, comfortable from office to evening.',
    features: '2" block heel, Ankle strap, Cushioned footbed',
    category: 'Footwear',
    actualPrice: rs(1799), discountPrice: rs(999), deliveryCharge: 0, codCharge: rs(20),
    rating: 3.5, inStock: true, ...NONE, ageDays: 50,
    colors: [color('Black', 2), color('Beige'), color('Maroon'), color('Gold')],
  },
  {
    name: 'Canvas Low-Top Sneakers',
    description: 'Classic canvas sneakers with a vulcanised rubber sole, made in Agra.',
    features: 'Canvas upper, Rubber sole, Washable',
    category: 'Footwear',
    actualPrice: rs(1199), discountPrice: rs(649), deliveryCharge: rs(40), codCharge: rs(10),
    rating: 4, inStock: true, ...NEW, ageDays: 9,
    colors: [color('White', 2), color('Navy Blue'), color('Olive Green'), color('Black'), color('Red'), color('Mustard Yellow')],
  },
  {
    name: 'Formal Leather Derby Shoes',
    description: 'Full-grain leather derbies on a non-slip sole, polished for interviews and weddings alike.',
    features: 'Full-grain leather, Non-slip sole',
    category: 'Footwear',
    actualPrice: rs(3499), discountPrice: rs(2299), deliveryCharge: 0, codCharge: rs(25),
    rating: 4, inStock: true, ...NONE, ageDays: 85,
    colors: [color('Black', 2), color('Brown', 2)],
  },
  {
    name: 'Rubber Flip Flops',
    description: 'Soft, waterproof flip flops for the monsoon and the beach at Goa.',
    features: 'Waterproof, Anti-skid',
    category: 'Footwear',
    actualPrice: rs(399), discountPrice: rs(249), deliveryCharge: rs(40), codCharge: rs(10),
    rating: 3, inStock: true, ...NONE, ageDays: 160,
    colors: [color('Black'), color('Navy Blue'), color('Grey')],
  },
  {
    name: 'Embroidered Jutti Mojari',
    description: 'Punjabi juttis with hand embroidery in golden thread on soft leather, for weddings and festivals.',
    features: 'Hand embroidered, Leather sole, Padded insole',
    category: 'Footwear',
    actualPrice: rs(1499), discountPrice: rs(899), deliveryCharge: rs(49), codCharge: rs(15),
    rating: 4.5, inStock: false, ...NEW, ageDays: 10,
    colors: [color('Gold', 2), color('Maroon'), color('Pink')],
  },
];

const homeAndKitchen: DemoProduct[] = [
  {
    name: 'Stainless Steel Pressure Cooker 5 Litre',
    description: 'A triple-layer base that works on gas and induction, with a reliable whistle for dal, rice and rajma.',
    features: '5 L, Induction base, ISI marked, 5 year warranty',
    category: 'Home & Kitchen',
    actualPrice: rs(2799), discountPrice: rs(1899), deliveryCharge: 0, codCharge: rs(20),
    rating: 4.5, inStock: true, ...FEATURED, ageDays: 30,
    colors: [color('Silver', 3)],
  },
  {
    name: 'Pre-Seasoned Cast Iron Kadai',
    description: 'A heavy cast iron kadai for deep frying pakoras and slow cooking sabzi, seasoned and ready to use.',
    features: 'Cast iron, Pre-seasoned, 26 cm',
    category: 'Home & Kitchen',
    actualPrice: rs(1999), discountPrice: rs(1199), deliveryCharge: rs(79), codCharge: rs(20),
    rating: 4, inStock: true, ...NONE, ageDays: 105,
    colors: [color('Black', 2)],
  },
  {
    name: 'Copper Water Bottle 1 Litre',
    description: 'Pure copper, leak-proof bottle for storing water overnight the traditional way.',
    features: 'Pure copper, Leak-proof, 1 L',
    category: 'Home & Kitchen',
    actualPrice: rs(999), discountPrice: rs(599), deliveryCharge: rs(40), codCharge: rs(10),
    rating: 4, inStock: true, ...NEW, ageDays: 11,
    colors: [color('Copper', 2)],
  },
  {
    name: 'Handpainted Terracotta Table Lamp',
    description: 'A terracotta base painted by hand in Khurja, Uttar Pradesh, under a soft cotton shade.',
    features: 'Handpainted, Cotton shade, E27 holder',
    category: 'Home & Kitchen',
    actualPrice: rs(2499), discountPrice: rs(1599), deliveryCharge: rs(99), codCharge: rs(25),
    rating: 4.5, inStock: true, ...NONE, ageDays: 58,
    colors: [color('Terracotta', 2), color('Beige'), color('Teal')],
  },
  {
    name: 'Jaipuri Cotton Double Bedsheet with 2 Pillow Covers',
    description: 'Traditional Jaipuri prints on soft 144 thread count cotton. Colours stay bright wash after wash.',
    features: 'Double bed, 144 TC cotton, 2 pillow covers, Machine wash',
    category: 'Home & Kitchen',
    actualPrice: rs(1999), discountPrice: rs(899), deliveryCharge: 0, codCharge: rs(15),
    rating: 4, inStock: true, ...NONE, ageDays: 38,
    colors: [color('Blue', 2), color('Pink'), color('Green'), color('Maroon'), color('Yellow')],
  },
  {
    name: 'Mixer Grinder 750W with 3 Jars',
    description: 'A powerful 750W motor for idli batter, chutneys and masalas, with three stainless steel jars.',
    features: '750W motor, 3 jars, Overload protection',
    category: 'Home & Kitchen',
    actualPrice: rs(4999), discountPrice: rs(3299), deliveryCharge: 0, codCharge: rs(30),
    rating: 4, inStock: false, ...NONE, ageDays: 92,
    colors: [color('White', 2), color('Red')],
  },
  {
    name: 'Ceramic Coffee Mug Set of 2',
    description: 'Glazed ceramic mugs that hold a generous cup of filter coffee or masala chai.',
    features: '350 ml each, Microwave safe',
    category: 'Home & Kitchen',
    actualPrice: rs(699), discountPrice: rs(399), deliveryCharge: rs(40), codCharge: rs(10),
    rating: 3.5, inStock: true, ...NONE, ageDays: 125,
    colors: [color('White'), color('Black'), color('Teal'), color('Mustard Yellow')],
  },
];

const beautyAndCare: DemoProduct[] = [
  {
    name: 'Kumkumadi Face Serum 30 ml',
    description: 'An Ayurvedic blend of saffron and 16 herbs in a light oil that absorbs quickly.',
    features: 'Saffron, Ayurvedic, Paraben free',
    category: 'Beauty & Care',
    actualPrice: rs(1295), discountPrice: rs(899), deliveryCharge: 0, codCharge: rs(10),
    rating: 4.5, inStock: true, ...FEATURED, ageDays: 22,
    colors: [color('Amber', 3)],
  },
  {
    name: 'Long Stay Matte Lipstick',
    description: 'A creamy matte lipstick that lasts through lunch and chai without drying the lips.',
    features: 'Matte, 12 h wear, Vitamin E',
    category: 'Beauty & Care',
    actualPrice: rs(599), discountPrice: rs(349), deliveryCharge: rs(40), codCharge: rs(10),
    rating: 4, inStock: true, ...NEW, ageDays: 13,
    colors: [color('Red', 2), color('Maroon'), color('Pink'), color('Nude'), color('Coral'), color('Plum')],
  },
  {
    name: 'Aloe Vera Gel 200 ml',
    description: 'Soothing gel from aloe grown in Rajasthan, for skin and hair after a day in the sun.',
    features: '99% aloe, Fragrance free',
    category: 'Beauty & Care',
    actualPrice: rs(349), discountPrice: rs(229), deliveryCharge: rs(40), codCharge: rs(10),
    rating: 4, inStock: true, ...NONE, ageDays: 115,
    colors: [color('Green')],
  },
  {
    name: 'Sandalwood Eau de Parfum 100 ml',
    description: 'Warm Mysore sandalwood with a hint of rose and vetiver. Lasts well into the evening.',
    features: 'Eau de parfum, 100 ml, Long lasting',
    category: 'Beauty & Care',
    actualPrice: rs(2499), discountPrice: rs(1499), deliveryCharge: 0, codCharge: rs(20),
    rating: 4, inStock: true, ...NONE, ageDays: 52,
    colors: [color('Amber', 2), color('Black')],
  },
  {
    name: 'Onion Hair Oil with Pump 200 ml',
    description: 'Red onion, bhringraj and coconut oil for stronger hair; the pump keeps the oil off your bathroom shelf.',
    features: 'Onion and bhringraj, Sulphate free',
    category: 'Beauty & Care',
    actualPrice: rs(499), discountPrice: rs(325), deliveryCharge: rs(40), codCharge: rs(10),
    rating: 3.5, inStock: true, ...NONE, ageDays: 98,
    colors: [color('Plum', 2)],
  },
  {
    name: 'Haldi Chandan Ubtan Face Cream',
    description: 'Turmeric and sandalwood in a light cream, inspired by the ubtan of Indian weddings.',
    features: 'Turmeric, Sandalwood, 50 g',
    category: 'Beauty & Care',
    actualPrice: rs(450), discountPrice: rs(299), deliveryCharge: rs(40), codCharge: 0,
    rating: 3.5, inStock: true, ...NONE, ageDays: 135,
    colors: [color('Cream')],
  },
  {
    name: 'Cordless Beard Trimmer',
    description: 'Self-sharpening steel blades with 20 length settings and a 90 minute run time.',
    features: '20 settings, 90 min run time, USB charging',
    category: 'Beauty & Care',
    actualPrice: rs(1999), discountPrice: rs(1199), deliveryCharge: 0, codCharge: rs(15),
    rating: 4, inStock: false, ...NONE, ageDays: 145,
    colors: [color('Black', 2), color('Blue')],
  },
];

const watches: DemoProduct[] = [
  {
    name: 'Samay Classic Analog Watch with Leather Strap',
    description: 'A clean white dial and a genuine leather strap, assembled in Bengaluru. Water resistant to 30 m.',
    features: 'Quartz, Leather strap, 30 m WR',
    category: 'Watches',
    actualPrice: rs(3495), discountPrice: rs(1995), deliveryCharge: 0, codCharge: rs(20),
    rating: 4.5, inStock: true, ...FEATURED, ageDays: 28,
    colors: [color('Brown', 3), color('Black', 2), color('Tan')],
  },
  {
    name: 'Fitness Smartwatch with AMOLED Display',
    description: 'Tracks steps, heart rate, SpO2 and sleep, takes Bluetooth calls, and lasts 7 days on a charge.',
    features: '1.43" AMOLED, BT calling, SpO2, 7 day battery',
    category: 'Watches',
    actualPrice: rs(5999), discountPrice: rs(2499), deliveryCharge: 0, codCharge: 0,
    rating: 4, inStock: true, ...NEW_AND_FEATURED, ageDays: 0,
    colors: [color('Black', 3), color('Rose Gold', 2), color('Silver'), color('Navy Blue'), color('Pink'), color('Olive Green')],
  },
  {
    name: "Women's Rose Gold Mesh Bracelet Watch",
    description: 'A slim case on a fine mesh bracelet that adjusts to any wrist without tools.',
    features: 'Mesh bracelet, Slim case, Quartz',
    category: 'Watches',
    actualPrice: rs(2999), discountPrice: rs(1799), deliveryCharge: 0, codCharge: rs(20),
    rating: 4, inStock: true, ...NONE, ageDays: 62,
    colors: [color('Rose Gold', 2), color('Silver'), color('Gold')],
  },
  {
    name: 'Digital Sports Watch',
    description: 'Stopwatch, alarm and backlight in a tough resin case for school sports days and morning walks.',
    features: 'Stopwatch, Alarm, 50 m WR',
    category: 'Watches',
    actualPrice: rs(1299), discountPrice: rs(699), deliveryCharge: rs(40), codCharge: rs(10),
    rating: 3.5, inStock: true, ...NONE, ageDays: 155,
    colors: [color('Black'), color('Red'), color('Blue'), color('Green')],
  },
  {
    name: "Automatic Skeleton Dial Men's Watch with Stainless Steel Bracelet",
    description: 'A self-winding movement visible through the skeleton dial and the exhibition case back.',
    features: 'Automatic movement, Sapphire crystal, 100 m WR',
    category: 'Watches',
    actualPrice: rs(18999), discountPrice: rs(14499), deliveryCharge: 0, codCharge: 0,
    rating: 5, inStock: true, ...NONE, ageDays: 42,
    colors: [color('Silver', 2), color('Black')],
  },
  {
    name: 'Kids Cartoon Digital Watch',
    description: 'A light, colourful watch with a soft strap that helps children learn to read the time.',
    features: 'Soft strap, Light-up display',
    category: 'Watches',
    actualPrice: rs(499), discountPrice: rs(299), deliveryCharge: rs(40), codCharge: rs(10),
    rating: 3, inStock: true, ...NEW, ageDays: 14,
    colors: [color('Pink'), color('Blue'), color('Yellow')],
  },
];

const bagsAndLuggage: DemoProduct[] = [
  {
    name: 'Water Resistant Laptop Backpack 30L',
    description: 'A padded compartment for a 15.6 inch laptop, a USB charging port and a rain cover for the monsoon.',
    features: '30 L, 15.6" laptop sleeve, Rain cover, USB port',
    category: 'Bags & Luggage',
    actualPrice: rs(2499), discountPrice: rs(1299), deliveryCharge: 0, codCharge: rs(15),
    rating: 4.5, inStock: true, ...FEATURED, ageDays: 24,
    colors: [color('Black', 3), color('Grey', 2), color('Navy Blue'), color('Olive Green'), color('Maroon')],
  },
  {
    name: 'Hard-Sided Cabin Trolley Suitcase 55 cm',
    description: 'A polycarbonate shell with 360 degree wheels and a TSA lock, sized for airline cabin limits.',
    features: '55 cm cabin, 8 wheels, TSA lock',
    category: 'Bags & Luggage',
    actualPrice: rs(6999), discountPrice: rs(3499), deliveryCharge: 0, codCharge: rs(30),
    rating: 4, inStock: true, ...NONE, ageDays: 35,
    colors: [color('Black', 2), color('Teal', 2), color('Red'), color('Navy Blue')],
  },
  {
    name: 'Block Print Jute Tote Bag',
    description: 'A sturdy jute tote with a hand block printed motif, roomy enough for the weekly sabzi market.',
    features: 'Jute, Block print, Inner pocket',
    category: 'Bags & Luggage',
    actualPrice: rs(699), discountPrice: rs(399), deliveryCharge: rs(40), codCharge: rs(10),
    rating: 4, inStock: true, ...NEW, ageDays: 16,
    colors: [color('Beige', 2), color('Mustard Yellow')],
  },
  {
    name: 'Genuine Leather Bifold Wallet',
    description: 'Slim full-grain leather wallet with RFID protection, made in Kanpur.',
    features: 'Genuine leather, RFID blocking, 8 card slots',
    category: 'Bags & Luggage',
    actualPrice: rs(1499), discountPrice: rs(699), deliveryCharge: rs(40), codCharge: rs(10),
    rating: 4, inStock: true, ...NONE, ageDays: 170,
    colors: [color('Brown', 2), color('Black'), color('Tan')],
  },
  {
    name: "Women's Vegan Leather Sling Bag",
    description: 'A compact sling with an adjustable strap and a magnetic flap, just right for a phone, cards and keys.',
    features: 'Vegan leather, Adjustable strap, Magnetic flap',
    category: 'Bags & Luggage',
    actualPrice: rs(1999), discountPrice: rs(999), deliveryCharge: 0, codCharge: rs(15),
    rating: 3.5, inStock: true, ...NONE, ageDays: 48,
    colors: [color('Pink', 2), color('Beige'), color('Black'), color('Maroon')],
  },
  {
    name: 'Gym Duffel Bag',
    description: 'A water-resistant duffel with a separate shoe pocket for gym days and short trips.',
    features: '40 L, Shoe pocket, Water resistant',
    category: 'Bags & Luggage',
    actualPrice: rs(1599), discountPrice: rs(849), deliveryCharge: rs(49), codCharge: rs(15),
    rating: 4, inStock: false, ...NONE, ageDays: 88,
    colors: [color('Black', 2), color('Grey'), color('Red')],
  },
];

const sportsAndFitness: DemoProduct[] = [
  {
    name: 'Kashmir Willow Cricket Bat',
    description: 'A full-size Kashmir willow bat with a cane handle, pressed and knocked-in for tennis and leather ball cricket.',
    features: 'Kashmir willow, Cane handle, Full size',
    category: 'Sports & Fitness',
    actualPrice: rs(2499), discountPrice: rs(1649), deliveryCharge: rs(79), codCharge: rs(20),
    rating: 4, inStock: true, ...FEATURED, ageDays: 26,
    colors: [color('Natural', 3)],
  },
  {
    name: 'Anti-Slip Yoga Mat 6 mm',
    description: 'A cushioned TPE mat with a textured grip for surya namaskar at home or in the park.',
    features: '6 mm TPE, Anti-slip, Carry strap',
    category: 'Sports & Fitness',
    actualPrice: rs(1299), discountPrice: rs(599), deliveryCharge: 0, codCharge: rs(10),
    rating: 4.5, inStock: true, ...NEW, ageDays: 17,
    colors: [color('Purple', 2), color('Teal'), color('Pink'), color('Blue'), color('Grey'), color('Black')],
  },
  {
    name: 'Hex Dumbbells Pair 5 kg',
    description: 'Rubber-coated hex dumbbells that do not roll away and keep your floor safe.',
    features: '2 x 5 kg, Rubber coated, Knurled grip',
    category: 'Sports & Fitness',
    actualPrice: rs(2199), discountPrice: rs(1499), deliveryCharge: rs(99), codCharge: rs(30),
    rating: 4.5, inStock: true, ...NONE, ageDays: 68,
    colors: [color('Black', 2)],
  },
  {
    name: 'Insulated Steel Sipper Bottle 750 ml',
    description: 'Keeps water cold for 24 hours through a summer cricket match, with a flip-up sipper lid.',
    features: '750 ml, Double wall, 24 h cold',
    category: 'Sports & Fitness',
    actualPrice: rs(899), discountPrice: rs(499), deliveryCharge: rs(40), codCharge: rs(10),
    rating: 4, inStock: true, ...NONE, ageDays: 57,
    colors: [color('Black', 2), color('Teal'), color('Red'), color('Silver'), color('Pink')],
  },
  {
    name: 'Badminton Racquet Set with Shuttlecocks',
    description: 'Two aluminium racquets and a tube of nylon shuttles for evening games in the colony.',
    features: '2 racquets, 3 shuttles, Cover included',
    category: 'Sports & Fitness',
    actualPrice: rs(1499), discountPrice: rs(899), deliveryCharge: rs(49), codCharge: rs(15),
    rating: 1.5, inStock: true, ...NONE, ageDays: 78,
    colors: [color('Red', 2), color('Blue')],
  },
  {
    name: 'Training Football',
    description: 'A size 5 machine-stitched football for turf and street games.',
    features: 'Size 5, Machine stitched',
    category: 'Sports & Fitness',
    actualPrice: rs(999), discountPrice: rs(549), deliveryCharge: rs(40), codCharge: rs(10),
    rating: 3.5, inStock: true, ...NONE, ageDays: 165,
    colors: [color('White', 2), color('Orange')],
  },
];

export const demoProducts: DemoProduct[] = [
  ...mensClothing,
  ...ethnicWear,
  ...mobiles,
  ...electronics,
  ...footwear,
  ...homeAndKitchen,
  ...beautyAndCare,
  ...watches,
  ...bagsAndLuggage,
  ...sportsAndFitness,
];
