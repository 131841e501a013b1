import { ORDER_NOT_FOUND } from '../../../common/admin-orders';
import { codLimitMessage } from '../../../common/checkout-messages';
import { fromPaise, toPaise } from '../../../common/money';
import { COD_UNAVAILABLE, NOT_A_GATEWAY_ORDER, PAYMENT_SETUP_IN_PROGRESS, PAYMENT_UNAVAILABLE, PRICES_CHANGED, codAllowedFor, type CodInsteadAnswer, type CodInsteadQuote, type PaymentLinkAnswer, type PaymentStatusAnswer } from '../../../common/orders';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError, isAppError } from '../../errors';
import { openAttemptLink, toAttempt } from './attempt';
import type { PaymentCompletion } from './completion-service';
import { isPaymentGatewayError } from './gateway';
import type { PaymentLinks } from './payment-links';
import type { CartPort, OrderRecord, OrdersPort, RepriceOrder } from './ports';
import type { PaymentAttemptsRepo } from './repo';

/**
 * A shopper's status calls for one pending payment reach the gateway at most once in this long;
 * the others answer from the database (the reconciler and the webhook keep it current).
 */
export const STATUS_CHECK_INTERVAL_MS = 5_000;

export { NOT_A_GATEWAY_ORDER } from '../../../common/orders';
export const NOT_UNPAID = 'This order is no longer waiting for its payment';

/**
 * The customer's view of one order's payment: its status (the return page), paying again, and
 * paying in cash on delivery instead (docs/decisions/0045).
 */
export function createOrderPaymentsService(deps: {
  reprice: RepriceOrder;
  orders: OrdersPort;
  cart: CartPort;
  /** Wakes the job worker after a commit that wrote a job (the COD order's e-mail). */
  wakeJobs: () => void;
  repo: PaymentAttemptsRepo;
  transaction: UnitOfWork['transaction'];
  links: PaymentLinks;
  completion: PaymentCompletion;
  provider: 'gateway' | 'upi';
  clock: () => Date;
}) {
  const { reprice, orders, cart, wakeJobs, repo, transaction, links, completion, provider, clock } = deps;

  async function ownOrder(userId: string, customOrderId: string): Promise<OrderRecord> {
    const order = await orders.findOwned(userId, customOrderId);
    if (!order) throw AppError.notFound(ORDER_NOT_FOUND);
    return order;
  }

  async function reload(order: OrderRecord): Promise<OrderRecord> {
    return (await orders.findById(order.id)) ?? order;
  }

  function ensureRetryable(order: OrderRecord): void {
    if (order.paymentMethod !== 'online') throw AppError.conflict('This order is paid on delivery');
    if (order.paymentStatus === 'Completed') throw AppError.conflict('This order is already paid');
    if (order.needsReview) throw AppError.conflict('This order is being reviewed by the shop');
    if (order.status === 'Canceled') throw AppError.conflict('This order was canceled');
  }

  function ensureSwitchableToCod(order: OrderRecord): void {
    if (order.paymentMethod !== 'online' || order.paymentGateway === null) throw AppError.conflict(NOT_A_GATEWAY_ORDER);
    if (order.paymentStatus === 'Completed' || order.paymentStatus === 'Refunded') throw AppError.conflict('This order is already paid');
    if (order.status === 'Canceled') throw AppError.conflict('This order was canceled');
    if (order.needsReview) throw AppError.conflict('This order is being reviewed by the shop');
    if (order.status !== 'Pending') throw AppError.conflict(NOT_UNPAID);
  }

  /**
   * What the order costs in cash on delivery today: its items and delivery as ordered (a changed
   * price is the spec's 409) plus the COD charge, under the shop's COD rules (on, and the limit).
   */
  async function codCharges(order: OrderRecord): Promise<{ codChargePaise: number; totalPaise: number }> {
    ensureSwitchableToCod(order);
    const priced = await reprice(order.lines, { paymentMethod: 'cod', cartCheckout: order.cartId !== null, discountPaise: order.discountPaise });
    if (!priced.rules.codEnabled) throw AppError.conflict(COD_UNAVAILABLE);
    const { codChargePaise, totalPaise } = priced.quote;
    if (totalPaise - codChargePaise !== order.totalPaise) throw AppError.conflict(PRICES_CHANGED);
    const max = priced.rules.codMaxOrderValuePaise;
    if (max !== null && !codAllowedFor(totalPaise, max)) throw AppError.conflict(codLimitMessage(fromPaise(max)));
    return { codChargePaise, totalPaise };
  }

  return {
    /**
     * GET /api/payments/status/{customOrderId}. While the latest attempt is pending the gateway is
     * asked (the redirect back proves nothing), and the answer settles it; but at most once per
     * STATUS_CHECK_INTERVAL_MS per attempt, claimed in the database, so a page polling in a loop
     * (or many at once, on several processes) cannot flood the gateway.
     */
    async status(userId: string, customOrderId: string): Promise<PaymentStatusAnswer> {
      let order = await ownOrder(userId, customOrderId);
      if (provider === 'gateway' && order.paymentMethod === 'online' && order.paymentStatus === 'Pending') {
        const row = await repo.latestForOrder(order.id);
        const now = clock();
        if (
          row?.state === 'PENDING' &&
          row.gateway_order_id !== null &&
          (await repo.claimStatusCheck(row.id, new Date(now.getTime() - STATUS_CHECK_INTERVAL_MS).toISOString(), now.toISOString()))
        ) {
          await completion.refresh(toAttempt(row));
          order = await reload(order);
        }
      }
      return { orderId: order.customOrderId, paymentStatus: order.paymentStatus, totalPrice: fromPaise(order.totalPaise), discount: order.view.discount, couponCode: order.view.couponCode, status: order.status };
    },

    /**
     * POST /api/payments/retry/{customOrderId} ('Pay again', 'Try again'): a new attempt (`…_2`,
     * `…_3`) for an unpaid online order, after checking stock and price again. An expired attempt
     * is closed first; one still open stays open beside the new one (a gateway payment cannot be
     * withdrawn): whichever is paid first pays the order, and a capture of the other is refunded
     * (docs/decisions/0045).
     */
    async retry(userId: string, customOrderId: string): Promise<PaymentLinkAnswer> {
      let order = await ownOrder(userId, customOrderId);
      ensureRetryable(order);
      if (provider === 'upi') return { paymentLink: links.upiLink(order), orderId: order.customOrderId };

      const latest = await repo.latestForOrder(order.id).then((row) => row && toAttempt(row));
      if (latest?.state === 'PENDING') {
        const open = openAttemptLink(latest, clock());
        if (open === 'busy') throw AppError.conflict(PAYMENT_SETUP_IN_PROGRESS);
        if (open === null) {
          // Expired (or abandoned mid-setup): paid after all, or closed before the next attempt.
          try {
            await completion.closeBeforeRetry(latest);
          } catch (error) {
            if (isPaymentGatewayError(error)) throw AppError.badGateway(PAYMENT_UNAVAILABLE);
            throw error;
          }
          order = await reload(order);
          ensureRetryable(order);
        }
      }

      const priced = await reprice(order.lines, { paymentMethod: 'online', cartCheckout: order.cartId !== null, discountPaise: order.discountPaise });
      if (priced.quote.totalPaise !== order.totalPaise) throw AppError.conflict(PRICES_CHANGED);

      const sequence = (latest?.sequence ?? 0) + 1;
      const attempt = await transaction(async () => {
        const row = links.newAttempt(order, sequence);
        // A concurrent retry that opened this sequence first wins; this one waits for its link.
        if (!(await repo.insert(row))) return null;
        await orders.reopenPayment(order.id);
        return row;
      });
      if (!attempt) throw AppError.conflict(PAYMENT_SETUP_IN_PROGRESS);
      return { paymentLink: await links.open(attempt, order), orderId: order.customOrderId };
    },

    /** GET /api/payments/cod-instead/{customOrderId}: what the order costs in cash on delivery, or why it cannot be paid so. */
    async codQuote(userId: string, customOrderId: string): Promise<CodInsteadQuote> {
      const order = await ownOrder(userId, customOrderId);
      try {
        const { codChargePaise, totalPaise } = await codCharges(order);
        return { orderId: order.customOrderId, available: true, codCharge: fromPaise(codChargePaise), totalPrice: fromPaise(totalPaise) };
      } catch (error) {
        // Not offered is an answer, not a failure: the screens hide the choice and can say why.
        if (isAppError(error) && error.kind === 'CONFLICT') return { orderId: order.customOrderId, available: false, reason: error.message };
        throw error;
      }
    },

    /**
     * POST /api/payments/cod-instead/{customOrderId} `{ totalPrice }`: the unpaid online order is
     * paid in cash on delivery instead, at the total the shopper was shown (409 when it differs).
     * One transaction: the order's conditional switch (it loses to a capture that committed first,
     * and a capture committing after it is refunded: completion-service.ts), its stock held, its
     * lines out of the cart and the COD order's e-mail as a job. Open attempts stay open at the
     * gateway, which cannot withdraw them; they can no longer pay the order.
     */
    async payOnDelivery(userId: string, customOrderId: string, shownTotal: number): Promise<CodInsteadAnswer> {
      const order = await ownOrder(userId, customOrderId);
      const charges = await codCharges(order);
      if (toPaise(shownTotal) !== charges.totalPaise) throw AppError.conflict(PRICES_CHANGED);
      const switched = await transaction(async () => {
        if (!(await orders.switchToCod(order.id, charges))) return false;
        if (order.cartId !== null) await cart.removeOrderedLines(order.cartId, order.lines);
        return true;
      });
      if (!switched) {
        // Paid, cancelled or flagged meanwhile: say which.
        ensureSwitchableToCod(await reload(order));
        throw AppError.conflict(NOT_UNPAID);
      }
      wakeJobs();
      return { orderId: order.customOrderId, totalPrice: fromPaise(charges.totalPaise) };
    },
  };
}

export type OrderPaymentsService = ReturnType<typeof createOrderPaymentsService>;
