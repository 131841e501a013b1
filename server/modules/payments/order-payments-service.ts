import { ORDER_NOT_FOUND } from '../../../common/admin-orders';
import { fromPaise } from '../../../common/money';
import { PAYMENT_SETUP_IN_PROGRESS, PAYMENT_UNAVAILABLE, PRICES_CHANGED, type PaymentLinkAnswer, type PaymentStatusAnswer } from '../../../common/orders';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../errors';
import { openAttemptLink, toAttempt } from './attempt';
import type { PaymentCompletion } from './completion-service';
import { isPaymentGatewayError } from './gateway';
import type { PaymentLinks } from './payment-links';
import type { OrderRecord, OrdersPort, RepriceOrder } from './ports';
import type { PaymentAttemptsRepo } from './repo';

/**
 * A shopper's status calls for one pending payment reach the gateway at most once in this long;
 * the others answer from the database (the reconciler and the webhook keep it current).
 */
export const STATUS_CHECK_INTERVAL_MS = 5_000;

/** The customer's view of one order's payment: its status (the return page) and a retry. */
export function createOrderPaymentsService(deps: {
  reprice: RepriceOrder;
  orders: OrdersPort;
  repo: PaymentAttemptsRepo;
  transaction: UnitOfWork['transaction'];
  links: PaymentLinks;
  completion: PaymentCompletion;
  provider: 'gateway' | 'upi';
  clock: () => Date;
}) {
  const { reprice, orders, repo, transaction, links, completion, provider, clock } = deps;

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
      return { orderId: order.customOrderId, paymentStatus: order.paymentStatus, totalPrice: fromPaise(order.totalPaise), status: order.status };
    },

    /**
     * POST /api/payments/retry/{customOrderId}: a new attempt (`…_2`, `…_3`) for an online order
     * whose payment failed or expired, after checking stock and price again. An attempt still open
     * answers its own link.
     */
    async retry(userId: string, customOrderId: string): Promise<PaymentLinkAnswer> {
      let order = await ownOrder(userId, customOrderId);
      ensureRetryable(order);
      if (provider === 'upi') return { paymentLink: links.upiLink(order), orderId: order.customOrderId };

      const latest = await repo.latestForOrder(order.id).then((row) => row && toAttempt(row));
      if (latest?.state === 'PENDING') {
        const open = openAttemptLink(latest, clock());
        if (open === 'busy') throw AppError.conflict(PAYMENT_SETUP_IN_PROGRESS);
        if (open) return { paymentLink: open.link, orderId: order.customOrderId };
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

      const priced = await reprice(order.lines, { paymentMethod: 'online', cartCheckout: order.cartId !== null });
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
  };
}

export type OrderPaymentsService = ReturnType<typeof createOrderPaymentsService>;
