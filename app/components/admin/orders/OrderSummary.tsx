import type { AdminOrder } from '../../../../common/admin-orders';
import { formatRupees } from '../../../../common/money';
import { discountRow, formatOrderTime, paymentMethodLabel } from '../../../lib/order-display';
import { TrackingId } from '../../orders/TrackingId';
import { Detail, PhoneLinks } from '../Details';
import { Card } from '../Page';
import { AdminOrderLine } from './AdminOrderLine';
import { awaitsReplacement, OrderStatusPill, PaymentStatusPill, ReplacementBadge, ReviewBadge } from './StatusPills';

/** What the admin sees of an order above its edit form: who, where, what, how much, how paid. */
export function OrderSummary({ order }: { order: AdminOrder }) {
  const { deliveryAddress: address } = order;
  const discount = discountRow(order);
  return (
    <Card>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-mono text-lg font-semibold text-zinc-900">{order.customOrderId}</h2>
        <OrderStatusPill status={order.status} />
        {order.needsReview && <ReviewBadge reason={order.reviewReason} />}
        {awaitsReplacement(order) && <ReplacementBadge />}
      </div>
      <p className="mt-1 text-sm text-zinc-600">
        Placed on <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time>
      </p>
      {order.needsReview && order.reviewReason && (
        <p role="note" className="mt-3 rounded-lg border border-danger-100 bg-danger-50 px-3 py-2 text-sm text-danger-800">
          Flagged for review: {order.reviewReason}
        </p>
      )}
      {order.cancelReason && (
        <p role="note" className="mt-3 rounded-lg border border-danger-100 bg-danger-50 px-3 py-2 text-sm break-words text-danger-800">
          Cancelled: {order.cancelReason}
        </p>
      )}

      <ul className="mt-4 divide-y divide-zinc-100 border-y border-zinc-100">
        {order.products.map((line) => (
          <AdminOrderLine key={line._id} line={line} priced />
        ))}
      </ul>

      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Detail label="Customer">
          {order.user.name}
          <br />
          {/* Each way to reach the customer is a thumb-sized target of its own (the phone's links sit right below). */}
          <a className="flex min-h-11 items-center break-all text-brand-700 underline" href={`mailto:${order.user.email}`}>
            {order.user.email}
          </a>
          <PhoneLinks number={order.contactNumber} />
        </Detail>
        <Detail label="Delivery address">
          {address.street}
          <br />
          {/* The state with its GST code, the place of supply: 'Tamil Nadu (33)'. */}
          {address.city}, {address.state}
          {order.deliveryStateCode !== null && ` (${order.deliveryStateCode})`} {address.zipCode}
          <br />
          {address.country}
        </Detail>
        <Detail label="Amounts">
          Items {formatRupees(order.itemsTotal)}
          {discount && (
            <>
              {' · '}
              {discount.label} {discount.amount}
            </>
          )}{' '}
          · Delivery {formatRupees(order.deliveryCharge)}
          {order.codCharge > 0 && <> · COD {formatRupees(order.codCharge)}</>}
          <br />
          <span className="font-semibold text-zinc-900">Total {formatRupees(order.totalPrice)}</span>
        </Detail>
        <Detail label="Payment">
          <span className="flex flex-wrap items-center gap-2">
            {paymentMethodLabel(order.paymentMethod)} <PaymentStatusPill status={order.paymentStatus} />
          </span>
          {order.paymentId && <span className="font-mono text-xs text-zinc-600">{order.paymentId}</span>}
          {order.refund && (
            <span className="mt-1 block">
              Refund {order.refund.status.toLowerCase()}: {formatRupees(order.refund.amount)}
              {order.refund.reference && <span className="block font-mono text-xs break-all text-zinc-600">{order.refund.reference}</span>}
            </span>
          )}
        </Detail>
        {(order.deliveryPartner || order.trackingId) && (
          <Detail label="Delivery">
            {order.deliveryPartner ?? 'Courier not given'}
            {order.trackingId && (
              <>
                {' · '}
                <TrackingId partner={order.deliveryPartner} trackingId={order.trackingId} />
              </>
            )}
          </Detail>
        )}
      </dl>
    </Card>
  );
}
