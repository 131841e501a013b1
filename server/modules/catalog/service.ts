import type { Category, Product, ProductPage } from '../../../common/catalog';
import { ID_PATTERN } from '../../db/ids';
import { AppError } from '../../errors';
import { groupStock, toCategory, toProduct, type ProductRow } from './mappers';
import type { CatalogueVersion } from './catalogue-version';
import { SHOWN, type CatalogRepo } from './repo';
import type { PageQuery } from './schema';
import type { SearchRepo } from './search-repo';
import type { ListSort } from '../../../common/search-sorts';
import { createSitemapSource } from './sitemap-service';

/** How many products the home page's featured and new-arrival lists carry. */
export const HOME_SECTION_SIZE = 15;
/** How many products 'Other products' shows under a product. */
export const RELATED_SIZE = 10;

/** One page of a product list, optionally sorted and narrowed to what is in stock (the /products pages' controls). */
export interface ListQuery extends PageQuery {
  /** Undefined: newest first. */
  sort?: ListSort;
  inStock?: boolean;
}

/**
 * `version`, when given, keeps each list's product count for as long as the catalogue is
 * unchanged: a COUNT(*) costs more the bigger the catalogue, and every page of a list needs it.
 * `inTransaction` says when the caller holds a transaction: it then counts for itself (below).
 */
export function createCatalogService(
  repo: CatalogRepo,
  version?: CatalogueVersion,
  inTransaction: () => boolean = () => false,
  /** Another order than newest first, or in stock only, is the search's SQL without words (docs/decisions/0057). */
  sorted?: Pick<SearchRepo, 'page' | 'count'>,
) {
  const countProducts = version ? countsPerVersion(repo, version, inTransaction) : repo.countProducts;

  async function findCategory(nameOrId: string) {
    const byId = ID_PATTERN.test(nameOrId) ? await repo.findCategoryById(nameOrId) : undefined;
    return byId ?? (await repo.findCategoryByName(nameOrId));
  }

  /** The API's products of these rows, their stock read in one query for all of them. */
  async function withStock(rows: readonly ProductRow[]): Promise<Product[]> {
    const stock = groupStock(await repo.stockOfProducts(rows.map((row) => row.id)));
    return rows.map((row) => toProduct(row, stock.get(row.id)));
  }

  async function page(filter: { categoryId?: string }, { page, limit, sort, inStock }: ListQuery): Promise<ProductPage> {
    if (sorted !== undefined && ((sort !== undefined && sort !== 'newest') || inStock === true)) {
      const narrowed = { category: filter.categoryId, inStock: inStock === true ? true : undefined };
      const [rows, total] = await Promise.all([sorted.page(narrowed, sort ?? 'newest', (page - 1) * limit, limit), sorted.count(narrowed)]);
      return { products: await withStock(rows), pages: Math.ceil(total / limit) };
    }
    const [rows, total] = await Promise.all([
      repo.listProducts(filter, (page - 1) * limit, limit),
      countProducts(filter),
    ]);
    return { products: await withStock(rows), pages: Math.ceil(total / limit) };
  }

  return {
    listProducts(query: ListQuery): Promise<ProductPage> {
      return page({}, query);
    },

    async listProductsInCategory(nameOrId: string, query: ListQuery): Promise<ProductPage & { category: Category }> {
      const category = await findCategory(nameOrId);
      if (!category) throw AppError.notFound('Category not found');
      return { ...(await page({ categoryId: category.id }, query)), category: toCategory(category) };
    },

    /** The current name of the category `name` was renamed from, or null (an unknown name). */
    async renamedCategory(name: string): Promise<string | null> {
      return (await repo.findCategoryByAlias(name))?.name ?? null;
    },

    async getProduct(id: string): Promise<Product> {
      const row = ID_PATTERN.test(id) ? await repo.findProduct(id) : undefined;
      if (!row) throw AppError.notFound('Product not found');
      return (await withStock([row]))[0]!;
    },

    /**
     * The products that exist among `ids` (unknown or malformed ids are simply absent), by id: what
     * carts and checkout price. A draft or archived product answers as unavailable (`inStock`
     * false), so it cannot be added or ordered and a cart's line of it is not orderable
     * (docs/decisions/0065).
     */
    async getProductsByIds(ids: string[]): Promise<Map<string, Product>> {
      const wanted = [...new Set(ids)].filter((id) => ID_PATTERN.test(id));
      const rows = await repo.findProducts(wanted);
      const products = await withStock(rows);
      return new Map(products.map((product, i) => [product._id, rows[i]!.status === SHOWN ? product : { ...product, inStock: false }]));
    },

    async featured(): Promise<Product[]> {
      return withStock(await repo.listFlagged('is_featured', HOME_SECTION_SIZE));
    },

    async newArrivals(): Promise<Product[]> {
      return withStock(await repo.listFlagged('is_new_arrival', HOME_SECTION_SIZE));
    },

    /** Other products of the same category, the product itself left out. */
    async related(product: Product): Promise<Product[]> {
      const rows = await repo.listProducts({ categoryId: product.category._id }, 0, RELATED_SIZE + 1);
      return withStock(rows.filter((row) => row.id !== product._id).slice(0, RELATED_SIZE));
    },

    async listCategories(): Promise<Category[]> {
      return (await repo.listCategories()).map(toCategory);
    },

    async getCategory(id: string): Promise<Category> {
      const row = ID_PATTERN.test(id) ? await repo.findCategoryById(id) : undefined;
      if (!row) throw AppError.notFound('Category not found');
      return toCategory(row);
    },

    /** Ids and update times for sitemap.xml, a file at a time (sitemap-service.ts). */
    sitemap: createSitemapSource(repo),
  };
}

/**
 * `repo.countProducts`, each answer kept until the catalogue version changes. A caller inside a
 * transaction neither joins a count under way nor leaves its own: the one under way may wait for a
 * pool connection its transaction holds, and its own may count uncommitted rows (docs/decisions/0050).
 */
function countsPerVersion(repo: CatalogRepo, version: CatalogueVersion, inTransaction: () => boolean) {
  let countedAt: number | undefined;
  const counts = new Map<string, Promise<number>>();
  return async (filter: { categoryId?: string }): Promise<number> => {
    if (inTransaction()) return repo.countProducts(filter);
    const current = await version.current();
    if (current !== countedAt) {
      counts.clear();
      countedAt = current;
    }
    const key = filter.categoryId ?? '*';
    let count = counts.get(key);
    if (!count) {
      count = repo.countProducts(filter);
      counts.set(key, count);
      const stored = count;
      stored.catch(() => {
        if (counts.get(key) === stored) counts.delete(key);
      });
    }
    return count;
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
