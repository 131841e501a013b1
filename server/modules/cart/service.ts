import type { AddToCartInput, Cart, CartItem, SetCartQuantityInput } from '../../../common/cart';
import type { Product } from '../../../common/catalog';
import type { OrderedLine } from '../../../common/orders';
import { CART_MESSAGES, lineAvailability, lineMaxQuantity, MAX_LINE_QUANTITY, onlyLeftInStock } from '../../../common/cart';
import { fromPaise, toPaise } from '../../../common/money';
import { newId } from '../../db/ids';
import { nowIso } from '../../db/time';
import { AppError } from '../../errors';
import type { CatalogService } from '../catalog/module';
import type { CartRepo } from './repo';
import type { CartItemsTable } from './tables';

const lineFull = `You can have at most ${MAX_LINE_QUANTITY} of this item in your cart`;
const sizeError = (message: string) => AppError.badRequest(message, [{ path: 'size', message }]);

/** The line's size as stored: '' without sizes. 400 when the product and the size do not go together. */
function checkedSize(product: Product, size: string | undefined): string {
  if (product.sizes.length === 0) {
    if (size !== undefined) throw sizeError(CART_MESSAGES.noSizes);
    return '';
  }
  if (size === undefined) throw sizeError(CART_MESSAGES.selectSize);
  if (!product.sizes.includes(size)) throw sizeError(CART_MESSAGES.sizeUnavailable);
  return size;
}

/**
 * 409 unless `quantity` of the line can be ordered now: the product's out-of-stock text when it
 * (or the line's colour and size) has none, 'Only {n} left in stock' when fewer than asked.
 */
function ensureOrderable(product: Product, line: { color: string; size: string; quantity: number }): void {
  const { problem, left } = lineAvailability(product, line);
  if (!problem) return;
  if (problem.reason === 'not_enough_stock' && left !== null) throw AppError.conflict(onlyLeftInStock(left));
  throw AppError.conflict(CART_MESSAGES.unavailable);
}

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

  async function productOf(productId: string): Promise<Product> {
    const product = (await catalog.getProductsByIds([productId])).get(productId);
    if (!product) throw AppError.notFound('Product not found');
    return product;
  }

  /** The contract shape, priced from today's catalogue (a cart holds no prices of its own), each line saying whether it can be ordered. */
  async function present(cartId: string, lines: CartItemsTable[]): Promise<Cart> {
    const products = await catalog.getProductsByIds(lines.map((line) => line.product_id));
    const cartItems: CartItem[] = [];
    let totalPaise = 0;
    let totalItems = 0;
    for (const line of lines) {
      const product = products.get(line.product_id);
      if (!product) continue; // a product deleted since: it can no longer be bought
      const color = product.colors.find((c) => c.name === line.color);
      const { problem, left } = lineAvailability(product, line);
      const linePaise = toPaise(product.discountPrice) * line.quantity;
      const orderableUpTo = lineMaxQuantity(left);
      cartItems.push({
        _id: line.id,
        productId: { _id: product._id, inStock: product.inStock },
        name: product.name,
        primaryImage: color?.images[0] ?? product.primaryImage,
        price: product.discountPrice,
        quantity: line.quantity,
        color: line.color,
        swatch: color?.swatch ?? null,
        size: line.size === '' ? null : line.size,
        subtotal: fromPaise(linePaise),
        stock: left,
        maxQuantity: problem && problem.reason !== 'not_enough_stock' ? 0 : orderableUpTo,
        problem,
      });
      totalPaise += linePaise;
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
      const product = await productOf(input.productId);
      if (!product.colors.some((color) => color.name === input.color)) {
        throw AppError.badRequest(CART_MESSAGES.colorUnavailable, [{ path: 'color', message: CART_MESSAGES.colorUnavailable }]);
      }
      const size = checkedSize(product, input.size);
      if (!product.inStock) throw AppError.conflict(CART_MESSAGES.unavailable);

      const cartId = await cartIdOf(userId);
      const current = (await repo.listItems(cartId)).find((line) => line.product_id === input.productId && line.color === input.color && line.size === size);
      const quantity = (current?.quantity ?? 0) + input.quantity;
      ensureOrderable(product, { color: input.color, size, quantity });
      if (quantity > MAX_LINE_QUANTITY) throw AppError.conflict(lineFull);
      const now = nowIso(clock);
      // The read above answers the common case with the right text; the write decides (a concurrent add may have come in between).
      const added = await repo.addToLine({ id: newId(), cart_id: cartId, product_id: input.productId, color: input.color, size, quantity: input.quantity, created_at: now, updated_at: now }, MAX_LINE_QUANTITY);
      if (added === null) throw AppError.conflict(lineFull);
      return getCart(userId);
    },

    /**
     * Sets a line's quantity (1..10 and within stock). Lowering it is always allowed, so a line
     * that can no longer be ordered in full can be brought down to what is left.
     */
    async setQuantity(userId: string, productId: string, color: string, input: SetCartQuantityInput): Promise<Cart> {
      const cartId = await cartIdOf(userId);
      const size = input.size ?? '';
      const line = (await repo.listItems(cartId)).find((candidate) => candidate.product_id === productId && candidate.color === color && candidate.size === size);
      if (!line) throw AppError.notFound(CART_MESSAGES.notInCart);
      if (input.quantity > line.quantity) ensureOrderable(await productOf(productId), { color, size, quantity: input.quantity });
      await repo.setLineQuantity(cartId, productId, color, size, input.quantity, nowIso(clock));
      return getCart(userId);
    },

    async remove(userId: string, productId: string, color: string, size = ''): Promise<Cart> {
      const cartId = await cartIdOf(userId);
      const removed = await repo.deleteLine(cartId, productId, color, size);
      if (removed === 0) throw AppError.notFound(CART_MESSAGES.notInCart);
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
     * The cart's lines as the cart page shows them (a deleted product's line is left out): what a
     * cart checkout must order, no more and no less. Inside the caller's transaction when it runs in one.
     */
    async linesOf(cartId: string): Promise<OrderedLine[]> {
      const lines = await repo.listItems(cartId);
      const products = await catalog.getProductsByIds(lines.map((line) => line.product_id));
      return lines
        .filter((line) => products.has(line.product_id))
        .map((line) => ({ productId: line.product_id, color: line.color, size: line.size === '' ? null : line.size, quantity: line.quantity }));
    },

    /**
     * Makes checkouts of this cart take turns, in the caller's transaction: the next one waits
     * until this one commits or rolls back, then reads the cart as this one left it.
     */
    async lockForCheckout(cartId: string): Promise<void> {
      await repo.touchCart(cartId, nowIso(clock));
    },

    /**
     * Takes what an order bought out of the cart it came from (not the whole cart: the shopper
     * may have added more since). Inside the caller's transaction when it runs in one.
     */
    async removeOrderedLines(cartId: string, lines: readonly OrderedLine[]): Promise<void> {
      for (const line of lines) await repo.subtractFromLine(cartId, line.productId, line.color, line.size ?? '', line.quantity);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
