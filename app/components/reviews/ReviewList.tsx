import type { Review } from '../../../common/reviews';
import { Stars } from '../Stars';

/** A review's date as the shop's customers read it ('27 November 2026'), the same on the server and in the browser. */
const reviewDate = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** One page of reviews, newest first: stars, title, body, author, 'Verified purchase', date. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <ul className="divide-y divide-zinc-200">
      {reviews.map((review) => (
        <li key={review._id} className="py-5">
          <article aria-labelledby={`review-${review._id}`}>
            <Stars rating={review.rating} />
            <h3 id={`review-${review._id}`} className="mt-1 font-semibold text-zinc-900 wrap-anywhere">
              {review.title}
            </h3>
            {review.body !== '' && <p className="mt-1 whitespace-pre-line text-zinc-800 wrap-anywhere">{review.body}</p>}
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-600">
              <span className="font-medium text-zinc-800">{review.author}</span>
              {review.verifiedPurchase && (
                <span className="inline-flex items-center gap-1 font-medium text-success-800">
                  <span aria-hidden="true">✓</span> Verified purchase
                </span>
              )}
              <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
