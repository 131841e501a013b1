import { formatRupees, fromPaise, toPaise } from '../../../common/money';
import type { Order, OrderLine } from '../../../common/orders';
import { imageAt } from '../../lib/images';
import { orderLineLabel } from '../../lib/order-display';

/** The confirmation's 'what and where': each line (name, colour, size, quantity, price) and the delivery address. */
export function OrderPlacedSummary({ lines, deliveryAddress }: { lines: OrderLine[]; deliveryAddress: Order['deliveryAddress'] }) {
  const { street, city, state, zipCode, country } = deliveryAddress;
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
