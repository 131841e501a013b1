import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { ProductRow } from './mappers';
import type { CategoriesTable, ProductsTable } from './tables';

/** The catalogue's SQL, and only SQL: no rules, no shapes for the API. */
export function createCatalogRepo(db: Db) {
  const productsWithCategory = () =>
    db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .selectAll('products')
      .select('categories.name as category_name');

  return {
    async listProducts(filter: { categoryId?: string }, offset: number, limit: number): Promise<ProductRow[]> {
      let query = productsWithCategory();
      if (filter.categoryId !== undefined) query = query.where('products.category_id', '=', filter.categoryId);
      return query
        .orderBy('products.created_at', 'desc')
        .orderBy('products.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async countProducts(filter: { categoryId?: string }): Promise<number> {
      let query = db.selectFrom('products').select((eb) => eb.fn.countAll<string | number>().as('count'));
      if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async listFlagged(flag: 'is_featured' | 'is_new_arrival', limit: number): Promise<ProductRow[]> {
      return productsWithCategory()
        .where(`products.${flag}`, '=', 1)
        .orderBy('products.created_at', 'desc')
        .orderBy('products.id', 'desc')
        .limit(limit)
        .execute();
    },

    async findProduct(id: string): Promise<ProductRow | undefined> {
      return productsWithCategory().where('products.id', '=', id).executeTakeFirst();
    },

    async findProducts(ids: string[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return productsWithCategory().where('products.id', 'in', ids).execute();
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

    async isEmpty(): Promise<boolean> {
      const row = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
      return row === undefined;
    },

    async insertCategories(rows: Insertable<CategoriesTable>[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('categories').values(rows).execute();
    },

    async insertProducts(rows: Insertable<ProductsTable>[]): Promise<void> {
      // Chunks keep each statement under SQLite's bound-parameter limit.
      for (let i = 0; i < rows.length; i += 200) {
        await db.insertInto('products').values(rows.slice(i, i + 200)).execute();
      }
    },
  };
}

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
