import { Link, useRevalidator } from 'react-router';
import { formatRupees } from '../../../common/money';
import type { Order, OrderLine } from '../../../common/orders';
import { REPLACEMENT_REASON_LABELS, REPLACEMENT_STATUS_LABELS } from '../../../common/replacements';
import { imageAt } from '../../lib/images';
import { TrackingId } from './TrackingId';
import { discountRow, formatOrderTime, orderLineLabel, orderStatusClass, paymentMethodLabel, paymentStatusClass } from '../../lib/order-display';
import { orderSummary } from '../../lib/order-summary';
import { UnpaidOrderActions } from '../checkout/UnpaidOrderActions';
import { OrderDocuments } from './OrderDocuments';
import { OrderTimeline } from './OrderTimeline';
import { canRequestReplacement, ReplacementRequest } from './ReplacementRequest';

const REFUND_WORDS = { Pending: 'on its way back to you', Completed: 'refunded', Failed: 'the shop will refund you directly' } as const;

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold';

/** One order in 'Your Orders': id, date, statuses in the spec's colours, lines, total, shipping. */
export function OrderCard({ order, now }: { order: Order; now: number }) {
  const headingId = `order-${order._id}`;
  const unpaidOnline = order.paymentMethod === 'online' && order.paymentStatus !== 'Completed' && order.status !== 'Canceled';
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-xl border border-zinc-200">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-zinc-200 bg-zinc-50 px-4 py-3">
        <div>
          <h2 id={headingId} className="font-mono font-semibold text-zinc-900">
            {order.customOrderId}
          </h2>
          <p className="text-sm text-zinc-600">
            Placed on <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time>
          </p>
        </div>
        <p className={`${pill} ${orderStatusClass(order.status)}`}>
          <span className="sr-only">Status: </span>
          {order.status}
        </p>
        {/* What the status words mean for the shopper (docs/decisions/0027): paid or not, what to pay, where the goods are. */}
        <p data-testid="order-summary" className="basis-full font-medium text-zinc-900">
          {orderSummary(order)}
        </p>
      </header>
      <ul className="divide-y divide-zinc-100 px-4">
        {order.products.map((line) => (
          <OrderLineRow key={line._id} line={line} />
        ))}
      </ul>
      <PriceBreakdown order={order} />
      <dl className="grid gap-x-6 gap-y-2 border-t border-zinc-200 px-4 py-3 text-sm sm:grid-cols-2">
        <Detail label="Payment">
          {paymentMethodLabel(order.paymentMethod)} <span className={`${pill} ml-1 ${paymentStatusClass(order.paymentStatus)}`}>{order.paymentStatus}</span>
        </Detail>
        {order.deliveryPartner && <Detail label="Delivery partner">{order.deliveryPartner}</Detail>}
        {order.trackingId && (
          <Detail label="Tracking ID">
            <TrackingId partner={order.deliveryPartner} trackingId={order.trackingId} />
          </Detail>
        )}
        {order.cancelReason && <Detail label="Reason for cancelling">{order.cancelReason}</Detail>}
        {order.refund && (
          <Detail label="Refund">
            {formatRupees(order.refund.amount)} · {REFUND_WORDS[order.refund.status]}
          </Detail>
        )}
      </dl>
      {order.replacements.length > 0 && <Replacements order={order} />}
      <OrderDocuments order={order} />
      {order.events.length > 0 && (
        <details className="border-t border-zinc-200 px-4 py-3">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-700 hover:text-brand-900">
            Order timeline<span className="sr-only"> of {order.customOrderId}</span>
          </summary>
          <div className="pt-2 pl-1.5">
            <OrderTimeline events={order.events} label={`Timeline of ${order.customOrderId}`} />
          </div>
        </details>
      )}
      {canRequestReplacement(order, now) && <ReplacementRequest order={order} />}
      {unpaidOnline && <UnpaidActions order={order} />}
    </article>
  );
}

const REPLACEMENT_PILL = { requested: 'bg-warning-50 text-warning-800', accepted: 'bg-success-100 text-success-800', declined: 'bg-zinc-100 text-zinc-800' } as const;
const REPLACEMENT_NEXT = {
  requested: 'The shop will look at it and reply by e-mail.',
  accepted: 'The shop will contact you to pick up the item and send the replacement.',
  declined: 'Nothing will be picked up.',
} as const;

/** The order's replacement requests: the item, why, and what the shop decided (docs/decisions/0048). */
function Replacements({ order }: { order: Order }) {
  return (
    <section aria-label={`Replacements of ${order.customOrderId}`} className="border-t border-zinc-200 px-4 py-3 text-sm">
      <h3 className="font-medium text-zinc-600">Replacement</h3>
      <ul className="mt-1 flex flex-col gap-2">
        {order.replacements.map((request) => {
          const line = order.products.find((candidate) => candidate._id === request.lineId);
          return (
            <li key={request._id} data-testid="replacement" className="text-zinc-900">
              <p className="flex flex-wrap items-center gap-2">
                <span className={`${pill} ${REPLACEMENT_PILL[request.status]}`}>{REPLACEMENT_STATUS_LABELS[request.status]}</span>
                <span>
                  {line?.name ?? 'Item'}: {REPLACEMENT_REASON_LABELS[request.reason]}
                  {request.size && ` (size ${request.size} wanted)`}
                </span>
              </p>
              {request.decisionNote && <p className="mt-1">The shop says: {request.decisionNote}</p>}
              <p className="mt-1 text-zinc-600">{REPLACEMENT_NEXT[request.status]}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * An online order not paid yet: check its payment, pay again, cash on delivery instead, cancel
 * (docs/decisions/0045).
 */
function UnpaidActions({ order }: { order: Order }) {
  const { revalidate } = useRevalidator();
  return (
    <div role="group" aria-label={`Payment of ${order.customOrderId}`} className="flex flex-col gap-2 border-t border-zinc-200 px-4 py-3">
      <UnpaidOrderActions reference={order.customOrderId} payLabel={order.paymentStatus === 'Failed' ? 'Try again' : 'Pay again'} onChanged={() => void revalidate()} />
      <Link to={`/paymentsuccess?reference=${encodeURIComponent(order.customOrderId)}`} className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:text-brand-900 hover:underline">
        Check payment<span className="sr-only"> of {order.customOrderId}</span>
      </Link>
    </div>
  );
}

function OrderLineRow({ line }: { line: OrderLine }) {
  return (
    <li className="flex items-center gap-3 py-3">
      <img src={imageAt(line.primaryImage, 160)} width={64} height={64} alt="" loading="lazy" className="size-16 shrink-0 rounded-lg bg-photo object-contain" />
      <div className="min-w-0 flex-1">
        <Link to={`/product/${line.productId}`} className="line-clamp-2 font-medium wrap-anywhere text-zinc-900 hover:text-brand-800 hover:underline">
          {line.name}
        </Link>
        <p className="text-sm text-zinc-600">{orderLineLabel(line)}</p>
      </div>
      <p className="shrink-0 text-right font-semibold text-zinc-900">
        {formatRupees(line.price)}
        {line.quantity > 1 && <span className="block text-sm font-normal text-zinc-600">each</span>}
      </p>
    </li>
  );
}

/** What the total is made of: the items, a coupon's discount, delivery and (cash on delivery) the COD charge. */
function PriceBreakdown({ order }: { order: Order }) {
  const discount = discountRow(order);
  return (
    <dl aria-label={`Price of ${order.customOrderId}`} className="flex flex-col gap-1 border-t border-zinc-200 px-4 py-3 text-sm">
      <Row label="Items">{formatRupees(order.itemsTotal)}</Row>
      {discount && <Row label={discount.label}>{discount.amount}</Row>}
      <Row label="Delivery">{order.deliveryCharge === 0 ? 'Free' : formatRupees(order.deliveryCharge)}</Row>
      {order.codCharge > 0 && <Row label="COD charge">{formatRupees(order.codCharge)}</Row>}
      <Row label="Total" strong>
        {formatRupees(order.totalPrice)}
      </Row>
    </dl>
  );
}

function Row({ label, strong = false, children }: { label: string; strong?: boolean; children: React.ReactNode }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-bold text-zinc-900' : 'text-zinc-700'}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <dt className="text-zinc-600">{label}:</dt>
      <dd className="text-zinc-900">{children}</dd>
    </div>
  );
}
