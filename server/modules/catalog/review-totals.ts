import type { CatalogRepo } from './repo';

/**
 * The reviews module's port into the catalogue (docs/decisions/0055): a product's count and sum
 * of visible ratings, moved only by atomic increments inside the review's transaction. The
 * products triggers bump the catalogue version, so cached pages show the new rating.
 */
export function createReviewTotals(repo: CatalogRepo) {
  return {
    /** A visible review was written: false when the product is gone. */
    added: (productId: string, rating: number) => repo.countReview(productId, rating, 1),
    /** A visible review was hidden. */
    removed: (productId: string, rating: number) => repo.countReview(productId, rating, -1),
  };
}

export type ReviewTotals = ReturnType<typeof createReviewTotals>;
