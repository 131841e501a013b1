import { Form, Link } from 'react-router';
import type { AdminProductQuery, CategoryRef, ProductStatus } from '../../../common/catalog';
import { buttonClass } from '../form/Button';
import { FilterSelect, filterControlClass, filterLabelClass } from './FilterSelect';

export const STATUS_LABEL: Record<ProductStatus, string> = { active: 'Active', draft: 'Draft', archived: 'Archived' };
const STATUS_TONE: Record<ProductStatus, string> = {
  active: 'bg-green-100 text-green-900',
  draft: 'bg-amber-100 text-amber-900',
  archived: 'bg-zinc-200 text-zinc-800',
};

/** A product's status as a small badge in the admin list (docs/decisions/0065). */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_TONE[status]}`}>{STATUS_LABEL[status]}</span>;
}

const STOCK_FILTERS = [
  ['in', 'In stock'],
  ['low', 'Running low'],
  ['out', 'Out of stock'],
] as const;

/** The list's query as URL parameters (empty ones left out), with `page` when past the first. */
export function productListQuery(query: AdminProductQuery, page = 1): string {
  const params = new URLSearchParams();
  if (query.q !== undefined) params.set('q', query.q);
  if (query.category !== undefined) params.set('category', query.category);
  if (query.stock !== undefined) params.set('stock', query.stock);
  if (query.status !== undefined) params.set('status', query.status);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

/**
 * Search by name and the filters of the admin's product list, as a plain GET form: it works
 * before the page's scripts load, and a filtered list is a URL to bookmark. Submitting goes back
 * to page 1.
 */
export function ProductFilters({ query, categories, path }: { query: AdminProductQuery; categories: CategoryRef[]; path: string }) {
  return (
    <Form
      key={productListQuery(query)}
      method="get"
      action={path}
      role="search"
      aria-label="Search and filter products"
      className="mb-4 grid gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="product-q" className={filterLabelClass}>
          Search by name
        </label>
        <input id="product-q" type="search" name="q" defaultValue={query.q ?? ''} maxLength={200} className={filterControlClass} />
      </div>
      <FilterSelect id="product-category" name="category" label="Category" value={query.category} options={categories.map((category) => [category._id, category.name] as const)} />
      <FilterSelect id="product-stock" name="stock" label="Stock" value={query.stock} options={STOCK_FILTERS} />
      <FilterSelect id="product-status" name="status" label="Status" value={query.status} allValue="all" options={Object.entries(STATUS_LABEL)} />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <button type="submit" className={buttonClass('primary')}>
          Search
        </button>
        <Link to={path} className={buttonClass('secondary')}>
          Reset
        </Link>
      </div>
    </Form>
  );
}
