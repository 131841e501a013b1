import type { ShopSettings } from '../../../common/settings';
import type { MailQueue } from '../mail/module';
import { orderCompletedEmail } from './completed-email';
import { orderConfirmationEmail } from './confirmation-email';
import { shopNewOrderEmail } from './shop-new-order-email';
import { orderCancelledEmail, orderDeliveredEmail, orderRefundedEmail } from './lifecycle-emails';
import { toOrder, toReplacement } from './mappers';
import { replacementAcceptedEmail, replacementDeclinedEmail, replacementRequestedEmail } from './replacement-emails';
import type { OrdersRepo } from './repo';

/**
 * The shop's settings as a request reads them (the settings module's `current()`, handed in by
 * server/services.ts): the e-mails promise the shop's own delivery time (docs/decisions/0018).
 */
export type ShopSettingsPort = () => Promise<ShopSettings>;

/**
 * The customer account's own e-mail address as it is now (the accounts module's, handed in by
 * server/services.ts), or null when the account is gone.
 */
export type AccountEmailPort = (userId: string) => Promise<string | null>;

/**
 * The order's e-mails as durable jobs, written in the caller's transaction (the one whose
 * conditional UPDATE placed, paid, shipped, delivered, cancelled or refunded the order), so each
 * exists exactly when its cause does; the `once` key makes a second cause (another process,
 * a Shipped order then marked Completed) no second e-mail. Call `wake()` after
 * the commit to send them now rather than at the worker's next look.
 *
 * Each goes to the account's address, never to the one typed in the checkout body (kept on the
 * order as its contact): anyone can type a stranger's address there, as often as they like
 * (docs/decisions/0031). The account's address is the one its owner registered or confirmed by a
 * link; read when the e-mail is queued, so a shipped e-mail follows a confirmed e-mail change.
 */
export function createOrderMail(deps: { repo: OrdersRepo; mail: MailQueue; shop: { name: string; publicUrl: string }; settings: ShopSettingsPort; accountEmail: AccountEmailPort }) {
  const { repo, mail, shop, settings, accountEmail } = deps;

  async function orderOf(orderId: string) {
    const rows = await repo.findWithItems(orderId);
    if (!rows) throw new Error(`Order ${orderId} is not there to write to its customer`);
    const to = await accountEmail(rows.order.user_id);
    if (to === null) throw new Error(`Order ${orderId}'s account is not there to write to`);
    const { defaultDeliveryDays } = await settings();
    const order = toOrder(rows);
    return { order: { ...order, user: { ...order.user, email: to } }, shopName: shop.name, publicUrl: shop.publicUrl, deliveryDays: defaultDeliveryDays };
  }

  async function requestOf(orderId: string, requestId: string) {
    const row = await repo.findReplacement(orderId, requestId);
    if (!row) throw new Error(`Replacement request ${requestId} of order ${orderId} is not there to write about`);
    return toReplacement(row);
  }

  return {
    /** The confirmation, once per order whoever asks (checkout for COD, completion for a payment). */
    async queueConfirmation(orderId: string): Promise<void> {
      await mail.queue(orderConfirmationEmail(await orderOf(orderId)), { once: `order-confirmation:${orderId}` });
    },

    /**
     * The shop's new-order notice, to its support address (the settings'), once per order
     * (docs/decisions/0063): when a COD or UPI-QR order is placed, an online order's payment
     * completes, or an unpaid online order turns COD. False when the shop has no support address.
     */
    async queueShopNotice(orderId: string): Promise<boolean> {
      const { supportEmail } = await settings();
      if (!supportEmail) return false;
      const rows = await repo.findWithItems(orderId);
      if (!rows) throw new Error(`Order ${orderId} is not there to tell the shop about`);
      const order = toOrder(rows);
      // The account's address, as the customer's e-mails use (docs/decisions/0031).
      const email = (await accountEmail(rows.order.user_id)) ?? order.user.email;
      const message = shopNewOrderEmail({ order: { ...order, user: { ...order.user, email } }, paymentGateway: rows.order.payment_gateway, shopName: shop.name, publicUrl: shop.publicUrl, to: supportEmail });
      return mail.queue(message, { once: `shop-new-order:${orderId}` });
    },

    /** "On its way": the goods left (first Shipped or Completed), once per order. */
    async queueCompleted(orderId: string): Promise<void> {
      await mail.queue(orderCompletedEmail(await orderOf(orderId)), { once: `order-shipped:${orderId}` });
    },

    async queueDelivered(orderId: string): Promise<void> {
      await mail.queue(orderDeliveredEmail(await orderOf(orderId)), { once: `order-delivered:${orderId}` });
    },

    /** Cancelled, with the refund that started in the same transaction, if any. */
    async queueCancelled(orderId: string): Promise<void> {
      await mail.queue(orderCancelledEmail(await orderOf(orderId)), { once: `order-cancelled:${orderId}` });
    },

    async queueRefunded(orderId: string): Promise<void> {
      await mail.queue(orderRefundedEmail(await orderOf(orderId)), { once: `order-refunded:${orderId}` });
    },

    /**
     * A replacement request, to the shop's support address (the settings'); false when the shop has
     * none set, so the caller can say so in its log (the admin still sees the flag and the count).
     */
    async queueReplacementRequested(orderId: string, requestId: string): Promise<boolean> {
      const { supportEmail } = await settings();
      if (!supportEmail) return false;
      const options = await orderOf(orderId);
      await mail.queue(replacementRequestedEmail({ ...options, to: supportEmail }, await requestOf(orderId, requestId)), { once: `replacement-requested:${requestId}` });
      return true;
    },

    /** The shop's decision on a replacement request, to the customer: what happens next. */
    async queueReplacementDecided(orderId: string, requestId: string): Promise<void> {
      const request = await requestOf(orderId, requestId);
      const options = await orderOf(orderId);
      const message = request.status === 'accepted' ? replacementAcceptedEmail(options, request) : replacementDeclinedEmail(options, request);
      await mail.queue(message, { once: `replacement-decided:${requestId}` });
    },

    wake(): void {
      mail.wake();
    },
  };
}

export type OrderMail = ReturnType<typeof createOrderMail>;
