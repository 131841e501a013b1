import { Link } from 'react-router';
import type { AdminOrder } from '../../../../common/admin-orders';
import { formatRupees } from '../../../../common/money';
import { formatOrderTime, paymentMethodLabel } from '../../../lib/order-display';
import { actionLinkClass, Cell, DataTable } from '../DataTable';
import { AdminOrderLine } from './AdminOrderLine';
import { awaitsReplacement, OrderStatusPill, PaymentStatusPill, ReplacementBadge, ReviewBadge } from './StatusPills';

const COLUMNS = [
  { label: 'Order ID' },
  { label: 'Products', className: 'min-w-56' },
  { label: 'Total Price', align: 'right' as const },
  { label: 'Status' },
  { label: 'Payment Status' },
  { label: 'Payment Method' },
  { label: 'Date' },
  { label: <span className="sr-only">Actions</span>, align: 'right' as const, className: 'w-16' },
];

/**
 * The admin's order table (docs/storefront-texts.md#screens, and our payment method column): id and customer, the lines
 * (image, name, colour, quantity), total, status and payment status in the spec's colours, how it
 * is paid, date, edit link. A flagged order says so under its id. Shown from laptops up; phones
 * get the same orders as cards (OrderCards).
 */
export function OrdersTable({ orders, caption }: { orders: AdminOrder[]; caption: string }) {
  return (
    <DataTable caption={caption} columns={COLUMNS}>
      {orders.map((order) => (
        <tr key={order._id} data-order-id={order.customOrderId}>
          <Cell className="align-top">
            <span className="font-mono font-semibold whitespace-nowrap text-zinc-900">{order.customOrderId}</span>
            <p className="mt-0.5 max-w-40 truncate text-xs text-zinc-600" title={order.user.email}>
              {order.user.name}
            </p>
            {order.needsReview && (
              <div className="mt-1">
                <ReviewBadge reason={order.reviewReason} />
              </div>
            )}
            {awaitsReplacement(order) && (
              <div className="mt-1">
                <ReplacementBadge />
              </div>
            )}
          </Cell>
          <Cell className="align-top">
            <ul className="grid gap-2">
              {order.products.map((line) => (
                <AdminOrderLine key={line._id} line={line} />
              ))}
            </ul>
          </Cell>
          <Cell align="right" className="align-top whitespace-nowrap tabular-nums">
            {formatRupees(order.totalPrice)}
          </Cell>
          <Cell className="align-top">
            <OrderStatusPill status={order.status} />
          </Cell>
          <Cell className="align-top">
            <PaymentStatusPill status={order.paymentStatus} />
          </Cell>
          {/* An unpaid online order is money that never came (do not ship it); unpaid COD is normal. */}
          <Cell className="align-top whitespace-nowrap">{paymentMethodLabel(order.paymentMethod)}</Cell>
          <Cell className="align-top whitespace-nowrap">
            <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time>
          </Cell>
          <Cell align="right" className="align-top">
            <Link to={`/admin/orders/edit/${order._id}`} className={actionLinkClass}>
              Edit<span className="sr-only"> {order.customOrderId}</span>
            </Link>
          </Cell>
        </tr>
      ))}
    </DataTable>
  );
}
