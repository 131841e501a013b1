import type { AdminOrder } from '../../../../common/admin-orders';
import type { OrderStatus, PaymentStatus } from '../../../../common/orders';
import { adminOrderStatusClass } from '../../../lib/admin-order-display';
import { paymentStatusClass } from '../../../lib/order-display';

const pill = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** An order status in the admin list's colours (docs/storefront-texts.md#states; Completed grey): the contract's status values, 'Canceled' included (docs/storefront-texts.md). */
export function OrderStatusPill({ status }: { status: OrderStatus }) {
  return <span className={`${pill} ${adminOrderStatusClass(status)}`}>{status}</span>;
}

/** A payment status: Completed green, anything else red (docs/storefront-texts.md#states). */
export function PaymentStatusPill({ status }: { status: PaymentStatus }) {
  return <span className={`${pill} ${paymentStatusClass(status)}`}>{status}</span>;
}

/** The payments module's amount check flagged the order: the shop should look before fulfilling it. */
export function ReviewBadge({ reason }: { reason: string | null }) {
  return (
    <span title={reason ?? undefined} className={`${pill} border border-danger-600 bg-white text-danger-700`}>
      Needs review
    </span>
  );
}

/** A customer asked for a replacement the shop has not decided yet (docs/decisions/0048). */
export const awaitsReplacement = (order: Pick<AdminOrder, 'replacements'>) => order.replacements.some((request) => request.status === 'requested');

export function ReplacementBadge() {
  return <span className={`${pill} border border-warning-500 bg-warning-50 text-warning-800`}>Replacement requested</span>;
}
