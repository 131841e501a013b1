import type { Product, ProductColor } from '../../common/catalog';
import { HOT_DEAL_MIN_DISCOUNT_PERCENT, LOW_STOCK } from '../../common/catalog-limits';
import { discountPercent } from '../../common/money';

export type StarIcon = 'full' | 'half' | 'empty';

export const STAR_SCALE = 5;

/**
 * The five icons for a rating: a star is full from .75 of it, half from .25, so 4.3 shows four
 * and a half and 4.8 shows five. Out-of-range values are clamped rather than rejected.
 */
export function starIcons(rating: number): StarIcon[] {
  const clamped = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), STAR_SCALE) : 0;
  return Array.from({ length: STAR_SCALE }, (_, index): StarIcon => {
    const filled = clamped - index;
    if (filled >= 0.75) return 'full';
    if (filled >= 0.25) return 'half';
    return 'empty';
  });
}

/** The first `max` items and how many are left for the '+N' chip. */
export function visibleSwatches<T>(colors: readonly T[], max = 4): { shown: T[]; extra: number } {
  return { shown: colors.slice(0, max), extra: Math.max(colors.length - max, 0) };
}

export const FEATURED_BADGES = [
  'Best Value',
  'Hot Deal',
  'Limited Stock',
  'Top Pick',
  "Editor's Choice",
] as const;

export type FeaturedBadge = (typeof FEATURED_BADGES)[number];

/** The featured labels that claim nothing about stock or price: any product may wear them. */
const PLAIN_BADGES: readonly FeaturedBadge[] = FEATURED_BADGES.filter((label) => label !== 'Hot Deal' && label !== 'Limited Stock');

export const NEW_ARRIVAL_BADGE = 'Just Arrived';

type BadgeFacts = Pick<Product, '_id' | 'inStock' | 'isFeatured' | 'isNewArrival' | 'actualPrice' | 'discountPrice'> & {
  colors: readonly Pick<ProductColor, 'stock'>[];
};

/** Units left in all when every colour (and size) is tracked; null when any is not (then it never runs short). */
function trackedStockTotal(colors: BadgeFacts['colors']): number | null {
  if (colors.length === 0 || colors.some((color) => color.stock === null)) return null;
  return colors.reduce((sum, color) => sum + (color.stock ?? 0), 0);
}

/**
 * The ribbon on a card. A featured label must be true when shown (false urgency is a dark
 * pattern; docs/decisions/0046): 'Limited Stock' while LOW_STOCK or fewer are left in all,
 * else 'Hot Deal' at HOT_DEAL_MIN_DISCOUNT_PERCENT off or more, else one of the labels that claim
 * nothing, picked by a hash of the id (not at random) so the server-rendered HTML and the
 * hydrated page agree and a card keeps its label.
 */
export function productBadge(product: BadgeFacts): string | null {
  if (!product.inStock) return null;
  if (product.isFeatured) {
    const left = trackedStockTotal(product.colors);
    if (left !== null && left <= LOW_STOCK) return 'Limited Stock';
    if (discountPercent(product.actualPrice, product.discountPrice) >= HOT_DEAL_MIN_DISCOUNT_PERCENT) return 'Hot Deal';
    return PLAIN_BADGES[hashString(product._id) % PLAIN_BADGES.length] ?? null;
  }
  if (product.isNewArrival) return NEW_ARRIVAL_BADGE;
  return null;
}

/** FNV-1a, 32 bit: tiny, stable across runtimes and well spread for short ids. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
