import { formatRupees, fromPaise, toPaise } from '../../../common/money';
import type { Order, OrderLine } from '../../../common/orders';
import { imageAt } from '../../lib/images';
import { discountRow, orderLineLabel } from '../../lib/order-display';

export type OrderFigures = Pick<Order, 'itemsTotal' | 'discount' | 'couponCode' | 'deliveryCharge' | 'codCharge' | 'totalPrice'>;

/**
 * The confirmation's 'what and where': each line (name, colour, size, quantity, price), what the
 * total is made of (a coupon's discount among it, docs/decisions/0060) and the delivery address.
 */
export function OrderPlacedSummary({ lines, deliveryAddress, figures }: { lines: OrderLine[]; deliveryAddress: Order['deliveryAddress']; figures: OrderFigures }) {
  const { street, city, state, zipCode, country } = deliveryAddress;
  const discount = discountRow(figures);
  const rows: [string, string][] = [
    ['Items', formatRupees(figures.itemsTotal)],
    ...(discount === null ? [] : [[discount.label, discount.amount] as [string, string]]),
    ['Delivery', figures.deliveryCharge === 0 ? 'Free' : formatRupees(figures.deliveryCharge)],
    ...(figures.codCharge > 0 ? [['COD charge', formatRupees(figures.codCharge)] as [string, string]] : []),
  ];
  return (
    <div className="w-full rounded-xl border border-zinc-200 text-left">
      <h2 className="border-b border-zinc-200 bg-zinc-50 px-4 py-2 font-semibold text-zinc-900">Items</h2>
      <ul className="divide-y divide-zinc-100 px-4">
        {lines.map((line) => (
          <li key={line._id} className="flex items-center gap-3 py-3">
            <img src={imageAt(line.primaryImage, 160)} width={48} height={48} alt="" className="size-12 shrink-0 rounded-lg bg-photo object-contain" />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-medium wrap-anywhere text-zinc-900">{line.name}</p>
              <p className="text-sm text-zinc-600">{orderLineLabel(line)}</p>
            </div>
            <p className="shrink-0 text-right font-semibold text-zinc-900">
              {formatRupees(fromPaise(toPaise(line.price) * line.quantity))}
              {line.quantity > 1 && <span className="block text-sm font-normal text-zinc-600">{formatRupees(line.price)} each</span>}
            </p>
          </li>
        ))}
      </ul>
      <dl aria-label="Price" className="flex flex-col gap-1 border-t border-zinc-200 px-4 py-3 text-sm">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4 text-zinc-700">
            <dt>{label}</dt>
            <dd>{amount}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 text-base font-bold text-zinc-900">
          <dt>Total</dt>
          <dd>{formatRupees(figures.totalPrice)}</dd>
        </div>
      </dl>
      <h2 className="border-y border-zinc-200 bg-zinc-50 px-4 py-2 font-semibold text-zinc-900">Delivery address</h2>
      <address className="px-4 py-3 not-italic text-zinc-800">
        {street}
        <br />
        {city}, {state} {zipCode}
        <br />
        {country}
      </address>
    </div>
  );
}
