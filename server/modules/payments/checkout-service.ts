import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { toPaise } from '../../../common/money';
import { PAYMENT_SETUP_IN_PROGRESS, PRICES_CHANGED, type CheckoutInput, type CodOrderAnswer, type PaymentLinkAnswer, type PaymentMethod } from '../../../common/orders';
import { AppError } from '../../errors';
import type { NewOrder, OrdersService } from '../orders/service';
import { openAttemptLink, toAttempt } from './attempt';
import type { CartPort } from './cart-port';
import type { PaymentLinks } from './payment-links';
import type { OrderPricing } from './pricing';
import type { PaymentAttemptsRepo } from './repo';

/**
 * Checkout (ARCHITECTURE.md §4): prices the order from today's catalogue, refuses a total the
 * customer did not see, writes the order with its snapshot and opens the payment.
 */
export function createCheckoutService(deps: {
  priceOrder: OrderPricing;
  orders: OrdersService;
  cart: CartPort;
  repo: PaymentAttemptsRepo;
  links: PaymentLinks;
  /** 'gateway': PhonePe (or its simulator); 'upi': a UPI link the shop confirms by hand. */
  provider: 'gateway' | 'upi';
  clock: () => Date;
  logger: Logger;
}) {
  const { priceOrder, orders, cart, repo, links, provider, clock, logger } = deps;

  async function prepare(userId: string, input: CheckoutInput, paymentMethod: PaymentMethod): Promise<NewOrder> {
    const cartId = input.cartId ?? null;
    // Ownership first: another customer's cart (or none) is not found, whatever else is wrong.
    if (cartId !== null && (await cart.ownerOf(cartId)) !== userId) throw AppError.notFound('Cart not found');
    const priced = await priceOrder(input.products, { paymentMethod, cartCheckout: cartId !== null });
    if (toPaise(input.totalPrice) !== priced.quote.totalPaise) throw AppError.conflict(PRICES_CHANGED);
    return {
      userId,
      customer: { name: input.name, email: input.email, contactNumber: input.contactNumber, address: input.deliveryAddress },
      paymentMethod,
      cartId,
      checkoutKey: null,
      lines: priced.lines,
      quote: priced.quote,
    };
  }

  /**
   * The payment still open for this very cart checkout (same cart, lines and total), to send the
   * shopper back to instead of opening a second order; 'busy' while its link is being made. An
   * expired, settled or abandoned one gives the key up so a new order can take it.
   */
  async function openCheckout(userId: string, key: string): Promise<PaymentLinkAnswer | 'busy' | null> {
    const order = await orders.findByCheckoutKey(userId, key);
    if (!order) return null;
    const row = await repo.latestForOrder(order.id);
    const open = openAttemptLink(row && toAttempt(row), clock());
    if (open === 'busy') return 'busy';
    if (open) return { paymentLink: open.link, orderId: order.customOrderId };
    await orders.releaseCheckoutKey(order.id, key);
    return null;
  }

  return {
    /** POST /api/payments/phonepe: the order and where to pay it. */
    async placeOnlineOrder(userId: string, input: CheckoutInput): Promise<PaymentLinkAnswer> {
      const draft = await prepare(userId, input, 'online');
      if (provider === 'upi') {
        const order = await orders.place(draft);
        if (order === 'checkout-taken') throw new Error('An order without a checkout key cannot clash on it');
        logger.info({ customOrderId: order.customOrderId }, 'order placed for UPI payment');
        return { paymentLink: links.upiLink(order), orderId: order.customOrderId };
      }

      const key = draft.cartId === null ? null : checkoutKey(draft);
      // Two rounds: an open checkout found and released in between can be taken by a racing request.
      for (let round = 0; round < 2; round += 1) {
        if (key !== null) {
          const open = await openCheckout(userId, key);
          if (open === 'busy') throw AppError.conflict(PAYMENT_SETUP_IN_PROGRESS);
          if (open) return open;
        }
        const placed = await repo.transaction(async (trx) => {
          const order = await orders.place({ ...draft, checkoutKey: key }, trx);
          if (order === 'checkout-taken') return null;
          const attempt = links.newAttempt(order, 1);
          await repo.insert(attempt, trx);
          return { order, attempt };
        });
        if (placed) {
          logger.info({ customOrderId: placed.order.customOrderId, totalPaise: placed.order.totalPaise }, 'order placed for online payment');
          return { paymentLink: await links.open(placed.attempt, placed.order), orderId: placed.order.customOrderId };
        }
      }
      throw AppError.conflict(PAYMENT_SETUP_IN_PROGRESS);
    },

    /** POST /api/payments/cod: the order, its lines out of the cart, and the confirmation e-mail. */
    async placeCodOrder(userId: string, input: CheckoutInput): Promise<CodOrderAnswer> {
      const draft = await prepare(userId, input, 'cod');
      const order = await repo.transaction(async (trx) => {
        const placed = await orders.place(draft, trx);
        if (placed === 'checkout-taken') throw new Error('An order without a checkout key cannot clash on it');
        if (placed.cartId !== null) await cart.removeOrderedLines(placed.cartId, placed.lines, trx);
        return placed;
      });
      logger.info({ customOrderId: order.customOrderId, totalPaise: order.totalPaise }, 'cash-on-delivery order placed');
      orders.sendConfirmation(order.id);
      return { orderId: order.customOrderId };
    },
  };
}

/** One cart checkout: the cart, what is ordered from it and the total. */
function checkoutKey(draft: NewOrder): string {
  const lines = draft.lines.map((line) => `${line.productId}/${line.color}/${line.quantity}`).sort();
  const digest = createHash('sha256').update(JSON.stringify([draft.cartId, draft.quote.totalPaise, lines])).digest('base64url');
  return `cart:${digest}`;
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
