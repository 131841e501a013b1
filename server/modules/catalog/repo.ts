import { PostgresAdapter, sql, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { AdminStockFilter, ProductStatus } from '../../../common/catalog';
import type { Db } from '../../db/connect';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { likeContains } from '../../db/like';
import type { ProductRow } from './mappers';
import type { CategoriesTable, ProductStockTable, ProductsTable } from './tables';

/** Up to this many image URLs are looked for one query each; more, in one pass over the products. */
const FEW_URLS = 20;
const SCAN_PAGE = 2000;
/** Rows per multi-row statement: under SQLite's and PostgreSQL's bound-parameter limits (a product row has about 30 columns). */
const ROWS_PER_INSERT = 200;
const STOCK_ROWS_PER_STATEMENT = 500;

/** One tracked stock row's key: a product's colour (by its `_id`) and size ('' without sizes). */
export type StockKey = Pick<ProductStockTable, 'product_id' | 'color_id' | 'size'>;

/** Where a sitemap file's products start or continue: the (created_at, id) of the product before. */
export type SitemapKey = Pick<ProductsTable, 'id' | 'created_at'>;

/** What a product's stored files hang off: removed from storage once the row is gone or changed. */
export type ProductMedia = Pick<ProductsTable, 'colors' | 'video'>;

/** The one status the storefront's reads show (docs/decisions/0065): drafts and archived products are the admin's only. */
export const SHOWN: ProductStatus = 'active';

/** What the admin's product list narrows to (every status unless `status` is given). */
export interface AdminProductFilter {
  /** Part of the name, any case (a LIKE pattern with its own % and _ taken literally). */
  q?: string;
  categoryId?: string;
  status?: ProductStatus;
  /** 'low': something tracked has `lowBelow` or fewer left, and the product is not sold out. */
  stock?: AdminStockFilter;
  lowBelow: number;
}

/**
 * The catalogue's SQL, and only SQL: no rules, no shapes for the API. Every storefront read
 * (lists, home sections, the product, the sitemap) reads active products only; the admin's reads
 * are the `…ForAdmin` ones (docs/decisions/0065).
 */
export function createCatalogRepo(db: Db) {
  const productsWithCategory = () =>
    db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .selectAll('products')
      .select('categories.name as category_name');
  const shownWithCategory = () => productsWithCategory().where('products.status', '=', SHOWN);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const arrayLength = (column: string) => (postgres ? sql`jsonb_array_length(${sql.ref(column)}::jsonb)` : sql`json_array_length(${sql.ref(column)})`);
  const colourCount = arrayLength('products.colors');
  const colourSizeCount = sql`${colourCount} * (case when ${arrayLength('products.sizes')} > 0 then ${arrayLength('products.sizes')} else 1 end)`;

  return {
    async listProducts(filter: { categoryId?: string }, offset: number, limit: number): Promise<ProductRow[]> {
      // The page's ids first, from the index alone: OFFSET then skips index entries, not joined
      // rows (page 5,000 of 100k products: 2 ms instead of 220 ms on SQLite).
      let ids = db.selectFrom('products').select('id').where('status', '=', SHOWN);
      if (filter.categoryId !== undefined) ids = ids.where('category_id', '=', filter.categoryId);
      ids = ids.orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit);
      return productsWithCategory()
        .where('products.id', 'in', ids)
        .orderBy('products.created_at', 'desc')
        .orderBy('products.id', 'desc')
        .execute();
    },

    async countProducts(filter: { categoryId?: string }): Promise<number> {
      let query = db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('status', '=', SHOWN);
      if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * Only the id and update time of products, oldest first (the products_newest index's order),
     * those after `after` (keyset paging), for the sitemap.
     */
    async listProductStamps(after: SitemapKey | null, limit: number): Promise<(SitemapKey & Pick<ProductsTable, 'updated_at'>)[]> {
      let query = db.selectFrom('products').select(['id', 'created_at', 'updated_at']).where('status', '=', SHOWN);
      if (after !== null) query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(after.created_at, after.id)));
      return query.orderBy('created_at').orderBy('id').limit(limit).execute();
    },

    /** Products with their category's name, oldest first, those after `after` (keyset on products_newest): the products' CSV (docs/decisions/0064). */
    async productsPage(after: SitemapKey | null, limit: number): Promise<ProductRow[]> {
      let query = productsWithCategory();
      if (after !== null) query = query.where((eb) => eb(eb.refTuple('products.created_at', 'products.id'), '>', eb.tuple(after.created_at as string, after.id)));
      return query.orderBy('products.created_at').orderBy('products.id').limit(limit).execute();
    },

    /**
     * Which of these image URLs some product's colours still show (a CSV import may give two
     * products one file, docs/decisions/0064). A few URLs are looked for one by one; many (an
     * import's file) in one pass over the colours, a page at a time, stopping once all are found.
     */
    async imagesShownByProducts(urls: readonly string[]): Promise<Set<string>> {
      const shown = new Set<string>();
      if (urls.length <= FEW_URLS) {
        for (const url of urls) {
          // The colours' JSON holds each URL as a JSON string: looked for quoted, so a URL is not found inside a longer one.
          const row = await db.selectFrom('products').select('id').where(likeContains(sql.ref('colors'), JSON.stringify(url))).limit(1).executeTakeFirst();
          if (row) shown.add(url);
        }
        return shown;
      }
      const wanted = new Set(urls);
      let after = '';
      while (shown.size < wanted.size) {
        const page = await db.selectFrom('products').select(['id', 'colors']).where('id', '>', after).orderBy('id').limit(SCAN_PAGE).execute();
        for (const row of page) {
          for (const color of JSON.parse(row.colors) as { images: string[] }[]) for (const url of color.images) if (wanted.has(url)) shown.add(url);
        }
        if (page.length < SCAN_PAGE) break;
        after = page[page.length - 1]!.id;
      }
      return shown;
    },

    /** The sitemap key of the product at `offset` in that order (read from the index alone), or undefined past the end. */
    async productKeyAt(offset: number): Promise<SitemapKey | undefined> {
      return db.selectFrom('products').select(['id', 'created_at']).where('status', '=', SHOWN).orderBy('created_at').orderBy('id').offset(offset).limit(1).executeTakeFirst();
    },

    async listFlagged(flag: 'is_featured' | 'is_new_arrival', limit: number): Promise<ProductRow[]> {
      return shownWithCategory()
        .where(`products.${flag}`, '=', 1)
        .orderBy('products.created_at', 'desc')
        .orderBy('products.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** An active product (the storefront's product page). */
    async findProduct(id: string): Promise<ProductRow | undefined> {
      return shownWithCategory().where('products.id', '=', id).executeTakeFirst();
    },

    /**
     * These products whatever their status: carts and checkout read them through the catalogue's
     * service, which answers a draft or archived one as unavailable (docs/decisions/0065).
     */
    async findProducts(ids: string[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return productsWithCategory().where('products.id', 'in', ids).execute();
    },

    /** The product whatever its status (the admin's read). */
    async findProductForAdmin(id: string): Promise<ProductRow | undefined> {
      return productsWithCategory().where('products.id', '=', id).executeTakeFirst();
    },

    /** How many products of any status name the category (a category in use cannot be deleted). */
    async countInCategoryForAdmin(categoryId: string): Promise<number> {
      const row = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('category_id', '=', categoryId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** A page of the admin's product list, newest first, and how many match in all. */
    async listProductsForAdmin(filter: AdminProductFilter, offset: number, limit: number): Promise<{ rows: ProductRow[]; total: number }> {
      let query = productsWithCategory();
      if (filter.q !== undefined) query = query.where(likeContains(sql<string>`lower(products.name)`, filter.q.toLowerCase()));
      if (filter.categoryId !== undefined) query = query.where('products.category_id', '=', filter.categoryId);
      if (filter.status !== undefined) query = query.where('products.status', '=', filter.status);
      if (filter.stock !== undefined) {
        // The public `inStock` (docs/decisions/0015): the shop's flag on, and not every colour (and size) tracked at 0.
        const soldOut = sql<SqlBool>`(select count(*) from product_stock s where s.product_id = products.id and s.stock = 0) >= ${colourSizeCount}`;
        const available = sql<SqlBool>`(products.in_stock = 1 and not (${colourCount} > 0 and ${soldOut}))`;
        if (filter.stock === 'in') query = query.where(available);
        if (filter.stock === 'out') query = query.where(sql<SqlBool>`not ${available}`);
        if (filter.stock === 'low') {
          query = query.where(available).where(sql<SqlBool>`exists (select 1 from product_stock s where s.product_id = products.id and s.stock <= ${filter.lowBelow})`);
        }
      }
      const [rows, count] = await Promise.all([
        query.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc').offset(offset).limit(limit).execute(),
        query.clearSelect().select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.count) };
    },

    async listCategories(): Promise<CategoriesTable[]> {
      return db.selectFrom('categories').selectAll().orderBy('name').execute();
    },

    async findCategoryById(id: string): Promise<CategoriesTable | undefined> {
      return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findCategoryByName(name: string): Promise<CategoriesTable | undefined> {
      return db.selectFrom('categories').selectAll().where('name_key', '=', name.toLowerCase()).executeTakeFirst();
    },

    /** The stored row, without the category join (what an edit starts from). */
    async findProductRow(id: string): Promise<ProductsTable | undefined> {
      return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** 'no-category' when the category does not exist (any more). */
    async insertProduct(row: ProductsTable): Promise<'inserted' | 'no-category'> {
      try {
        await db.insertInto('products').values(row).execute();
        return 'inserted';
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'no-category';
        throw error;
      }
    },

    /** New products in multi-row statements (a CSV import's); 'no-category' when a category does not exist (any more). */
    async insertProductRows(rows: readonly ProductsTable[]): Promise<'inserted' | 'no-category'> {
      try {
        for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await db.insertInto('products').values(rows.slice(i, i + ROWS_PER_INSERT)).execute();
        return 'inserted';
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'no-category';
        throw error;
      }
    },

    /** Which of these categories exist. */
    async existingCategoryIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      return new Set((await db.selectFrom('categories').select('id').where('id', 'in', [...ids]).execute()).map((row) => row.id));
    },

    /**
     * Sets `values` on the product. With `expected`, only while its colours and video (and sizes,
     * when given) are still what the caller read (a compare-and-set: an edit computed from an older read must not
     * overwrite another's images). 'missed' when no row matched (gone, or changed meanwhile).
     */
    async updateProduct(id: string, values: Updateable<ProductsTable>, expected?: ProductMedia & { sizes?: string }): Promise<'updated' | 'missed' | 'no-category'> {
      let query = db.updateTable('products').set(values).where('id', '=', id);
      if (expected !== undefined) {
        query = query.where('colors', '=', expected.colors);
        query = expected.video === null ? query.where('video', 'is', null) : query.where('video', '=', expected.video);
        if (expected.sizes !== undefined) query = query.where('sizes', '=', expected.sizes);
      }
      try {
        const result = await query.executeTakeFirst();
        return Number(result.numUpdatedRows) > 0 ? 'updated' : 'missed';
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'no-category';
        throw error;
      }
    },

    /** Deletes the product; returns what its files hang off, exactly as deleted (undefined: no such product). */
    async deleteProduct(id: string): Promise<ProductMedia | undefined> {
      return db.deleteFrom('products').where('id', '=', id).returning(['colors', 'video']).executeTakeFirst();
    },

    /** 'duplicate' when the name is taken (case-insensitively: the UNIQUE name_key decides). */
    async insertCategory(row: CategoriesTable): Promise<'inserted' | 'duplicate'> {
      try {
        await db.insertInto('categories').values(row).execute();
        return 'inserted';
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
    },

    /** Updates the category while its image is still `expectedImage`; 'missed' when no row matched. */
    async updateCategory(id: string, values: Updateable<CategoriesTable>, expectedImage: string): Promise<'updated' | 'missed' | 'duplicate'> {
      try {
        const result = await db.updateTable('categories').set(values).where('id', '=', id).where('image', '=', expectedImage).executeTakeFirst();
        return Number(result.numUpdatedRows) > 0 ? 'updated' : 'missed';
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
    },

    /**
     * A renamed category's old name (lower-cased) now leads to it; the new name is no one's alias
     * any more. Aliases name the category by id, so earlier names follow along (no chains).
     */
    async recordCategoryRename(categoryId: string, oldNameKey: string, newNameKey: string, now: string): Promise<void> {
      await db.deleteFrom('category_aliases').where('name_key', '=', newNameKey).execute();
      if (oldNameKey === newNameKey) return;
      await db
        .insertInto('category_aliases')
        .values({ name_key: oldNameKey, category_id: categoryId, created_at: now })
        .onConflict((oc) => oc.column('name_key').doUpdateSet({ category_id: categoryId, created_at: now }))
        .execute();
    },

    /** A category created with an old name of another takes the name: its alias goes. */
    async deleteCategoryAlias(nameKey: string): Promise<void> {
      await db.deleteFrom('category_aliases').where('name_key', '=', nameKey).execute();
    },

    /** The category an old name leads to, or undefined. */
    async findCategoryByAlias(name: string): Promise<CategoriesTable | undefined> {
      return db
        .selectFrom('category_aliases')
        .innerJoin('categories', 'categories.id', 'category_aliases.category_id')
        .selectAll('categories')
        .where('category_aliases.name_key', '=', name.toLowerCase())
        .executeTakeFirst();
    },

    /** Deletes the category; 'in-use' when a product still names it (the foreign key decides). */
    async deleteCategory(id: string): Promise<Pick<CategoriesTable, 'image'> | undefined | 'in-use'> {
      try {
        return await db.deleteFrom('categories').where('id', '=', id).returning(['image']).executeTakeFirst();
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'in-use';
        throw error;
      }
    },

    /** The catalogue's change counter (triggers bump it on every category or product write). */
    async readCatalogueVersion(): Promise<number> {
      const row = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
      return Number(row.version);
    },

    /**
     * Counts a review's rating into its product, or (`sign` -1) out of it: one atomic increment
     * (docs/decisions/0055). False when the product is gone.
     */
    async countReview(productId: string, rating: number, sign: 1 | -1): Promise<boolean> {
      const result = await db
        .updateTable('products')
        .set((eb) => ({ review_count: eb('review_count', '+', sign), review_total: eb('review_total', '+', sign * rating) }))
        .where('id', '=', productId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async isEmpty(): Promise<boolean> {
      const row = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
      return row === undefined;
    },

    async insertCategories(rows: Insertable<CategoriesTable>[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('categories').values(rows).execute();
    },

    /**
     * Takes `quantity` of one colour (and size) by a conditional UPDATE (`stock >= quantity`), so
     * no interleaving of orders can take more than there is: 'taken', 'short' (tracked, fewer
     * left) or 'untracked' (no row: unlimited).
     */
    async takeStock(key: StockKey, quantity: number): Promise<'taken' | 'short' | 'untracked'> {
      const result = await db
        .updateTable('product_stock')
        .set((eb) => ({ stock: eb('stock', '-', quantity) }))
        .where('product_id', '=', key.product_id)
        .where('color_id', '=', key.color_id)
        .where('size', '=', key.size)
        .where('stock', '>=', quantity)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) return 'taken';
      return (await this.stockOf(key)) === null ? 'untracked' : 'short';
    },

    /** Gives `quantity` back to a tracked row (an untracked or since-deleted one takes nothing). */
    async giveBackStock(key: StockKey, quantity: number): Promise<void> {
      await db
        .updateTable('product_stock')
        .set((eb) => ({ stock: eb('stock', '+', quantity) }))
        .where('product_id', '=', key.product_id)
        .where('color_id', '=', key.color_id)
        .where('size', '=', key.size)
        .execute();
    },

    /** The stock left of one colour (and size); null when it is not tracked. */
    async stockOf(key: StockKey): Promise<number | null> {
      const row = await db
        .selectFrom('product_stock')
        .select('stock')
        .where('product_id', '=', key.product_id)
        .where('color_id', '=', key.color_id)
        .where('size', '=', key.size)
        .executeTakeFirst();
      return row ? Number(row.stock) : null;
    },

    /** The tracked stock rows of these products, in one query (a page of products: no query per product). */
    async stockOfProducts(ids: readonly string[]): Promise<ProductStockTable[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('product_stock').selectAll().where('product_id', 'in', [...ids]).execute();
    },

    /** Sets absolute stock levels (the admin's figures), creating the rows that were untracked. */
    async setStock(rows: readonly ProductStockTable[]): Promise<void> {
      for (let i = 0; i < rows.length; i += STOCK_ROWS_PER_STATEMENT) {
        await db
          .insertInto('product_stock')
          .values(rows.slice(i, i + STOCK_ROWS_PER_STATEMENT))
          .onConflict((oc) => oc.columns(['product_id', 'color_id', 'size']).doUpdateSet((eb) => ({ stock: eb.ref('excluded.stock') })))
          .execute();
      }
    },

    /** Stops tracking these colours (and sizes): no row = unlimited. */
    async untrackStock(keys: readonly StockKey[]): Promise<void> {
      for (let i = 0; i < keys.length; i += STOCK_ROWS_PER_STATEMENT) {
        const chunk = keys.slice(i, i + STOCK_ROWS_PER_STATEMENT);
        await db
          .deleteFrom('product_stock')
          .where((eb) => eb(eb.refTuple('product_id', 'color_id', 'size'), 'in', chunk.map((key) => eb.tuple(key.product_id, key.color_id, key.size))))
          .execute();
      }
    },

    /** Deletes the product's stock rows of colours or sizes it no longer has (`sizes` [] = only the '' rows stay). */
    async deleteStockOutside(productId: string, colorIds: readonly string[], sizes: readonly string[]): Promise<void> {
      const keptSizes = sizes.length === 0 ? [''] : [...sizes];
      let query = db.deleteFrom('product_stock').where('product_id', '=', productId);
      query = colorIds.length === 0 ? query : query.where((eb) => eb.or([eb('color_id', 'not in', [...colorIds]), eb('size', 'not in', keptSizes)]));
      await query.execute();
    },

    /** Tracked rows at or below `below`, lowest first, with what names them (docs/decisions/0015 inventory). */
    async lowStock(below: number, limit: number): Promise<(ProductStockTable & Pick<ProductsTable, 'name' | 'colors'>)[]> {
      return db
        .selectFrom('product_stock')
        .innerJoin('products', 'products.id', 'product_stock.product_id')
        .selectAll('product_stock')
        .select(['products.name', 'products.colors'])
        .where('product_stock.stock', '<=', below)
        .orderBy('product_stock.stock')
        .orderBy('products.name')
        .orderBy('product_stock.product_id')
        .orderBy('product_stock.color_id')
        .orderBy('product_stock.size')
        .limit(limit)
        .execute();
    },

    /** New products (the demo, the fixtures): without review figures, none (docs/decisions/0055). */
    async insertProducts(rows: (Omit<Insertable<ProductsTable>, 'review_count' | 'review_total' | 'status'> & Partial<Pick<ProductsTable, 'review_count' | 'review_total' | 'status'>>)[]): Promise<void> {
      const complete = rows.map((row) => ({ ...row, review_count: row.review_count ?? 0, review_total: row.review_total ?? 0, status: row.status ?? ('active' as const) }));
      // Chunks keep each statement under SQLite's bound-parameter limit.
      for (let i = 0; i < complete.length; i += 200) {
        await db.insertInto('products').values(complete.slice(i, i + 200)).execute();
      }
    },
  };
}

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
