import type { CardProduct } from '../lib/product-card';
import { ProductCard } from './ProductCard';

export type ProductGridVariant = 'home' | 'list';

interface ProductGridProps {
  products: CardProduct[];
  /**
   * 'home': home-page sections, 5 columns on large screens and a swipe carousel showing 1.4 cards
   * below that. 'list': the products page, 1 / 2 / 4 columns by width.
   */
  variant: ProductGridVariant;
  onAdd?: (product: CardProduct) => void;
  /**
   * How many of the first cards load their image eagerly (those on screen at first paint on a
   * wide screen); the first of them is also fetched first (fetchpriority=high): on a phone it is
   * the only one in view, and the likely LCP element.
   */
  eagerCount?: number;
}

// headingLevel: the cards' names sit under a section's h2 on home and the product page, right under the page's h1 on the list.
// sizes: the card's width in the page's max-w-7xl px-4 container (80rem, 1rem each side): home cards
// are 1.4 per screen below lg (gap 0.75rem) and 5 columns from lg (gap 1rem); list cards 1, 2, then 4
// columns (gap 1rem). A 412 px phone at 1.75x takes the 640 variant on home. A list card spans a
// phone's screen (378 px there, 661 device pixels): the 640 variant is 3% short, so the browser took
// the 1280 one, 1.8 times the bytes on the demo's images (more on photos). On one column the list
// claims 90% of the card's width, so phones up to about 2x take the 640 variant, at most a tenth
// short, which a photo on a phone does not show; 3x phones still take the 1280 one
// (docs/decisions/0052).
const LAYOUT: Record<ProductGridVariant, { list: string; sizes: string; headingLevel: 2 | 3 }> = {
  home: {
    headingLevel: 3,
    list: 'max-lg:snap-carousel [--slides:1.4] lg:grid lg:grid-cols-5 lg:gap-4',
    sizes: '(min-width: 1280px) 243px, (min-width: 1024px) calc((100vw - 6rem) / 5), calc((100vw - 2.3rem) / 1.4)',
  },
  list: {
    headingLevel: 2,
    list: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4',
    sizes: '(min-width: 1280px) 296px, (min-width: 1024px) calc((100vw - 5rem) / 4), (min-width: 640px) calc((100vw - 3rem) / 2), calc((100vw - 2rem) * 0.9)',
  },
};

export function ProductGrid({ products, variant, onAdd, eagerCount = 0 }: ProductGridProps) {
  const layout = LAYOUT[variant];
  return (
    <ul className={`${layout.list} pb-1`}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} onAdd={onAdd} eager={index < eagerCount} priority={index === 0 && eagerCount > 0} sizes={layout.sizes} headingLevel={layout.headingLevel} />
        </li>
      ))}
    </ul>
  );
}
