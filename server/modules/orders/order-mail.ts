import type { MailQueue } from '../mail';
import { orderCompletedEmail } from './completed-email';
import { orderConfirmationEmail } from './confirmation-email';
import { toOrder } from './mappers';
import type { OrdersRepo } from './repo';

/**
 * The order's e-mails as durable jobs, written in the caller's transaction (the one that placed,
 * paid or completed the order), so each exists exactly when its cause does. Call `wake()` after
 * the commit to send them now rather than at the worker's next look.
 */
export function createOrderMail(deps: { repo: OrdersRepo; mail: MailQueue; shop: { name: string; publicUrl: string } }) {
  const { repo, mail, shop } = deps;

  async function orderOf(orderId: string) {
    const rows = await repo.findById(orderId);
    if (!rows) throw new Error(`Order ${orderId} is not there to write to its customer`);
    return toOrder(rows);
  }

  return {
    /** The confirmation, once per order whoever asks (checkout for COD, completion for a payment). */
    async queueConfirmation(orderId: string): Promise<void> {
      const message = orderConfirmationEmail({ order: await orderOf(orderId), shopName: shop.name, publicUrl: shop.publicUrl });
      await mail.queue(message, { once: `order-confirmation:${orderId}` });
    },

    /** The "on its way" e-mail of an order the shop just marked Completed. */
    async queueCompleted(orderId: string): Promise<void> {
      await mail.queue(orderCompletedEmail({ order: await orderOf(orderId), shopName: shop.name, publicUrl: shop.publicUrl }));
    },

    wake(): void {
      mail.wake();
    },
  };
}

export type OrderMail = ReturnType<typeof createOrderMail>;
