import { lazy, Suspense } from 'react';
import type { ReviewPage, ReviewPermission } from '../../../common/reviews';
import type { Section } from '../../lib/settle';
import type { ReviewFormRefusal } from './ReviewForm';
import { ReviewList } from './ReviewList';
import { ReviewSummary } from './ReviewSummary';

// Only a shopper who may write a review gets the form: its code is loaded for them alone, not in
// the page's first load (docs/decisions/0053). The server renders it whole (it waits for every
// lazy part), so the form works before and without the scripts.
const ReviewForm = lazy(() => import('./ReviewForm').then((module) => ({ default: module.ReviewForm })));
// Likewise the pages' links, which only a product with more reviews than one page shows.
const Pagination = lazy(() => import('../Pagination').then((module) => ({ default: module.Pagination })));

interface ProductReviewsProps {
  reviews: Section<ReviewPage>;
  page: number;
  permission: ReviewPermission;
  refusal: ReviewFormRefusal | null;
  /** The URL of a page of reviews (the page's own URL with `?reviews=n`). */
  hrefFor: (page: number) => string;
}

/**
 * The product page's 'Reviews' (docs/decisions/0055): the figures, 'Write a review' for a shopper
 * the loader says may write one, and the reviews newest first, a page at a time (the page in the
 * URL, server-rendered).
 */
export function ProductReviews({ reviews, page, permission, refusal, hrefFor }: ProductReviewsProps) {
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-10 scroll-mt-20 lg:mt-16">
      <h2 id="reviews-heading" className="text-2xl font-bold">
        Reviews
      </h2>
      {!reviews.ok ? (
        <p className="mt-4 text-red-700">Something went wrong. Please try again later.</p>
      ) : (
        <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div>
            {reviews.data.total > 0 ? <ReviewSummary page={reviews.data} /> : <p className="text-zinc-700">No reviews yet.</p>}
            {permission === 'write' && (
              <Suspense fallback={null}>
                <ReviewForm refusal={refusal} />
              </Suspense>
            )}
            {permission === 'reviewed' && <p className="mt-4 text-zinc-700">You have reviewed this product. Thank you!</p>}
          </div>
          {reviews.data.reviews.length > 0 && (
            <div>
              <ReviewList reviews={reviews.data.reviews} />
              {reviews.data.pages > 1 && (
                <div className="mt-4">
                  <Suspense fallback={null}>
                    <Pagination page={page} pages={reviews.data.pages} hrefFor={hrefFor} />
                  </Suspense>
                </div>
              )}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
