import type { AdminReview, Review } from '../../../common/reviews';
import { toIso } from '../../db/time';
import type { ReviewsTable } from './tables';

export function toReview(row: ReviewsTable): Review {
  return {
    _id: row.id,
    rating: Number(row.rating),
    title: row.title,
    body: row.body,
    author: row.author,
    // Only a customer with a Delivered order of the product can write one (docs/decisions/0055).
    verifiedPurchase: true,
    createdAt: toIso(row.created_at),
  };
}

export function toAdminReview(row: ReviewsTable): AdminReview {
  return { ...toReview(row), productId: row.product_id, hidden: row.hidden_at !== null, hiddenAt: row.hidden_at === null ? null : toIso(row.hidden_at) };
}
