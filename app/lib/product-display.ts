import type { Product } from '../../common/catalog';

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

export const NEW_ARRIVAL_BADGE = 'Just Arrived';

type BadgeFacts = Pick<Product, '_id' | 'inStock' | 'isFeatured' | 'isNewArrival'>;

/**
 * The ribbon on a card. The spec picks featured labels at random; we pick by a hash of the id
 * instead, so the server-rendered HTML and the hydrated page agree and a card keeps its label.
 */
export function productBadge(product: BadgeFacts): string | null {
  if (!product.inStock) return null;
  if (product.isFeatured) {
    return FEATURED_BADGES[hashString(product._id) % FEATURED_BADGES.length] ?? null;
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
