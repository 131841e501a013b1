import type { Order } from '../../../common/orders';
import { formatOrderDate } from '../../lib/order-display';

/**
 * The order's GST invoice and credit note, once issued (docs/decisions/0022), as links to their PDFs.
 * The shopper's session cookie authorises the API's GET, so a plain link works; it opens in a new
 * tab, which a phone shows inline with its own share and save buttons.
 */
export function OrderDocuments({ order }: { order: Pick<Order, 'customOrderId' | 'invoice' | 'creditNote'> }) {
  const { invoice, creditNote } = order;
  if (!invoice && !creditNote) return null;
  const base = `/api/orders/${encodeURIComponent(order.customOrderId)}`;
  return (
    <ul aria-label={`Documents of ${order.customOrderId}`} className="flex flex-col gap-x-8 border-t border-zinc-200 px-4 py-2 sm:flex-row sm:flex-wrap">
      {invoice && <DocumentLink href={`${base}/invoice.pdf`} action="Download invoice" name="Invoice" document={invoice} />}
      {creditNote && <DocumentLink href={`${base}/credit-note.pdf`} action="Download credit note" name="Credit note" document={creditNote} />}
    </ul>
  );
}

function DocumentLink({ href, action, name, document }: { href: string; action: string; name: string; document: { number: string; date: string } }) {
  return (
    <li className="flex min-h-11 flex-wrap items-center gap-x-2">
      <a href={href} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 hover:text-brand-900 hover:underline">
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0">
          <path d="M10 2a.75.75 0 0 1 .75.75v8.69l2.72-2.72a.75.75 0 1 1 1.06 1.06l-4 4a.75.75 0 0 1-1.06 0l-4-4a.75.75 0 1 1 1.06-1.06l2.72 2.72V2.75A.75.75 0 0 1 10 2ZM3.75 15a.75.75 0 0 1 .75.75v.75h11v-.75a.75.75 0 0 1 1.5 0v1.5a.75.75 0 0 1-.75.75H3.75a.75.75 0 0 1-.75-.75v-1.5a.75.75 0 0 1 .75-.75Z" />
        </svg>
        {action}
        <span className="sr-only"> {document.number} (PDF, opens in a new tab)</span>
      </a>
      <span className="text-sm text-zinc-600">
        {name} <span className="font-mono">{document.number}</span> · {formatOrderDate(document.date)}
      </span>
    </li>
  );
}
