import type { Logger } from 'pino';
import { fromPaise, toPaise } from '../../../common/money';
import { codLimitMessage, otherStateMessage } from '../../../common/checkout-messages';
import { resolveGstState } from '../../../common/gst/states';
import { CART_EMPTY, COD_UNAVAILABLE, PAYMENT_SETUP_IN_PROGRESS, PRICES_CHANGED, codAllowedFor, mayDeliverTo, type CheckoutInput, type CheckoutRules, type CodOrderAnswer, type OrderedLine, type PaymentLinkAnswer, type PaymentMethod, type QuoteAnswer, type QuoteInput } from '../../../common/orders';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../errors';
import type { NewOrder, OrderPlacement, OrderRecord } from '../orders/module';
import type { PaymentOpenings } from '../payments/module';
import { cartCheckoutKey, sameLines } from './checkout-keys';
import type { CheckoutRulesPort, OrderPricing } from './pricing';

/** What checkout needs of the cart module's service. */
export interface CheckoutCartPort {
  /** The user id owning that cart, or null. */
  ownerOf(cartId: string): Promise<string | null>;
  /** The cart's lines now, as its page shows them (inside checkout's transaction). */
  linesOf(cartId: string): Promise<OrderedLine[]>;
  /** Makes concurrent checkouts of that cart take turns until checkout's transaction ends. */
  lockForCheckout(cartId: string): Promise<void>;
  /** Subtracts what was ordered from that cart (inside checkout's transaction). */
  removeOrderedLines(cartId: string, lines: readonly OrderedLine[]): Promise<void>;
}

export const CHECKOUT_ALREADY_PLACED = 'This checkout was placed already. Please see your orders.';

/**
 * Checkout (docs/api.md): prices the order from today's catalogue, refuses a total the
 * customer did not see, writes the order with its snapshot and opens the payment. Every placement
 * is idempotent (docs/decisions/0012): the modal's Idempotency-Key (one per opening, UNIQUE per
 * customer) makes a repeated or concurrent submission answer the order already placed, and a
 * cart's checkout key (its lines and total) does the same for a client without one. A new order
 * from a cart cancels the cart's older online orders still waiting for their payment, so one cart
 * checkout never ends in two paid orders (a late payment on one of those is refunded). A cart
 * checkout orders the cart as it stands, checked in the placing transaction once the order holds
 * the cart's checkout key, so an emptied cart is never ordered again (docs/decisions/0029).
 */
export function createCheckoutService(deps: {
  pricing: OrderPricing;
  /** The shop's delivery and cash-on-delivery rules (its settings), as pricing reads them. */
  rules: CheckoutRulesPort;
  orders: OrderPlacement;
  cart: CheckoutCartPort;
  payments: PaymentOpenings;
  transaction: UnitOfWork['transaction'];
  logger: Logger;
}) {
  const { pricing, orders, cart, payments, transaction, logger } = deps;
  const { provider } = payments;

  async function prepare(userId: string, input: CheckoutInput, paymentMethod: PaymentMethod, idempotencyKey: string | null): Promise<NewOrder> {
    const cartId = input.cartId ?? null;
    // Ownership first: another customer's cart (or none) is not found, whatever else is wrong.
    if (cartId !== null && (await cart.ownerOf(cartId)) !== userId) throw AppError.notFound('Cart not found');
    const rules = await deps.rules();
    // A composition shop may not sell to another state (CGST Act s.10(2)(c)): refused before any
    // order or payment exists, at the address's state (docs/decisions/0035).
    const { onlyWithinState } = rules;
    if (onlyWithinState !== null && !mayDeliverTo(resolveGstState(input.deliveryAddress.state)?.code, onlyWithinState)) {
      const message = otherStateMessage(onlyWithinState.name);
      throw AppError.conflict(message, [{ path: 'deliveryAddress.state', message }]);
    }
    // A shop that has cash on delivery switched off takes no such order, whatever the client.
    if (paymentMethod === 'cod' && !rules.codEnabled) throw AppError.conflict(COD_UNAVAILABLE);
    const priced = await pricing.price(input.products, { paymentMethod, cartCheckout: cartId !== null, ...(input.couponCode ? { coupon: { code: input.couponCode, userId, cartId } } : {}) });
    // A coupon that does not apply says why (docs/decisions/0060), before any total is compared.
    if (priced.couponRefusal !== null) throw AppError.conflict(priced.couponRefusal, [{ path: 'couponCode', message: priced.couponRefusal }]);
    if (toPaise(input.totalPrice) !== priced.quote.totalPaise) throw AppError.conflict(PRICES_CHANGED);
    // Above the shop's limit, cash on delivery is refused before anything is written (the modal
    // disables the choice already; this is for a stale page or another client).
    const { codMaxOrderValuePaise } = priced.rules;
    if (paymentMethod === 'cod' && codMaxOrderValuePaise !== null && !codAllowedFor(priced.quote.totalPaise, codMaxOrderValuePaise)) {
      throw AppError.conflict(codLimitMessage(fromPaise(codMaxOrderValuePaise)));
    }
    return {
      userId,
      customer: { name: input.name, email: input.email, contactNumber: input.contactNumber, address: input.deliveryAddress },
      paymentMethod,
      paymentGateway: paymentMethod === 'online' && provider === 'gateway' ? 'phonepe' : null,
      cartId,
      checkoutKey: null,
      idempotencyKey,
      lines: priced.lines,
      quote: priced.quote,
      coupon: priced.coupon === null ? null : { couponId: priced.coupon.couponId, code: priced.coupon.code },
    };
  }

  /**
   * 409 unless the cart holds exactly these lines now: 'Your cart is empty.' when it holds none
   * (its lines were ordered already), the spec's 'Prices have changed' when they differ.
   */
  async function ensureCartHolds(cartId: string, lines: readonly OrderedLine[]): Promise<void> {
    // One checkout of a cart at a time: a concurrent one (another key, other lines, the other
    // payment method) waits here, then finds the cart emptied or this order to supersede.
    await cart.lockForCheckout(cartId);
    const current = await cart.linesOf(cartId);
    if (current.length === 0) throw AppError.conflict(CART_EMPTY);
    if (!sameLines(current, lines)) throw AppError.conflict(PRICES_CHANGED);
  }

  /**
   * The payment still open for this very cart checkout (same cart, lines and total), to send the
   * shopper back to instead of opening a second order. An expired, settled or abandoned one gives
   * the key up so a new order can take it.
   */
  async function openCheckout(userId: string, key: string): Promise<PaymentLinkAnswer | 'busy' | null> {
    const order = await orders.findByCheckoutKey(userId, key);
    if (!order) return null;
    const open = await payments.openLinkOf(order);
    if (open) return open;
    await orders.releaseCheckoutKey(order.id, key);
    return null;
  }

  /** What a repeated online submission answers: the first order's open link (or why there is none). */
  async function answerRepeatedOnline(order: OrderRecord): Promise<PaymentLinkAnswer> {
    if (provider === 'upi') return { paymentLink: payments.upiLink(order), orderId: order.customOrderId };
    const open = await payments.openLinkOf(order);
    if (open === 'busy') throw AppError.conflict(PAYMENT_SETUP_IN_PROGRESS);
    if (open) return open;
    throw AppError.conflict(CHECKOUT_ALREADY_PLACED);
  }

  return {
    /**
     * POST /api/checkout/quote: what this order would cost, by the very pricing that places it
     * (docs/decisions/0060). A coupon that does not apply is reported, not refused: the quote is
     * then without it. A cart that is not the customer's is not found.
     */
    async quote(userId: string, input: QuoteInput): Promise<QuoteAnswer> {
      const cartId = input.cartId ?? null;
      if (cartId !== null && (await cart.ownerOf(cartId)) !== userId) throw AppError.notFound('Cart not found');
      const priced = await pricing.price(input.products, {
        paymentMethod: input.paymentMethod,
        cartCheckout: cartId !== null,
        ...(input.couponCode ? { coupon: { code: input.couponCode, userId, cartId } } : {}),
      });
      const { quote, coupon, couponRefusal, codTotalPaise, rules } = priced;
      const threshold = rules.freeDeliveryAbovePaise;
      // Only a cart can add to reach free delivery: a Buy Now orders one item as chosen.
      const shortfallPaise = cartId !== null && threshold !== null && quote.deliveryChargePaise > 0 && quote.itemsTotalPaise < threshold ? threshold - quote.itemsTotalPaise : null;
      return {
        subtotal: fromPaise(quote.itemsTotalPaise),
        deliveryCharge: fromPaise(quote.deliveryChargePaise),
        codCharge: fromPaise(quote.codChargePaise),
        discount: fromPaise(quote.discountPaise),
        total: fromPaise(quote.totalPaise),
        coupon: coupon === null ? null : { code: coupon.code, discount: fromPaise(coupon.discountPaise) },
        ...(couponRefusal === null ? {} : { couponError: couponRefusal }),
        codAllowed: rules.codEnabled && codAllowedFor(codTotalPaise, rules.codMaxOrderValuePaise),
        freeDeliveryShortfall: shortfallPaise === null ? null : fromPaise(shortfallPaise),
      };
    },

    /** POST /api/payments/phonepe: the order and where to pay it. */
    async placeOnlineOrder(userId: string, input: CheckoutInput, idempotencyKey: string | null = null): Promise<PaymentLinkAnswer> {
      if (idempotencyKey !== null) {
        const earlier = await orders.findByIdempotencyKey(userId, idempotencyKey);
        if (earlier) return answerRepeatedOnline(earlier);
      }
      const draft = await prepare(userId, input, 'online', idempotencyKey);
      if (provider === 'upi') {
        // The order and its stock in one transaction (a UPI QR order is never superseded: the
        // shopper may have paid it without the shop knowing yet, so it keeps its stock).
        const result = await transaction(async () => {
          const placed = await orders.place(draft);
          if (placed !== 'checkout-taken' && 'placed' in placed) {
            if (draft.cartId !== null) await ensureCartHolds(draft.cartId, draft.lines);
            await orders.holdStock(placed.placed, { supersede: false });
            // The shop checks its UPI account for this payment (docs/decisions/0063).
            await orders.queueShopNotice(placed.placed.id);
          }
          return placed;
        });
        if (result === 'checkout-taken') throw new Error('An order without a checkout key cannot clash on it');
        const order = 'repeatOf' in result ? result.repeatOf : result.placed;
        if ('placed' in result) {
          logger.info({ customOrderId: order.customOrderId }, 'order placed for UPI payment');
          orders.wakeMail();
        }
        return { paymentLink: payments.upiLink(order), orderId: order.customOrderId };
      }

      const key = draft.cartId === null ? null : cartCheckoutKey(draft, 'online');
      // Two rounds: an open checkout found and released in between can be taken by a racing request.
      for (let round = 0; round < 2; round += 1) {
        if (key !== null) {
          const open = await openCheckout(userId, key);
          if (open === 'busy') throw AppError.conflict(PAYMENT_SETUP_IN_PROGRESS);
          if (open) return open;
        }
        const placed = await transaction(async () => {
          const result = await orders.place({ ...draft, checkoutKey: key });
          if (result === 'checkout-taken' || 'repeatOf' in result) return result;
          const order = result.placed;
          // The order holds the cart's checkout key now: no twin can pass this check with it.
          if (draft.cartId !== null) await ensureCartHolds(draft.cartId, draft.lines);
          const attempt = await payments.begin(order);
          // The cart's older unpaid orders are superseded and their stock given back as this one takes its own.
          const superseded = await orders.holdStock(order);
          return { order, attempt, superseded };
        });
        if (placed === 'checkout-taken') continue;
        if ('repeatOf' in placed) return answerRepeatedOnline(placed.repeatOf);
        const { order, attempt, superseded } = placed;
        logger.info({ customOrderId: order.customOrderId, totalPaise: order.totalPaise, superseded }, 'order placed for online payment');
        return { paymentLink: await payments.open(attempt, order), orderId: order.customOrderId };
      }
      throw AppError.conflict(PAYMENT_SETUP_IN_PROGRESS);
    },

    /**
     * POST /api/payments/cod: the order, its lines out of the cart, and the confirmation e-mail's
     * job. A cart checkout holds the cart's checkout key whatever the Idempotency-Key, so of any
     * number of submissions of one cart (two tabs, the modal opened twice) one places the order
     * and the others are answered that order (docs/decisions/0029).
     */
    async placeCodOrder(userId: string, input: CheckoutInput, idempotencyKey: string | null = null): Promise<CodOrderAnswer> {
      if (idempotencyKey !== null) {
        const earlier = await orders.findByIdempotencyKey(userId, idempotencyKey);
        if (earlier) return { orderId: earlier.customOrderId };
      }
      const draft = await prepare(userId, input, 'cod', idempotencyKey);
      const { cartId } = draft;
      const key = cartId === null ? null : cartCheckoutKey(draft, 'cod');
      for (let round = 0; round < 3; round += 1) {
        const result = await transaction(async () => {
          const placed = await orders.place({ ...draft, checkoutKey: key });
          if (placed === 'checkout-taken' || 'repeatOf' in placed) return placed;
          const order = placed.placed;
          if (cartId !== null) {
            // The order holds the cart's checkout key now: no twin can pass this check with it.
            await ensureCartHolds(cartId, draft.lines);
            await cart.removeOrderedLines(cartId, order.lines);
          }
          await orders.holdStock(order);
          await orders.queueConfirmation(order.id);
          await orders.queueShopNotice(order.id);
          return placed;
        });
        if (result !== 'checkout-taken') {
          const order = 'repeatOf' in result ? result.repeatOf : result.placed;
          if ('placed' in result) {
            logger.info({ customOrderId: order.customOrderId, totalPaise: order.totalPaise }, 'cash-on-delivery order placed');
            orders.wakeMail();
          }
          return { orderId: order.customOrderId };
        }
        // An order of these very lines holds the key, and it took them out of the cart as it was
        // placed. The cart without them: this is that checkout again, answered with its order.
        // The cart holding them again: the shopper filled it anew, so the key goes to a new order.
        const earlier = await orders.findByCheckoutKey(userId, key!);
        if (!earlier) continue;
        if (!sameLines(await cart.linesOf(cartId!), draft.lines)) return { orderId: earlier.customOrderId };
        await orders.releaseCheckoutKey(earlier.id, key!);
      }
      throw AppError.conflict(CHECKOUT_ALREADY_PLACED);
    },

    /** The rules the checkout screens show and apply (the root loader's `checkout`), in rupees. */
    async rules(): Promise<CheckoutRules> {
      const rules = await deps.rules();
      return {
        codEnabled: rules.codEnabled,
        codMaxOrderValue: rules.codMaxOrderValuePaise === null ? null : fromPaise(rules.codMaxOrderValuePaise),
        cartDeliveryCharge: fromPaise(rules.cartDeliveryChargePaise),
        freeDeliveryAbove: rules.freeDeliveryAbovePaise === null ? null : fromPaise(rules.freeDeliveryAbovePaise),
        onlyWithinState: rules.onlyWithinState,
      };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
