import type { Db } from '../../db/connect';
import type { CartItemsTable, CartsTable } from './tables';

/** A cart line's key: cart, product, colour and size ('' without sizes). */
interface LineFilterable<Q> {
  where(column: 'cart_id' | 'product_id' | 'color' | 'size', op: '=', value: string): Q;
}
const line = <Q extends LineFilterable<Q>>(query: Q, cartId: string, productId: string, color: string, size: string): Q =>
  query.where('cart_id', '=', cartId).where('product_id', '=', productId).where('color', '=', color).where('size', '=', size);

/** The cart's SQL (`db` joins the caller's unit-of-work transaction: checkout, a payment completing). */
export function createCartRepo(db: Db) {
  return {
    async findCartOf(userId: string): Promise<CartsTable | undefined> {
      return db.selectFrom('carts').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async findCart(cartId: string): Promise<CartsTable | undefined> {
      return db.selectFrom('carts').selectAll().where('id', '=', cartId).executeTakeFirst();
    },

    /** Inserts the customer's cart unless a concurrent request already did. */
    async insertCart(row: CartsTable): Promise<void> {
      await db.insertInto('carts').values(row).onConflict((oc) => oc.column('user_id').doNothing()).execute();
    },

    /**
     * Writes the cart's row: until the caller's transaction ends, another transaction writing it
     * waits (a row lock on PostgreSQL; SQLite has one writer at a time).
     */
    async touchCart(cartId: string, now: string): Promise<void> {
      await db.updateTable('carts').set({ updated_at: now }).where('id', '=', cartId).execute();
    },

    async listItems(cartId: string): Promise<CartItemsTable[]> {
      return db.selectFrom('cart_items').selectAll().where('cart_id', '=', cartId).orderBy('created_at').orderBy('id').execute();
    },

    async countItems(userId: string): Promise<number> {
      const row = await db
        .selectFrom('cart_items')
        .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
        .where('carts.user_id', '=', userId)
        .select((eb) => eb.fn.sum<string | number | null>('cart_items.quantity').as('total'))
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    /**
     * Adds to the line of this product, colour and size, creating it when missing: one statement,
     * so two concurrent adds both count, and the line's cap is part of that statement, so they
     * cannot pass it together (docs/decisions/0030-state-rules-the-database-keeps.md). Returns
     * the line's new quantity, or null when adding would take the line past `maxQuantity`
     * (nothing is written then).
     */
    async addToLine(row: CartItemsTable, maxQuantity: number): Promise<number | null> {
      const line = await db
        .insertInto('cart_items')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['cart_id', 'product_id', 'color', 'size'])
            .doUpdateSet((eb) => ({
              quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')),
              updated_at: eb.ref('excluded.updated_at'),
            }))
            .where((eb) => eb(eb('cart_items.quantity', '+', eb.ref('excluded.quantity')), '<=', maxQuantity)),
        )
        .returning('quantity')
        .executeTakeFirst();
      return line?.quantity ?? null;
    },

    async deleteLine(cartId: string, productId: string, color: string, size: string): Promise<number> {
      const result = await line(db.deleteFrom('cart_items'), cartId, productId, color, size).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async setLineQuantity(cartId: string, productId: string, color: string, size: string, quantity: number, now: string): Promise<number> {
      const result = await line(db.updateTable('cart_items').set({ quantity, updated_at: now }), cartId, productId, color, size).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Takes `quantity` off a line; the line goes when nothing is left. */
    async subtractFromLine(cartId: string, productId: string, color: string, size: string, quantity: number): Promise<void> {
      await line(db.updateTable('cart_items').set((eb) => ({ quantity: eb('quantity', '-', quantity) })), cartId, productId, color, size).execute();
      await line(db.deleteFrom('cart_items'), cartId, productId, color, size).where('quantity', '<=', 0).execute();
    },
  };
}

export type CartRepo = ReturnType<typeof createCartRepo>;
