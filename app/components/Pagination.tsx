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

/** Previous, numbered pages (an ellipsis for long runs), Next. Renders nothing when there are no pages. */
export function Pagination({ page, pages, hrefFor }: PaginationProps) {
  if (pages < 1) return null;
  const current = Math.min(Math.max(page, 1), pages);
  return (
    <nav aria-label="Pagination" className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <StepLink label="Previous" target={current - 1} enabled={current > 1} hrefFor={hrefFor} />
        </li>
        {pageItems(current, pages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" className="px-1 text-gray-600">
              …
            </li>
          ) : (
            <li key={item}>
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
        <li>
          <StepLink label="Next" target={current + 1} enabled={current < pages} hrefFor={hrefFor} />
        </li>
      </ul>
    </nav>
  );
}

interface StepLinkProps {
  label: 'Previous' | 'Next';
  target: number;
  enabled: boolean;
  hrefFor: (page: number) => string;
}

/** A link has no disabled state, so at either end Previous/Next become a marked, inert span. */
function StepLink({ label, target, enabled, hrefFor }: StepLinkProps) {
  if (!enabled) {
    return (
      <span aria-disabled="true" className={DISABLED}>
        {label}
      </span>
    );
  }
  return (
    <Link to={hrefFor(target)} rel={label === 'Previous' ? 'prev' : 'next'} className={LINK}>
      {label}
    </Link>
  );
}
