import { Link } from 'react-router';
import type { CardProduct } from '../lib/product-card';
import type { Section } from '../lib/settle';
import { ProductGrid } from './ProductGrid';

const SECTION_FAILED = 'Something went wrong. Please try again later.';

/** A titled home-page row of products with its 'All products' link and its own failure text. */
interface ProductSectionProps {
  title: string;
  section: Section<CardProduct[]>;
  eager?: boolean;
  onAdd?: (product: CardProduct) => void;
}

export function ProductSection({ title, section, eager = false, onAdd }: ProductSectionProps) {
  const id = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 pt-12">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        <Link to="/products" className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:text-brand-900 hover:underline">
          All products
        </Link>
      </div>
      <div className="mt-6">{section.ok ? <ProductGrid products={section.data} variant="home" eagerCount={eager ? 2 : 0} onAdd={onAdd} /> : <p className="text-red-700">{SECTION_FAILED}</p>}</div>
    </section>
  );
}
