import { REVIEW_RATINGS } from '../../../common/review-texts';
import type { ReviewPage } from '../../../common/reviews';
import { Stars } from '../Stars';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

/**
 * A product's reviews in figures (docs/decisions/0055): the average with its stars, the count,
 * and per number of stars a bar with its count. The breakdown is a list whose items read out
 * whole ('5 stars: 12 reviews'); the bars are decoration.
 */
export function ReviewSummary({ page }: { page: Pick<ReviewPage, 'average' | 'total' | 'counts'> }) {
  const { average, total, counts } = page;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-10">
      <div>
        <p className="text-4xl font-bold text-zinc-900">
          {average.toFixed(1)}
          <span className="sr-only"> out of 5</span>
        </p>
        <div className="mt-1">
          <Stars rating={average} size="md" />
        </div>
        <p className="mt-1 text-sm text-zinc-600">{plural(total, 'review', 'reviews')}</p>
      </div>
      <ul aria-label="Reviews by stars" className="w-full max-w-sm space-y-1.5">
        {[...REVIEW_RATINGS].reverse().map((stars) => {
          const count = counts[stars];
          const share = total === 0 ? 0 : Math.round((count / total) * 100);
          return (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="w-14 shrink-0 text-zinc-700">
                {stars} <span aria-hidden="true">★</span>
                <span className="sr-only">{stars === 1 ? 'star' : 'stars'}:</span>
              </span>
              <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-zinc-200">
                <span className="block h-full rounded-full bg-accent-500" style={{ width: `${share}%` }} />
              </span>
              <span className="w-10 shrink-0 text-right tabular-nums text-zinc-700">
                {count.toLocaleString('en-IN')}
                <span className="sr-only"> {count === 1 ? 'review' : 'reviews'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
