import type { OrderEvent } from '../../../common/orders';
import { formatOrderTime, orderEventLabel } from '../../lib/order-display';

/**
 * An order's timeline (docs/decisions/0016), oldest first: what happened and when, in India's time,
 * with the detail each step carries (the new status, the courier and tracking id, a reason).
 */
export function OrderTimeline({ events, label }: { events: readonly OrderEvent[]; label: string }) {
  if (events.length === 0) return null;
  return (
    <ol aria-label={label} className="relative flex flex-col gap-3 border-l-2 border-zinc-200 pl-5">
      {events.map((event, index) => {
        const { title, note } = orderEventLabel(event);
        const last = index === events.length - 1;
        return (
          <li key={`${event.at}-${index}`} className="relative">
            <span aria-hidden="true" className={`absolute top-1.5 -left-[27px] size-3 rounded-full ring-4 ring-white ${last ? 'bg-brand-700' : 'bg-zinc-400'}`} />
            <p className={`font-medium ${last ? 'text-zinc-900' : 'text-zinc-700'}`}>{title}</p>
            {note && <p className="text-sm break-words text-zinc-700">{note}</p>}
            <p className="text-xs text-zinc-600">
              <time dateTime={event.at}>{formatOrderTime(event.at)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
