import { data, useNavigate } from 'react-router';
import type { Route } from './+types/products';
import { isAppError } from '../../server/errors';
import { DEFAULT_PAGE_SIZE } from '../../server/modules/catalog/schema';
import { Pagination } from '../components/Pagination';
import { ProductGrid } from '../components/ProductGrid';
import { pageMeta } from '../lib/seo';
import { useCartActions } from '../lib/use-cart-actions';
import { useRootData } from '../lib/root-data';
import { publicPageHeaders } from '../lib/public-page';

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
  try {
    const result = params.category === undefined ? { ...(await catalog.listProducts(query)), category: null } : await catalog.listProductsInCategory(params.category, query);
    const path = params.category === undefined ? '/products' : `/products/${encodeURIComponent(result.category?.name ?? params.category)}`;
    return {
      products: result.products,
      pages: result.pages,
      page,
      category: result.category?.name ?? null,
      path,
      canonical: `${context.shop.publicUrl}${path}${page > 1 ? `?page=${page}` : ''}`,
      shopName: context.shop.name,
    };
  } catch (error) {
    if (isAppError(error) && error.kind === 'NOT_FOUND') throw data('Page not found.', { status: 404 });
    throw error;
  }
}

// The same for every anonymous visitor: the server may serve it from its public cache.
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { category, page, shopName, canonical } = loaderData;
  const subject = category ?? 'All products';
  return pageMeta({
    title: `${subject}${page > 1 ? ` – Page ${page}` : ''} | ${shopName}`,
    description: category ? `Shop ${category} at ${shopName}: great prices in rupees and fast delivery across India.` : `Browse every product at ${shopName}: great prices in rupees and fast delivery across India.`,
    url: canonical,
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
      {category && <p className="mt-1 text-zinc-600">{category}</p>}
      <div className="mt-6">{products.length === 0 ? <p className="py-16 text-center text-zinc-600">{EMPTY}</p> : <ProductGrid products={products} variant="list" eagerCount={4} onAdd={addFromCard} />}</div>
      {pages > 1 && (
        <div className="mt-10">
          <Pagination page={page} pages={pages} hrefFor={(n) => (n === 1 ? path : `${path}?page=${n}`)} />
        </div>
      )}
    </div>
  );
}
