import type { AdminOrder } from '../../../../common/admin-orders';
import { formatRupees } from '../../../../common/money';
import { imageAt } from '../../../lib/images';
import { orderLineLabel } from '../../../lib/order-display';
import { Thumbnail } from '../DataTable';

/**
 * One line of an order as the admin sees it: the picture snapshot taken at checkout, name, colour
 * and quantity. `priced` (the order page) adds the unit price and the line's total; the orders
 * table leaves prices to its Total column and is tighter.
 */
export function AdminOrderLine({ line, priced = false }: { line: AdminOrder['products'][number]; priced?: boolean }) {
  return (
    <li className={priced ? 'flex items-center gap-3 py-2' : 'flex items-center gap-2'}>
      <Thumbnail src={line.primaryImage ? imageAt(line.primaryImage, 96) : null} className={priced ? 'size-12 shrink-0' : 'size-10 shrink-0'} />
      <div className={priced ? 'min-w-0 flex-1' : 'min-w-0'}>
        <p className="font-medium wrap-anywhere text-zinc-900">{line.name}</p>
        <p className={priced ? 'text-sm text-zinc-600' : 'text-xs text-zinc-600'}>{priced ? `${orderLineLabel(line)} × ${formatRupees(line.price)}` : orderLineLabel(line)}</p>
      </div>
      {priced && <p className="tabular-nums">{formatRupees(line.price * line.quantity)}</p>}
    </li>
  );
}
