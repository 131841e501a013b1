import { Link } from 'react-router';
import type { AdminOrder } from '../../../../common/admin-orders';
import { formatRupees } from '../../../../common/money';
import { formatOrderTime, paymentMethodLabel } from '../../../lib/order-display';
import { buttonClass } from '../../form/Button';
import { AdminOrderLine } from './AdminOrderLine';
import { awaitsReplacement, OrderStatusPill, PaymentStatusPill, ReplacementBadge, ReviewBadge } from './StatusPills';

/**
 * The orders list on a phone or tablet: one card per order with everything the table has and the
 * edit action as a full-width button, so nothing is clipped or sideways-scrolled out of reach.
 */
export function OrderCards({ orders, label }: { orders: AdminOrder[]; label: string }) {
  return (
    <ul aria-label={label} className="-mx-4 grid gap-3 sm:mx-0 sm:grid-cols-2">
      {orders.map((order) => (
        <li key={order._id} data-order-id={order.customOrderId}>
          <article aria-label={order.customOrderId} className="flex h-full flex-col border-y border-zinc-200 bg-white p-4 sm:rounded-xl sm:border sm:shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-mono font-semibold text-zinc-900">{order.customOrderId}</h2>
              <OrderStatusPill status={order.status} />
            </div>
            <p className="mt-1 text-sm text-zinc-600">
              {order.user.name} · <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time>
            </p>
            {order.needsReview && (
              <div className="mt-2">
                <ReviewBadge reason={order.reviewReason} />
              </div>
            )}
            {awaitsReplacement(order) && (
              <div className="mt-2">
                <ReplacementBadge />
              </div>
            )}
            <ul className="mt-3 grid gap-2">
              {order.products.map((line) => (
                <AdminOrderLine key={line._id} line={line} />
              ))}
            </ul>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 border-t border-zinc-100 pt-3 text-sm">
              <div>
                <dt className="text-zinc-600">Total Price</dt>
                <dd className="font-semibold text-zinc-900 tabular-nums">{formatRupees(order.totalPrice)}</dd>
              </div>
              <div>
                <dt className="text-zinc-600">Payment</dt>
                <dd className="flex flex-wrap items-center gap-1.5">
                  <PaymentStatusPill status={order.paymentStatus} />
                  <span className="text-zinc-800">{paymentMethodLabel(order.paymentMethod)}</span>
                </dd>
              </div>
            </dl>
            <div className="mt-auto pt-4">
              <Link to={`/admin/orders/edit/${order._id}`} className={buttonClass('secondary', true)}>
                Edit<span className="sr-only"> {order.customOrderId}</span>
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
