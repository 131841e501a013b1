import { data, Link, redirect, useNavigate } from 'react-router';
import { isNotFoundError } from '../../common/app-error';
import type { Route } from './+types/products';
import { DEFAULT_PAGE_SIZE } from '../../common/pages';
import { SELECT_CLASS } from '../components/form/select-class';
import { ListControls } from '../components/ListControls';
import { Pagination } from '../components/Pagination';
import { ProductGrid } from '../components/ProductGrid';
import { cardProducts } from '../lib/product-card';
import { isNarrowedOrSorted, listHref, listStateFrom, type ListState } from '../lib/list-url';
import { listPageUrls, pageMeta } from '../lib/seo';
import { categoryPath, listBreadcrumb } from '../lib/structured-data';
import { useCartActions } from '../lib/use-cart-actions';
import { useRootData } from '../lib/root-data';
import { publicPageHeaders } from '../lib/public-page';
import { readOrNotFound } from '../lib/not-found';

const EMPTY = 'No products found in this category.';
const NONE_IN_STOCK = 'Nothing here is in stock right now.';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = listStateFrom(url.searchParams);
  const { page } = state;
  const { catalog } = context.services;
  const query = { page, limit: DEFAULT_PAGE_SIZE, sort: state.sort ?? undefined, inStock: state.inStock || undefined };
  const asked = params.category;
  const result = asked === undefined ? { ...(await catalog.listProducts(query)), category: null } : await readOrNotFound(() => inCategory(asked));
  // A renamed category's old name leads to its current one, with the same query (docs/decisions/0027). A
  // redirect is never kept by the public cache, so the next rename shows at once.
  async function inCategory(name: string) {
    try {
      return await catalog.listProductsInCategory(name, query);
    } catch (error) {
      const current = isNotFoundError(error) ? await catalog.renamedCategory(name) : null;
      if (current !== null) throw redirect(`${categoryPath(current)}${url.search}`, 301);
      throw error;
    }
  }
  // Past the last page there is nothing to show: a real 404, not an empty page 200 (page 1 of an empty list stays).
  if (page > 1 && page > result.pages) throw data('Page not found.', { status: 404 });
  // Canonical on the category's name as our links spell it, whatever case or id the URL used.
  const path = asked === undefined ? '/products' : categoryPath(result.category?.name ?? asked);
  // A sorted or narrowed list is the plain list's variant: its canonical is the plain list's first page.
  const links = isNarrowedOrSorted(state) ? { canonical: listPageUrls(context.shop.publicUrl, path, 1, 1).canonical } : listPageUrls(context.shop.publicUrl, path, page, result.pages);
  return {
    products: cardProducts(result.products),
    pages: result.pages,
    state,
    category: result.category?.name ?? null,
    path,
    links,
    shop: { name: context.shop.name, publicUrl: context.shop.publicUrl },
  };
}

// The same for every anonymous visitor: the server may serve it from its public cache.
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { category, state, shop, links } = loaderData;
  const { page } = state;
  const shopName = shop.name;
  const subject = category ?? 'All products';
  return pageMeta({
    title: `${subject}${page > 1 ? ` – Page ${page}` : ''} | ${shopName}`,
    description: category ? `Shop ${category} at ${shopName}: great prices in rupees and fast delivery across India.` : `Browse every product at ${shopName}: great prices in rupees and fast delivery across India.`,
    url: links.canonical,
    prev: links.prev,
    next: links.next,
    structuredData: [listBreadcrumb(category, shop)],
  });
};

/** Another category keeps the list's sort and filter, from its first page. */
function CategorySelect({ current, state }: { current: string | null; state: ListState }) {
  const categories = useRootData()?.categories ?? [];
  const navigate = useNavigate();
  return (
    <label className="flex items-center gap-2 font-medium">
      <span>Category</span>
      <select
        className={SELECT_CLASS}
        value={current ?? ''}
        onChange={(event) => navigate(listHref(event.target.value === '' ? '/products' : categoryPath(event.target.value), { ...state, page: 1 }))}
      >
        <option value="">All</option>
        {categories.map((category) => (
          <option key={category._id} value={category.name}>
            {category.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { products, pages, state, category, path } = loaderData;
  const { addFromCard } = useCartActions();
  // Keyed on the address: the controls start from what the URL says after every navigation.
  const formKey = listHref(path, { ...state, page: 1 });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Our Products</h1>
        <CategorySelect key={formKey} current={category} state={state} />
      </div>
      {category && <h2 className="mt-1 text-2xl font-semibold break-words text-zinc-900">{category}</h2>}
      <div className="mt-4">
        <ListControls key={formKey} path={path} state={state} />
      </div>
      <div className="mt-6">
        {products.length > 0 ? (
          <ProductGrid products={products} variant="list" eagerCount={4} onAdd={addFromCard} />
        ) : state.inStock ? (
          <p className="flex flex-col items-center gap-4 py-16 text-center text-zinc-600">
            {NONE_IN_STOCK}
            <Link to={listHref(path, { ...state, inStock: false, page: 1 })} className="inline-flex min-h-11 items-center font-medium text-brand-800 underline">
              Show products that are out of stock too
            </Link>
          </p>
        ) : (
          <p className="py-16 text-center text-zinc-600">{EMPTY}</p>
        )}
      </div>
      {pages > 1 && (
        <div className="mt-10">
          <Pagination page={state.page} pages={pages} hrefFor={(n) => listHref(path, { ...state, page: n })} />
        </div>
      )}
    </div>
  );
}
