import type { Product } from '../../common/catalog';
import { ProductCard } from './ProductCard';

export type ProductGridVariant = 'home' | 'list';

interface ProductGridProps {
  products: Product[];
  /**
   * 'home': home-page sections, 5 columns on large screens and a swipe carousel showing 1.4 cards
   * below that. 'list': the products page, 1 / 2 / 4 columns by width.
   */
  variant: ProductGridVariant;
  onAdd?: (product: Product) => void;
  /** How many of the first cards load their image eagerly (those on screen at first paint). */
  eagerCount?: number;
}

// headingLevel: the cards' names sit under a section's h2 on home and the product page, right under the page's h1 on the list.
const LAYOUT: Record<ProductGridVariant, { list: string; sizes: string; headingLevel: 2 | 3 }> = {
  home: {
    headingLevel: 3,
    list: 'max-lg:snap-carousel [--slides:1.4] lg:grid lg:grid-cols-5 lg:gap-4',
    sizes: '(min-width: 1024px) 20vw, 72vw',
  },
  list: {
    headingLevel: 2,
    list: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4',
    sizes: '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
  },
};

export function ProductGrid({ products, variant, onAdd, eagerCount = 0 }: ProductGridProps) {
  const layout = LAYOUT[variant];
  return (
    <ul className={`${layout.list} pb-1`}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} onAdd={onAdd} eager={index < eagerCount} sizes={layout.sizes} headingLevel={layout.headingLevel} />
        </li>
      ))}
    </ul>
  );
}
