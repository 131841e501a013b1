import type { Logger } from 'pino';
import { PAYMENT_UNAVAILABLE } from '../../../common/orders';
import { newId } from '../../db/ids';
import { AppError } from '../../errors';
import { merchantOrderIdOf, toAttempt } from './attempt';
import type { PaymentCompletion } from './completion-service';
import { isPaymentGatewayError, type PaymentGateway } from './gateway';
import type { OrderRecord } from './ports';
import { FIRST_CHECK_MS } from './reconcile-schedule';
import type { PaymentAttemptsRepo } from './repo';
import type { PaymentAttemptsTable } from './tables';
import { buildUpiLink } from './upi/upi-link';

/** How long the shopper has to pay an attempt (PhonePe allows 300..3600 s). */
export const PAYMENT_EXPIRE_AFTER_SECONDS = 1200;

/**
 * Where the shopper pays: a gateway attempt's hosted page, or (PAYMENT_PROVIDER=upi) a UPI deep
 * link for the QR screen.
 */
export function createPaymentLinks(deps: {
  repo: PaymentAttemptsRepo;
  completion: PaymentCompletion;
  gateway: PaymentGateway | null;
  upi: { vpa: string; payeeName: string } | null;
  shop: { name: string; publicUrl: string };
  clock: () => Date;
  logger: Logger;
}) {
  const { repo, completion, gateway, upi, shop, clock, logger } = deps;

  return {
    /**
     * The attempt row to write with the order (or the retry), before the gateway is called: a
     * create call that times out may still have made a payment, and the reconciler then knows it.
     */
    newAttempt(order: OrderRecord, sequence: number): PaymentAttemptsTable {
      const at = clock();
      return {
        id: newId(),
        order_id: order.id,
        sequence,
        merchant_order_id: merchantOrderIdOf(order.customOrderId, sequence),
        gateway_order_id: null,
        state: 'PENDING',
        amount: order.totalPaise,
        redirect_url: null,
        expires_at: new Date(at.getTime() + PAYMENT_EXPIRE_AFTER_SECONDS * 1000).toISOString(),
        next_check_at: new Date(at.getTime() + FIRST_CHECK_MS).toISOString(),
        status_checked_at: null,
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
      };
    },

    /**
     * Creates the payment at the gateway for a written attempt; the hosted page to send the shopper
     * to. When the gateway fails, the attempt and the order's payment are Failed (the customer may
     * retry) and the answer is a 502.
     */
    async open(row: PaymentAttemptsTable, order: OrderRecord): Promise<string> {
      if (!gateway) throw new Error('No payment gateway is configured');
      try {
        const created = await gateway.createPayment({
          merchantOrderId: row.merchant_order_id,
          amountPaise: row.amount,
          redirectUrl: `${shop.publicUrl}/paymentsuccess?reference=${order.customOrderId}`,
          message: `${shop.name} order ${order.customOrderId}`,
          expireAfterSeconds: PAYMENT_EXPIRE_AFTER_SECONDS,
          udf1: order.customOrderId,
        });
        await repo.attachGatewayOrder(
          row.id,
          { gateway_order_id: created.gatewayOrderId, redirect_url: created.redirectUrl, expires_at: created.expireAt.toISOString() },
          clock().toISOString(),
        );
        return created.redirectUrl;
      } catch (error) {
        await completion.fail(toAttempt(row), 'the payment could not be created at the gateway');
        if (!isPaymentGatewayError(error)) throw error;
        logger.error({ err: error, merchantOrderId: row.merchant_order_id }, 'payment creation failed');
        throw AppError.badGateway(PAYMENT_UNAVAILABLE);
      }
    },

    /** The `upi://pay` link of an order: amount, note and the order id as the reference. */
    upiLink(order: OrderRecord): string {
      if (!upi) throw new Error('UPI is not configured');
      return buildUpiLink({
        vpa: upi.vpa,
        payeeName: upi.payeeName,
        amountPaise: order.totalPaise,
        note: `Order ${order.customOrderId}`,
        reference: order.customOrderId,
      });
    },
  };
}

export type PaymentLinks = ReturnType<typeof createPaymentLinks>;
