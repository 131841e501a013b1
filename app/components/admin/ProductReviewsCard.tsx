import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { adminReviewSchema, type AdminReviewPage } from '../../../common/reviews';
import { adminApi } from '../../lib/admin-api';
import { CONFIRM_HIDE_REVIEW, REVIEW_HIDDEN, REVIEW_HIDE_FAILED } from '../../lib/admin-messages';
import type { Section } from '../../lib/settle';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';
import { Pagination } from '../Pagination';
import { Stars } from '../Stars';
import { Card, dangerButtonClass } from './Page';

const reviewDate = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * The product's reviews on its admin page (docs/decisions/0055): every one, newest first, hidden
 * ones marked; a visible one has Hide, behind a confirm. Hiding takes its rating out of the
 * product's figures at once (the list and the storefront read them again).
 */
export function ProductReviewsCard({ reviews, page, hrefFor }: { reviews: Section<AdminReviewPage>; page: number; hrefFor: (page: number) => string }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [hiding, setHiding] = useState<string | null>(null);

  async function hide(id: string) {
    if (!window.confirm(CONFIRM_HIDE_REVIEW)) return;
    setHiding(id);
    try {
      await adminApi.delete(adminReviewSchema, `/api/admin/reviews/${id}`);
      toast.success(REVIEW_HIDDEN);
      await revalidator.revalidate();
    } catch {
      toast.error(REVIEW_HIDE_FAILED);
    } finally {
      setHiding(null);
    }
  }

  return (
    <section aria-labelledby="admin-reviews-heading" className="mt-6">
      <Card>
        <h2 id="admin-reviews-heading" className="text-lg font-semibold text-zinc-900">
          Reviews{reviews.ok ? ` (${reviews.data.total.toLocaleString('en-IN')})` : ''}
        </h2>
        {!reviews.ok ? (
          <p role="alert" className="mt-2 text-red-700">
            Error loading reviews.
          </p>
        ) : reviews.data.total === 0 ? (
          <p className="mt-2 text-zinc-600">No reviews yet.</p>
        ) : (
          <>
            <ul className="mt-2 divide-y divide-zinc-200">
              {reviews.data.reviews.map((review) => (
                <li key={review._id} data-review-id={review._id} className={`flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between ${review.hidden ? 'opacity-75' : ''}`}>
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <Stars rating={review.rating} />
                      {review.hidden && <span className="rounded-full bg-zinc-200 px-2.5 py-0.5 text-xs font-semibold text-zinc-800">Hidden</span>}
                    </div>
                    <h3 className="mt-1 font-semibold text-zinc-900 wrap-anywhere">{review.title}</h3>
                    {review.body !== '' && <p className="mt-1 whitespace-pre-line text-zinc-800 wrap-anywhere">{review.body}</p>}
                    <p className="mt-1 text-sm text-zinc-600">
                      {review.author} · <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
                      {review.hiddenAt !== null && (
                        <>
                          {' '}
                          · hidden <time dateTime={review.hiddenAt}>{reviewDate(review.hiddenAt)}</time>
                        </>
                      )}
                    </p>
                  </div>
                  {!review.hidden && (
                    <button
                      type="button"
                      onClick={() => void hide(review._id)}
                      disabled={!hydrated || hiding !== null}
                      aria-busy={hiding === review._id || undefined}
                      aria-label={`Hide the review “${review.title}” by ${review.author}`}
                      className={`${dangerButtonClass} shrink-0`}
                    >
                      Hide
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {reviews.data.pages > 1 && (
              <div className="mt-4">
                <Pagination page={page} pages={reviews.data.pages} hrefFor={hrefFor} />
              </div>
            )}
          </>
        )}
      </Card>
    </section>
  );
}
