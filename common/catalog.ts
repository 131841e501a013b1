/**
 * The catalogue as the API speaks it (ARCHITECTURE.md §4). Money here is rupees as JSON numbers;
 * the database keeps integer paise and the catalogue module converts at its edge.
 */
export interface CategoryRef {
  _id: string;
  name: string;
}

export interface Category {
  _id: string;
  /** The same value as `_id`; the spec's clients read either. */
  id: string;
  name: string;
  /** URL of the tile image, or '' when the category has none. */
  image: string;
  createdAt: string;
  updatedAt: string;
}

export interface ProductColor {
  _id: string;
  name: string;
  /** 1 to 3 image URLs. Uploaded images look like `/media/{key}-640.webp` (see app/lib/images.ts). */
  images: string[];
}

export interface Product {
  _id: string;
  name: string;
  description: string;
  /** The first image of the first colour. */
  primaryImage: string;
  /** URL of a video file or page, or null. */
  video: string | null;
  colors: ProductColor[];
  /** 1 to 5, halves allowed. */
  rating: number;
  /** List price in rupees. */
  actualPrice: number;
  /** Selling price in rupees (never above actualPrice). */
  discountPrice: number;
  deliveryCharge: number;
  codCharge: number;
  inStock: boolean;
  category: CategoryRef;
  features: string;
  isNewArrival: boolean;
  isFeatured: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ProductPage {
  products: Product[];
  pages: number;
}
