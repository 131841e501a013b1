import { Link, useLocation } from 'react-router';
import type { CardProduct } from '../lib/product-card';
import { truncate } from '../../common/text';
import { imageAt, imageSrcSet } from '../lib/images';
import { productBadge } from '../lib/product-display';
import { Price } from './Price';
import { Stars } from './Stars';
import { Swatches } from './Swatches';

interface ProductCardProps {
  product: CardProduct;
  /** Called by the card's add button (in-stock products only). */
  onAdd?: (product: CardProduct) => void;
  /** Load the image at once: for cards that are on screen when the page opens. */
  eager?: boolean;
  /** Fetch the image ahead of others (fetchpriority=high): the first card in view, the likely LCP element. */
  priority?: boolean;
  /** `sizes` for the image; ProductGrid passes one that matches its columns. */
  sizes?: string;
  /** The name's heading level: 2 under a page's h1 (the products list), 3 under a section's h2. */
  headingLevel?: 2 | 3;
}

const DEFAULT_SIZES = '(min-width: 1024px) 20vw, (min-width: 640px) 50vw, 75vw';

/**
 * One product in a grid. The whole card is a single link to the product page; the add button
 * sits outside the link (a button may not live inside a link) and above it in stacking order.
 */
export function ProductCard({ product, onAdd, eager = false, priority = false, sizes = DEFAULT_SIZES, headingLevel = 3 }: ProductCardProps) {
  const { inStock } = product;
  // 'Add' is a form: before the scripts run (or without them) it posts to the cart's action, which
  // adds and comes back here (docs/decisions/0051); with them, onAdd does it as before.
  const { pathname, search } = useLocation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={`relative flex h-full flex-col rounded-lg border border-gray-200 shadow-sm transition-shadow hover:shadow-md ${inStock ? 'bg-white' : 'bg-gray-50'}`}
    >
      <Link
        to={`/product/${product._id}`}
        className={`flex flex-1 flex-col rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${inStock ? 'pb-14' : ''}`}
      >
        <CardImage product={product} eager={eager} priority={priority} sizes={sizes} />
        <div className="flex flex-1 flex-col gap-1 p-3">
          <Heading className="leading-snug font-medium wrap-anywhere text-gray-900">
            <TruncatedText text={product.name} />
          </Heading>
          {product.features !== '' && (
            <p className="text-sm wrap-anywhere text-gray-600">
              <TruncatedText text={product.features} />
            </p>
          )}
          <Stars rating={product.rating} />
          <Swatches colors={product.colors} />
          <div className="mt-auto pt-1">
            <Price actual={product.actualPrice} selling={product.discountPrice} />
          </div>
          {!inStock && <p className="flex h-11 items-center font-semibold text-danger-700">Out of Stock</p>}
        </div>
      </Link>
      {inStock && (
        <form method="post" action="/cart" className="contents">
          <input type="hidden" name="intent" value="card" />
          <input type="hidden" name="productId" value={product._id} />
          <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
          <button
            type="submit"
            onClick={(event) => {
              event.preventDefault();
              onAdd?.(product);
            }}
            aria-label={`Add ${product.name} to cart`}
            className="absolute inset-x-3 bottom-3 z-10 flex h-11 items-center justify-center gap-2 rounded-md bg-brand-800 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 active:bg-brand-950"
          >
            <CartPlusIcon />
            Add
          </button>
        </form>
      )}
    </article>
  );
}

/** Shows about 30 characters; the full text goes to the tooltip and to screen readers. */
function TruncatedText({ text }: { text: string }) {
  const short = truncate(text);
  if (short === text) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true" title={text}>
        {short}
      </span>
      <span className="sr-only">{text}</span>
    </>
  );
}

function CardImage({ product, eager, priority, sizes }: { product: CardProduct; eager: boolean; priority: boolean; sizes: string }) {
  const badge = productBadge(product);
  const src = product.primaryImage;
  return (
    <div className="relative aspect-square overflow-hidden rounded-t-lg bg-photo">
      {src === '' ? (
        <ImagePlaceholder />
      ) : (
        <img
          src={imageAt(src, 640)}
          srcSet={imageSrcSet(src)}
          sizes={sizes}
          width={640}
          height={640}
          alt={product.name}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={`size-full object-contain ${product.inStock ? '' : 'opacity-50 grayscale'}`}
        />
      )}
      {badge !== null && (
        <span className="absolute top-3 left-0 rounded-r-md bg-accent-500 px-2.5 py-1 text-xs font-bold text-accent-950 shadow-sm">
          {badge}
        </span>
      )}
      {!product.inStock && (
        // The stamp repeats the 'Out of Stock' text below, so screen readers skip it.
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <span className="-rotate-12 rounded border-2 border-danger-700 bg-white/90 px-3 py-1 text-lg font-extrabold tracking-wide text-danger-700">
            Out Of Stock
          </span>
        </span>
      )}
    </div>
  );
}

function ImagePlaceholder() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="m-auto size-full p-[30%] text-gray-300" fill="none" stroke="currentColor" strokeWidth="1.5">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 16l-5-5-9 9" />
    </svg>
  );
}

function CartPlusIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 3h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
      <circle cx="10" cy="20" r="1" />
      <circle cx="17" cy="20" r="1" />
      <path d="M13 10v4M11 12h4" />
    </svg>
  );
}
