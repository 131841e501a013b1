import type { Product, ProductColor } from '../../common/catalog';

/**
 * What a product card shows and its Add button needs (the colours with their stock and images,
 * the sizes), and nothing else: the page's HTML carries its loader data, so 24 cards with their
 * descriptions, tax codes and dates were kilobytes the shopper never saw (docs/decisions/0053).
 */
export type CardProduct = Pick<Product, '_id' | 'name' | 'features' | 'rating' | 'actualPrice' | 'discountPrice' | 'inStock' | 'sizes' | 'primaryImage' | 'isFeatured' | 'isNewArrival'> & {
  /** Each colour's name, swatch, stock and first image (the Select Color modal shows it); not its id or other images. */
  colors: CardColor[];
};
export type CardColor = Pick<ProductColor, 'name' | 'swatch' | 'stock' | 'stockBySize'> & { images: string[] };

/** A product as its card needs it (loaders call this on the server). */
export function cardProduct(product: Product): CardProduct {
  const { _id, name, features, rating, actualPrice, discountPrice, inStock, sizes, colors, primaryImage, isFeatured, isNewArrival } = product;
  const cardColors = colors.map(({ name: colorName, swatch, stock, stockBySize, images }) => ({
    name: colorName,
    swatch,
    stock,
    images: images.slice(0, 1),
    ...(stockBySize === undefined ? {} : { stockBySize }),
  }));
  return { _id, name, features, rating, actualPrice, discountPrice, inStock, sizes, colors: cardColors, primaryImage, isFeatured, isNewArrival };
}

export const cardProducts = (products: readonly Product[]): CardProduct[] => products.map(cardProduct);
