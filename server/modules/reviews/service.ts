import type { Logger } from 'pino';
import { averageOf, REVIEW_MESSAGES, REVIEW_RATINGS, reviewAuthor, type AdminReview, type AdminReviewPage, type NewReview, type Review, type ReviewPage, type ReviewPermission, type ReviewRating } from '../../../common/reviews';
import type { PageRequest } from '../../../common/pages';
import { ID_PATTERN, newId } from '../../db/ids';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../errors';
import { toAdminReview, toReview } from './mappers';
import type { ReviewPorts } from './ports';
import type { ReviewsRepo } from './repo';

/**
 * Product reviews (docs/decisions/0055). A customer who received a product
 * (a Delivered order with it) reviews it once; the UNIQUE (product, customer) pair decides "once",
 * whatever the concurrency. The review and the product's count and sum of ratings are written in
 * one transaction, by increments; hiding takes a review out once (a conditional UPDATE), with its
 * decrement in the same transaction. The products triggers bump the catalogue version, so the
 * public cache drops the pages that showed the old figures.
 */
export function createReviewsService(deps: { repo: ReviewsRepo; ports: ReviewPorts; transaction: UnitOfWork['transaction']; logger: Logger; clock: () => Date }) {
  const { repo, ports, transaction, logger, clock } = deps;

  return {
    /** POST /api/products/{id}/reviews. */
    async write(customerId: string, productId: string, input: NewReview): Promise<Review> {
      await ports.requireProduct(productId);
      if (!(await ports.hasDeliveredProduct(customerId, productId))) throw AppError.forbidden(REVIEW_MESSAGES.notEligible);
      const name = await ports.customerName(customerId);
      if (name === null) throw AppError.unauthorized();
      const row = { id: newId(), product_id: productId, user_id: customerId, ...input, author: reviewAuthor(name), created_at: clock().toISOString(), hidden_at: null };
      const outcome = await transaction(async () => {
        const inserted = await repo.insert(row);
        if (inserted === 'inserted' && !(await ports.totals.added(productId, row.rating))) return 'no-product';
        return inserted;
      });
      if (outcome === 'duplicate') throw AppError.conflict(REVIEW_MESSAGES.alreadyReviewed);
      if (outcome === 'no-product') throw AppError.notFound('Product not found');
      await ports.catalogueChanged();
      logger.info({ reviewId: row.id, productId, rating: row.rating }, 'review written');
      return toReview(row);
    },

    /** GET /api/products/{id}/reviews: the visible reviews, newest first, with their count, average and stars' breakdown. */
    async list(productId: string, { page, limit }: PageRequest): Promise<ReviewPage> {
      await ports.requireProduct(productId);
      const [rows, byRating] = await Promise.all([repo.listVisible(productId, (page - 1) * limit, limit), repo.countVisibleByRating(productId)]);
      const counts = Object.fromEntries(REVIEW_RATINGS.map((rating) => [rating, 0])) as Record<ReviewRating, number>;
      for (const { rating, count } of byRating) if (rating in counts) counts[rating as ReviewRating] = count;
      const total = REVIEW_RATINGS.reduce((sum, rating) => sum + counts[rating], 0);
      return { reviews: rows.map(toReview), pages: Math.ceil(total / limit), total, average: averageOf(counts), counts };
    },

    /** GET /api/admin/products/{id}/reviews: every review, hidden ones included and marked. */
    async listForAdmin(productId: string, { page, limit }: PageRequest): Promise<AdminReviewPage> {
      await ports.requireProduct(productId);
      const [rows, total] = await Promise.all([repo.listAll(productId, (page - 1) * limit, limit), repo.countAll(productId)]);
      return { reviews: rows.map(toAdminReview), pages: Math.ceil(total / limit), total };
    },

    /**
     * DELETE /api/admin/reviews/{id}: hides the review. Only the call that hides it takes it out of
     * the product's figures; hiding a hidden review again changes nothing and answers it as it is.
     */
    async hide(reviewId: string): Promise<AdminReview> {
      if (!ID_PATTERN.test(reviewId)) throw AppError.notFound(REVIEW_MESSAGES.notFound);
      const hidden = await transaction(async () => {
        const row = await repo.hide(reviewId, clock().toISOString());
        if (row !== undefined) await ports.totals.removed(row.product_id, Number(row.rating));
        return row;
      });
      if (hidden === undefined) {
        const row = await repo.find(reviewId);
        if (row === undefined) throw AppError.notFound(REVIEW_MESSAGES.notFound);
        return toAdminReview(row);
      }
      await ports.catalogueChanged();
      logger.info({ reviewId, productId: hidden.product_id }, 'review hidden');
      return toAdminReview(hidden);
    },

    /** What the product page offers a shopper: the form ('write'), or why not. */
    async permission(customerId: string | null, productId: string): Promise<ReviewPermission> {
      if (customerId === null) return 'signed-out';
      if (await repo.exists(customerId, productId)) return 'reviewed';
      return (await ports.hasDeliveredProduct(customerId, productId)) ? 'write' : 'not-eligible';
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
