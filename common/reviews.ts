import { z } from 'zod';
import { REVIEW_BODY_MAX, REVIEW_MESSAGES, REVIEW_TITLE_MAX } from './review-texts';

export * from './review-texts';

/** POST /api/products/{id}/reviews: a whole rating 1..5, a title, a body (may be empty). */
export const newReviewSchema = z.object({
  rating: z.number({ message: REVIEW_MESSAGES.rating }).int({ message: REVIEW_MESSAGES.rating }).min(1, { message: REVIEW_MESSAGES.rating }).max(5, { message: REVIEW_MESSAGES.rating }),
  title: z.string({ message: REVIEW_MESSAGES.titleRequired }).trim().min(1, { message: REVIEW_MESSAGES.titleRequired }).max(REVIEW_TITLE_MAX, { message: REVIEW_MESSAGES.titleTooLong }),
  body: z.string().trim().max(REVIEW_BODY_MAX, { message: REVIEW_MESSAGES.bodyTooLong }).default(''),
});
export type NewReview = z.infer<typeof newReviewSchema>;

/** A review as the storefront shows it. */
export const reviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  author: z.string().meta({ description: "The customer's first name and initial ('Asha K.')." }),
  verifiedPurchase: z.literal(true).meta({ description: 'Only a customer with a Delivered order of the product may review it.' }),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

const star = z.number().int().min(0);
export const reviewCountsSchema = z.object({ 1: star, 2: star, 3: star, 4: star, 5: star }).meta({ description: 'How many visible reviews gave each number of stars.' });

/** GET /api/products/{id}/reviews: one page of the visible reviews, newest first, with their figures. */
export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  pages: z.number().int(),
  total: z.number().int().meta({ description: 'How many visible reviews the product has.' }),
  average: z.number().meta({ description: 'Their average to one decimal (0 without any).' }),
  counts: reviewCountsSchema,
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** A review as the admin sees it: hidden ones too, marked. */
export const adminReviewSchema = reviewSchema.extend({
  productId: z.string(),
  hidden: z.boolean(),
  hiddenAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** GET /api/admin/products/{id}/reviews: every review of the product, hidden ones included, newest first. */
export const adminReviewPageSchema = z.object({
  reviews: z.array(adminReviewSchema),
  pages: z.number().int(),
  total: z.number().int(),
});
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;
