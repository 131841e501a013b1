import { data, redirect, useNavigate } from 'react-router';
import { isNotFoundError } from '../../common/app-error';
import type { Route } from './+types/products';
import { DEFAULT_PAGE_SIZE } from '../../common/pages';
import { Pagination } from '../components/Pagination';
import { ProductGrid } from '../components/ProductGrid';
import { listPageHref, listPageUrls, pageMeta } from '../lib/seo';
import { categoryPath, listBreadcrumb } from '../lib/structured-data';
import { useCartActions } from '../lib/use-cart-actions';
import { useRootData } from '../lib/root-data';
import { publicPageHeaders } from '../lib/public-page';
import { readOrNotFound } from '../lib/not-found';

const EMPTY = 'No products found in this category.';

function pageFrom(url: URL): number {
  const value = url.searchParams.get('page');
  return value !== null && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = pageFrom(url);
  const { catalog } = context.services;
  const query = { page, limit: DEFAULT_PAGE_SIZE };
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
  return {
    products: result.products,
    pages: result.pages,
    page,
    category: result.category?.name ?? null,
    path,
    links: listPageUrls(context.shop.publicUrl, path, page, result.pages),
    shop: { name: context.shop.name, publicUrl: context.shop.publicUrl },
  };
}

// The same for every anonymous visitor: the server may serve it from its public cache.
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { category, page, shop, links } = loaderData;
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

function CategorySelect({ current }: { current: string | null }) {
  const categories = useRootData()?.categories ?? [];
  const navigate = useNavigate();
  return (
    <label className="flex items-center gap-2 font-medium">
      <span>Category</span>
      <select
        className="min-h-11 rounded-lg border border-zinc-300 bg-white px-3 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        value={current ?? ''}
        onChange={(event) => navigate(event.target.value === '' ? '/products' : `/products/${encodeURIComponent(event.target.value)}`)}
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
  const { products, pages, page, category, path } = loaderData;
  const { addFromCard } = useCartActions();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Our Products</h1>
        <CategorySelect key={category ?? ''} current={category} />
      </div>
      {category && <h2 className="mt-1 text-2xl font-semibold break-words text-zinc-900">{category}</h2>}
      <div className="mt-6">{products.length === 0 ? <p className="py-16 text-center text-zinc-600">{EMPTY}</p> : <ProductGrid products={products} variant="list" eagerCount={4} onAdd={addFromCard} />}</div>
      {pages > 1 && (
        <div className="mt-10">
          <Pagination page={page} pages={pages} hrefFor={(n) => listPageHref(path, n)} />
        </div>
      )}
    </div>
  );
}
