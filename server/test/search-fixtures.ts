import type { Db } from '../db/connect';
import { newId } from '../db/ids';
import { createCatalogRepo } from '../modules/catalog/repo';
import { addCategory } from './catalog-fixtures';

/** One product of the search tests' catalogue: prices in rupees. */
export interface SearchFixture {
  name: string;
  category: string;
  colors: string[];
  sizes?: string[];
  features: string;
  description: string;
  price: number;
  actualPrice?: number;
  rating?: number;
  inStock?: boolean;
}

/**
 * A small Indian catalogue for the search tests (docs/decisions/0054), newest last: the relevance
 * list (search-relevance.test.ts) names which of these must come first for each query.
 */
export const SEARCH_CATALOGUE: SearchFixture[] = [
  { name: 'Banarasi Silk Saree', category: 'Sarees', colors: ['Red', 'Gold'], features: 'Pure silk, zari border', description: 'A wedding saree woven in Varanasi.', price: 4999, actualPrice: 6999, rating: 4.8 },
  { name: 'Cotton Saree', category: 'Sarees', colors: ['Blue', 'White'], features: 'Handloom cotton', description: 'Light everyday wear.', price: 1299, rating: 4.2 },
  { name: 'Chiffon Printed Saree', category: 'Sarees', colors: ['Pink'], features: 'Lightweight chiffon', description: 'Floral print for parties.', price: 1799, actualPrice: 3599, rating: 3.9 },
  { name: 'Cotton Kurta', category: 'Kurtas', colors: ['White', 'Blue'], sizes: ['S', 'M', 'L', 'XL'], features: 'Breathable cotton', description: 'A straight cut for summer.', price: 899, rating: 4.1 },
  { name: 'कुर्ता सूती', category: 'Kurtas', colors: ['White'], sizes: ['M', 'L'], features: 'सूती कपड़ा', description: 'हाथ से बना', price: 799, rating: 4.0 },
  { name: 'Linen Kurta Pyjama Set', category: 'Kurtas', colors: ['Beige'], sizes: ['M', 'L', 'XL'], features: 'Linen blend', description: 'Festive set with pyjama.', price: 2199, rating: 4.4 },
  { name: 'Churidar Leggings', category: 'Kurtas', colors: ['Black', 'White'], sizes: ['M', 'L'], features: 'Stretch fabric', description: 'Wear them under a kurta.', price: 399, rating: 3.8 },
  { name: 'Leather Mojari', category: 'Footwear', colors: ['Brown', 'Black'], sizes: ['7', '8', '9'], features: 'Handcrafted leather', description: 'Traditional Punjabi jutti.', price: 1499, rating: 4.3 },
  { name: 'Running Shoes', category: 'Footwear', colors: ['Black', 'Red'], sizes: ['7', '8', '9', '10'], features: 'Mesh upper, cushioned sole', description: 'For daily runs.', price: 2499, actualPrice: 4999, rating: 4.6 },
  { name: 'Kolhapuri Chappal', category: 'Footwear', colors: ['Tan'], sizes: ['6', '7', '8'], features: 'Leather straps', description: 'Handmade in Kolhapur.', price: 699, rating: 4.5, inStock: false },
  { name: 'Brass Diya', category: 'Home Decor', colors: ['Gold'], features: 'Solid brass', description: 'Oil lamp for Diwali pooja.', price: 349, rating: 4.7 },
  { name: 'Terracotta Vase', category: 'Home Decor', colors: ['Red'], features: 'Hand painted', description: 'For dried flowers.', price: 599, rating: 4.0 },
  { name: 'Copper Water Bottle', category: 'Kitchen', colors: ['Copper'], features: 'Pure copper, 1 litre', description: 'Keeps water cool.', price: 899, rating: 4.4 },
  { name: 'Cast Iron Kadai', category: 'Kitchen', colors: ['Black'], features: 'Pre-seasoned iron', description: 'For deep frying pakoras.', price: 1199, rating: 4.5 },
  { name: 'Steel Tiffin Box', category: 'Kitchen', colors: ['Silver'], features: 'Three tiers, stainless steel', description: 'Lunch box for the office.', price: 499, rating: 4.1 },
  { name: 'Kundan Necklace Set', category: 'Jewellery', colors: ['Gold', 'Green'], features: 'Kundan stones', description: 'Bridal necklace with earrings.', price: 3499, actualPrice: 9999, rating: 4.9 },
  { name: 'Oxidised Silver Jhumka', category: 'Jewellery', colors: ['Silver'], features: 'Oxidised finish', description: 'Earrings that go with a cotton saree.', price: 399, rating: 4.2 },
  { name: 'Silk Dupatta', category: 'Kurtas', colors: ['Red', 'Yellow'], features: 'Art silk', description: 'With tassels.', price: 599, rating: 3.7 },
  { name: 'Red Bandhani Dupatta', category: 'Kurtas', colors: ['Maroon'], features: 'Tie and dye', description: 'From Jaipur.', price: 699, rating: 4.0 },
];

/** Inserts the catalogue (categories as needed), one minute apart from 1 Jan 2026; returns each product's id by name and each category's id by name. */
export async function addSearchCatalogue(db: Db, products: SearchFixture[] = SEARCH_CATALOGUE): Promise<{ ids: Map<string, string>; categories: Map<string, string> }> {
  const categories = new Map<string, string>();
  for (const name of new Set(products.map((product) => product.category))) categories.set(name, await addCategory(db, name));
  const ids = new Map<string, string>();
  const rows = products.map((product, index) => {
    const id = newId();
    ids.set(product.name, id);
    const at = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
    const colors = product.colors.map((name) => ({ _id: newId(), name, images: [`/media/s${index}-${name.toLowerCase()}-640.webp`], swatch: null }));
    return {
      id,
      name: product.name,
      description: product.description,
      features: product.features,
      category_id: categories.get(product.category)!,
      primary_image: colors[0]?.images[0] ?? '',
      video: null,
      colors: JSON.stringify(colors),
      sizes: JSON.stringify(product.sizes ?? []),
      rating: product.rating ?? 4,
      actual_price: Math.round((product.actualPrice ?? product.price) * 100),
      discount_price: Math.round(product.price * 100),
      delivery_charge: 0,
      cod_charge: 0,
      in_stock: product.inStock === false ? 0 : 1,
      hsn_code: '',
      gst_rate: 5,
      uqc: 'PCS',
      is_new_arrival: 0,
      is_featured: 0,
      created_at: at,
      updated_at: at,
    };
  });
  await createCatalogRepo(db).insertProducts(rows);
  return { ids, categories };
}
