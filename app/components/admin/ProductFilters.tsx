import { Form, Link } from 'react-router';
import type { AdminProductQuery, CategoryRef, ProductStatus } from '../../../common/catalog';
import { buttonClass } from '../form/Button';
import { fieldClass } from '../form/TextField';

const labelClass = 'block text-sm font-medium text-zinc-800';
const controlClass = `${fieldClass} mt-1 rounded-lg`;

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
        <label htmlFor="product-q" className={labelClass}>
          Search by name
        </label>
        <input id="product-q" type="search" name="q" defaultValue={query.q ?? ''} maxLength={200} className={controlClass} />
      </div>
      <div>
        <label htmlFor="product-category" className={labelClass}>
          Category
        </label>
        <select id="product-category" name="category" defaultValue={query.category ?? ''} className={controlClass}>
          <option value="">All</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="product-stock" className={labelClass}>
          Stock
        </label>
        <select id="product-stock" name="stock" defaultValue={query.stock ?? ''} className={controlClass}>
          <option value="">All</option>
          <option value="in">In stock</option>
          <option value="low">Running low</option>
          <option value="out">Out of stock</option>
        </select>
      </div>
      <div>
        <label htmlFor="product-status" className={labelClass}>
          Status
        </label>
        <select id="product-status" name="status" defaultValue={query.status ?? 'all'} className={controlClass}>
          <option value="all">All</option>
          <option value="active">Active</option>
          <option value="draft">Draft</option>
          <option value="archived">Archived</option>
        </select>
      </div>
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
