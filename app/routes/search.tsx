import { useRef, type ReactNode } from 'react';
import { data, Form, Link, useNavigate } from 'react-router';
import type { Route } from './+types/search';
import { DEFAULT_PAGE_SIZE } from '../../common/pages';
import { SELECT_CLASS } from '../components/form/select-class';
import { Pagination } from '../components/Pagination';
import { ProductGrid } from '../components/ProductGrid';
import { SearchBox } from '../components/search/SearchBox';
import { SearchFilters } from '../components/search/SearchFilters';
import { cardProducts } from '../lib/product-card';
import { hasFilters, searchHref, searchStateFrom, SEARCH_SORTS, SORT_LABELS, withoutFilters, type SearchState } from '../lib/search-url';
import { privatePageMeta } from '../lib/seo';
import { useCartActions } from '../lib/use-cart-actions';
import { useHydrated } from '../lib/use-hydrated';

const RESULTS_ID = 'search-results';
const countOf = (total: number) => `${total} ${total === 1 ? 'product' : 'products'}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = searchStateFrom(new URL(request.url).searchParams);
  // The owner opening a missed search from the dashboard sees what the shopper saw, uncounted.
  const byOwner = (await context.auth.admin(request)) !== null;
  const query = {
    q: state.q === '' ? undefined : state.q,
    category: state.category ?? undefined,
    color: state.color ?? undefined,
    size: state.size ?? undefined,
    minPrice: state.minPrice ?? undefined,
    maxPrice: state.maxPrice ?? undefined,
    inStock: state.inStock ? true : undefined,
    sort: state.sort ?? undefined,
    page: state.page,
    limit: DEFAULT_PAGE_SIZE,
  };
  const { answer } = await context.services.search.find(query, { byOwner });
  // Past the last page there is nothing to show: a real 404, as on /products (page 1 of no results stays).
  if (state.page > 1 && state.page > answer.pages) throw data('Page not found.', { status: 404 });
  return { state, products: cardProducts(answer.products), total: answer.total, pages: answer.pages, facets: answer.facets, shopName: context.shop.name };
}

// A search page is for the shopper who typed it: never indexed (its products have their own pages).
export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta({
    title: loaderData?.state.q ? `Search: ${loaderData.state.q}` : 'Search',
    description: 'Search the shop’s products by name, category and colour.',
    shopName: loaderData?.shopName,
  });

/** The sort as its own small GET form: a change applies at once with the scripts, with 'Sort' without them. */
function SortChoice({ state }: { state: SearchState }) {
  const navigate = useNavigate();
  const sorts = SEARCH_SORTS.filter((sort) => sort !== 'relevance' || state.q !== '');
  const current = state.sort ?? (state.q === '' ? 'newest' : 'relevance');
  return (
    <Form method="get" action="/search" className="flex items-center gap-2" onSubmit={(event) => event.preventDefault()}>
      {Object.entries({ q: state.q, category: state.category, color: state.color, size: state.size, minPrice: state.minPrice, maxPrice: state.maxPrice, inStock: state.inStock ? 'true' : null }).map(([name, value]) =>
        value === null || value === '' ? null : <input key={name} type="hidden" name={name} value={String(value)} />,
      )}
      <label htmlFor="search-sort" className="font-medium text-zinc-800">
        Sort by
      </label>
      <select
        id="search-sort"
        name="sort"
        defaultValue={current}
        onChange={(event) => void navigate(searchHref({ ...state, sort: event.target.value as SearchState['sort'], page: 1 }), { preventScrollReset: true })}
        className={SELECT_CLASS}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="min-h-11 rounded-lg border border-zinc-300 px-3 font-medium">
          Sort
        </button>
      </noscript>
    </Form>
  );
}

/**
 * The filters, rendered once. On a phone they fold away above the results and open as a sheet: each
 * change applies at once and the sheet stays open for the next one; 'Show N products' folds it and
 * moves to the results. At a desk the same element is the left column, always unfolded by app.css
 * (`.filter-sheet`), so the page carries one copy of the form, not one per layout.
 */
function FilterSheet({ filtered, total, children }: { filtered: boolean; total: number; children: ReactNode }) {
  const sheet = useRef<HTMLDetailsElement>(null);
  const hydrated = useHydrated();
  return (
    <aside aria-label="Filters">
      <details ref={sheet} className="filter-sheet mb-4 rounded-lg border border-zinc-200 md:mb-0 md:rounded-none md:border-0">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-zinc-900 md:hidden">Filters{filtered ? ' (on)' : ''}</summary>
        <div className="border-t border-zinc-200 p-4 md:border-0 md:p-0">
          {children}
          {hydrated && (
            <button
              type="button"
              className="mt-6 min-h-11 w-full rounded-lg border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50 md:hidden"
              onClick={() => {
                if (sheet.current) sheet.current.open = false;
                document.getElementById(RESULTS_ID)?.focus();
              }}
            >
              Show {countOf(total)}
            </button>
          )}
        </div>
      </details>
    </aside>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { state, products, total, pages, facets } = loaderData;
  const { addFromCard } = useCartActions();
  const filtered = hasFilters(state);
  // Keyed on the address: a new search starts the filter forms from what the URL says.
  const formKey = searchHref({ ...state, page: 1 });
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-8">
      <SearchBox key={state.q} initialQuery={state.q} className="mb-4 md:hidden" />
      <h1 className="text-2xl font-bold break-words md:text-3xl">{state.q === '' ? 'All products' : `Results for "${state.q}"`}</h1>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-zinc-700">
          {countOf(total)}
        </p>
        <SortChoice key={formKey} state={state} />
      </div>
      <div className="mt-4 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8">
        <FilterSheet filtered={filtered} total={total}>
          <SearchFilters key={formKey} state={state} facets={facets} />
        </FilterSheet>
        <div>
          <div id={RESULTS_ID} tabIndex={-1} className="scroll-mt-20 focus:outline-none">
            {products.length === 0 ? (
              <div className="py-12 text-center">
                <p className="text-lg text-zinc-800">{state.q === '' ? 'No products match these filters.' : `No products match "${state.q}".`}</p>
                <p className="mt-4 flex flex-wrap justify-center gap-4">
                  {filtered && (
                    <Link to={searchHref(withoutFilters(state))} className="inline-flex min-h-11 items-center font-medium text-brand-800 underline">
                      Clear filters
                    </Link>
                  )}
                  <Link to="/products" className="inline-flex min-h-11 items-center font-medium text-brand-800 underline">
                    See all products
                  </Link>
                </p>
              </div>
            ) : (
              <ProductGrid products={products} variant="list" eagerCount={4} onAdd={addFromCard} />
            )}
            {pages > 1 && (
              <div className="mt-10">
                <Pagination page={state.page} pages={pages} hrefFor={(page) => searchHref({ ...state, page })} />
              </div>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
