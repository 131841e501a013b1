import { Link } from 'react-router';
import type { SearchMiss } from '../../../../common/search';
import { istMoment } from '../../../lib/admin-dashboard';
import { Card } from '../Page';

/**
 * What shoppers searched for in the dashboard's range and did not find (docs/decisions/0054's
 * missed searches), most often first: each query opens the shop's own search, so the owner sees
 * what the shopper saw before adding a product, a colour or a word to a description.
 */
export function SearchMisses({ misses, period }: { misses: SearchMiss[]; period: string }) {
  return (
    <Card>
      <h2 id="search-misses-heading" className="text-lg font-semibold text-zinc-900">
        Searches with no results
      </h2>
      <p className="mt-1 text-sm text-zinc-600">What shoppers searched for {period} and did not find, most often first.</p>
      {misses.length === 0 ? (
        <p className="mt-3 text-zinc-700">Every search {period} found something.</p>
      ) : (
        <ol aria-labelledby="search-misses-heading" className="mt-3 divide-y divide-zinc-100 border-y border-zinc-100">
          {misses.map((miss) => (
            <li key={miss.query} className="flex min-h-11 items-center justify-between gap-3 py-2">
              <Link to={`/search?${new URLSearchParams({ q: miss.query }).toString()}`} className="min-w-0 font-medium wrap-anywhere text-brand-700 underline-offset-2 hover:underline">
                {miss.query}
              </Link>
              <span className="shrink-0 text-right text-sm tabular-nums text-zinc-700">
                {miss.count === 1 ? 'once' : `${miss.count} times`}
                <span className="block text-xs text-zinc-600">last {istMoment(miss.lastAt)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
