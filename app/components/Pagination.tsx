import { Link } from 'react-router';
import { pageItems } from '../lib/pagination';

interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pages: number;
  /** The URL of a page, so every page is a real link (works before hydration, can be opened in a tab). */
  hrefFor: (page: number) => string;
}

const ITEM = 'flex h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-medium';
const LINK = `${ITEM} border border-gray-300 bg-white text-gray-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`;
const DISABLED = `${ITEM} border border-gray-200 text-gray-500 cursor-not-allowed`;

/**
 * Previous, numbered pages (an ellipsis for long runs), Next. On a phone it is one row: first,
 * previous, the current page 'of N', next, last. Renders nothing when there are no pages.
 */
export function Pagination({ page, pages, hrefFor }: PaginationProps) {
  if (pages < 1) return null;
  const current = Math.min(Math.max(page, 1), pages);
  return (
    <nav aria-label="Pagination" className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li className="sm:hidden">
          <StepLink step="first" target={1} enabled={current > 1} hrefFor={hrefFor} />
        </li>
        <li>
          <StepLink step="previous" target={current - 1} enabled={current > 1} hrefFor={hrefFor} />
        </li>
        {pageItems(current, pages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" className="hidden px-1 text-gray-600 sm:block">
              …
            </li>
          ) : (
            // On a phone only the current page's number is shown.
            <li key={item} className={item === current ? undefined : 'hidden sm:block'}>
              {item === current ? (
                <Link
                  to={hrefFor(item)}
                  aria-current="page"
                  aria-label={`Page ${item}`}
                  className={`${ITEM} bg-brand-800 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`}
                >
                  {item}
                </Link>
              ) : (
                <Link to={hrefFor(item)} aria-label={`Page ${item}`} className={LINK}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        <li className="flex h-11 items-center px-1 text-sm text-gray-700 sm:hidden">of {pages}</li>
        <li>
          <StepLink step="next" target={current + 1} enabled={current < pages} hrefFor={hrefFor} />
        </li>
        <li className="sm:hidden">
          <StepLink step="last" target={pages} enabled={current < pages} hrefFor={hrefFor} />
        </li>
      </ul>
    </nav>
  );
}

const STEPS = {
  first: { label: 'First', arrow: '«', rel: undefined },
  previous: { label: 'Previous', arrow: '‹', rel: 'prev' },
  next: { label: 'Next', arrow: '›', rel: 'next' },
  last: { label: 'Last', arrow: '»', rel: undefined },
} as const;

interface StepLinkProps {
  step: keyof typeof STEPS;
  target: number;
  enabled: boolean;
  hrefFor: (page: number) => string;
}

/**
 * An arrow on a phone, a word on a wider screen; either way its name is 'Previous page' and so on.
 * A link has no disabled state, so at either end it becomes a marked, inert span.
 */
function StepLink({ step, target, enabled, hrefFor }: StepLinkProps) {
  const { label, arrow, rel } = STEPS[step];
  // First and Last show only on a phone (a wider screen has the numbers 1 and N).
  const content = (
    <>
      <span aria-hidden="true" className="text-lg leading-none sm:hidden">
        {arrow}
      </span>
      <span className="max-sm:sr-only">{label}</span>
      <span className="sr-only"> page</span>
    </>
  );
  if (!enabled) {
    return (
      <span aria-disabled="true" className={DISABLED}>
        {content}
      </span>
    );
  }
  return (
    <Link to={hrefFor(target)} rel={rel} className={LINK}>
      {content}
    </Link>
  );
}
