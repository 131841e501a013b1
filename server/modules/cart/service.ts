import type { AddToCartInput, Cart, CartItem } from '../../../common/cart';
import type { OrderedLine } from '../../../common/orders';
import { MAX_LINE_QUANTITY } from '../../../common/cart';
import { fromPaise, toPaise } from '../../../common/money';
import { newId } from '../../db/ids';
import { nowIso } from '../../db/time';
import { AppError } from '../../errors';
import type { CatalogService } from '../catalog/service';
import type { CartRepo } from './repo';
import type { CartItemsTable } from './tables';

export function createCartService(deps: { repo: CartRepo; catalog: CatalogService; clock: () => Date }) {
  const { repo, catalog, clock } = deps;

  async function cartIdOf(userId: string): Promise<string> {
    const existing = await repo.findCartOf(userId);
    if (existing) return existing.id;
    const now = nowIso(clock);
    await repo.insertCart({ id: newId(), user_id: userId, created_at: now, updated_at: now });
    const created = await repo.findCartOf(userId);
    if (!created) throw new Error('cart insert vanished');
    return created.id;
  }

  /** The contract shape, priced from today's catalogue (a cart holds no prices of its own). */
  async function present(cartId: string, lines: CartItemsTable[]): Promise<Cart> {
    const products = await catalog.getProductsByIds(lines.map((line) => line.product_id));
    const cartItems: CartItem[] = [];
    let totalPaise = 0;
    let totalItems = 0;
    for (const line of lines) {
      const product = products.get(line.product_id);
      if (!product) continue; // a product deleted since: it can no longer be bought
      const color = product.colors.find((c) => c.name === line.color);
      cartItems.push({
        _id: line.id,
        productId: { _id: product._id, inStock: product.inStock },
        name: product.name,
        primaryImage: color?.images[0] ?? product.primaryImage,
        price: product.discountPrice,
        quantity: line.quantity,
        color: line.color,
      });
      totalPaise += toPaise(product.discountPrice) * line.quantity;
      totalItems += line.quantity;
    }
    return { _id: cartId, cartItems, totalCartCost: fromPaise(totalPaise), totalCartItems: totalItems };
  }

  async function getCart(userId: string): Promise<Cart> {
    const cartId = await cartIdOf(userId);
    return present(cartId, await repo.listItems(cartId));
  }

  return {
    getCart,

    async add(userId: string, input: AddToCartInput): Promise<Cart> {
      const product = (await catalog.getProductsByIds([input.productId])).get(input.productId);
      if (!product) throw AppError.notFound('Product not found');
      if (!product.colors.some((color) => color.name === input.color)) {
        throw AppError.badRequest('This colour is not available for this product', [{ path: 'color', message: 'This colour is not available for this product' }]);
      }
      if (!product.inStock) throw AppError.conflict('This item is currently unavailable!');

      const cartId = await cartIdOf(userId);
      const current = (await repo.listItems(cartId)).find((line) => line.product_id === input.productId && line.color === input.color);
      if ((current?.quantity ?? 0) + input.quantity > MAX_LINE_QUANTITY) {
        throw AppError.conflict(`You can have at most ${MAX_LINE_QUANTITY} of this item in your cart`);
      }
      const now = nowIso(clock);
      await repo.addToLine({ id: newId(), cart_id: cartId, product_id: input.productId, color: input.color, size: '', quantity: input.quantity, created_at: now, updated_at: now });
      return getCart(userId);
    },

    async remove(userId: string, productId: string, color: string): Promise<Cart> {
      const cartId = await cartIdOf(userId);
      const removed = await repo.deleteLine(cartId, productId, color);
      if (removed === 0) throw AppError.notFound('This item is not in your cart');
      return getCart(userId);
    },

    async countItems(userId: string): Promise<number> {
      return repo.countItems(userId);
    },

    /** The user owning a cart, or null: checkout checks a cart id belongs to its customer. */
    async ownerOf(cartId: string): Promise<string | null> {
      return (await repo.findCart(cartId))?.user_id ?? null;
    },

    /**
     * Takes what an order bought out of the cart it came from (not the whole cart: the shopper
     * may have added more since). Inside the caller's transaction when it runs in one.
     */
    async removeOrderedLines(cartId: string, lines: readonly OrderedLine[]): Promise<void> {
      for (const line of lines) await repo.subtractFromLine(cartId, line.productId, line.color, line.quantity);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
