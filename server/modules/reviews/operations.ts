import { adminReviewPageSchema, adminReviewSchema, newReviewSchema, reviewPageSchema, reviewSchema } from '../../../common/reviews';
import { type Operation } from '../../http/openapi-operation';

/** The reviews' operations. Declared beside the routes, collected by server/http/openapi.ts (docs/decisions/0042). */
export const operations: Operation[] = [
  { method: 'get', path: '/api/products/:id/reviews', summary: 'A product’s visible reviews, newest first, with their count, average and number per star', tag: 'catalogue', access: 'public', query: 'page', ok: [200, 'ReviewPage'], errors: [404] },
  {
    method: 'post',
    path: '/api/products/:id/reviews',
    summary: 'Review a product once, as a customer with a Delivered order of it (403 "Only customers who received this product can review it."; 409 "You have already reviewed this product.")',
    tag: 'catalogue',
    access: 'customer',
    body: { json: newReviewSchema },
    ok: [201, 'Review'],
    errors: [401, 403, 404, 409],
  },
  { method: 'delete', path: '/api/admin/reviews/:id', summary: 'Hide a review (its rating leaves the product’s figures; again: no change)', tag: 'admin', access: 'admin', ok: [200, 'AdminReview'], errors: [401, 403, 404] },
  { method: 'get', path: '/api/admin/products/:id/reviews', summary: 'A product’s reviews, hidden ones included and marked, newest first', tag: 'admin', access: 'admin', query: 'page', ok: [200, 'AdminReviewPage'], errors: [401, 403, 404] },
];

/** The answers' shapes these operations name. */
export const components = { Review: reviewSchema, ReviewPage: reviewPageSchema, AdminReview: adminReviewSchema, AdminReviewPage: adminReviewPageSchema };
