import { noPlaceOfSupply, parseReissueNote, type AdminOrder } from '../../../../common/admin-orders';
import { Link } from 'react-router';
import { formatOrderDate } from '../../../lib/order-display';
import { UNRESOLVED_PATH, UNRESOLVED_TITLE } from '../../../lib/admin-order-messages';
import { actionLinkClass } from '../DataTable';
import { Card } from '../Page';

/**
 * The order's GST invoice and credit note for the shop (docs/decisions/0022): number, date and a link
 * to the PDF. The links go to /admin/... resource routes, where the admin cookie alone authorises
 * them (a link cannot send the API's X-Use-Admin-Token header; docs/decisions/0023).
 */
export function OrderDocumentsCard({ order }: { order: Pick<AdminOrder, 'customOrderId' | 'invoice' | 'creditNote' | 'events' | 'deliveryStateUnknown' | 'deliveryAddress'> }) {
  const base = `/admin/orders/${encodeURIComponent(order.customOrderId)}`;
  // A cancel or refund after the credit note's time (docs/decisions/0033) went ahead without one.
  const refused = order.creditNote ? undefined : order.events.find((event) => event.type === 'credit_note_refused');
  // Invoices replaced after a correction of the place of supply, with their credit notes (docs/decisions/0038).
  const corrections = order.events.flatMap((event) => {
    const reissue = event.type === 'invoice_reissued' ? parseReissueNote(event.note) : null;
    return reissue ? [{ ...reissue, date: event.at }] : [];
  });
  return (
    <Card>
      <h2 className="text-lg font-semibold text-zinc-900">Invoice</h2>
      {order.invoice ? (
        <ul className="mt-3 grid gap-3 text-sm">
          <Document label="Tax invoice" href={`${base}/invoice.pdf`} action="View invoice" document={order.invoice} />
          {order.creditNote && <Document label="Credit note" href={`${base}/credit-note.pdf?number=${encodeURIComponent(order.creditNote.number)}`} action="View credit note" document={order.creditNote} />}
          {corrections.map((correction) => (
            <li key={correction.creditNote} className="grid gap-2 border-t border-zinc-200 pt-3">
              <p className="text-zinc-600">Replaced when the place of supply was corrected:</p>
              <ul className="grid gap-2">
                <Document label="Replaced invoice" href={`${base}/invoice.pdf?number=${encodeURIComponent(correction.replaced)}`} action="View invoice" document={{ number: correction.replaced, date: null }} />
                <Document label="Credit note (place of supply corrected)" href={`${base}/credit-note.pdf?number=${encodeURIComponent(correction.creditNote)}`} action="View credit note" document={{ number: correction.creditNote, date: correction.date }} />
              </ul>
            </li>
          ))}
          {refused && (
            <li>
              <span className="block font-medium text-zinc-600">Credit note</span>
              <span className="font-medium text-zinc-900">Not issued.</span> {refused.note}
            </li>
          )}
        </ul>
      ) : order.deliveryStateUnknown ? (
        // No place of supply, so no invoice: the shop's state is never assumed (docs/decisions/0032).
        <p role="alert" className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {noPlaceOfSupply(order.deliveryAddress.state)}{' '}
          <Link to={UNRESOLVED_PATH} className="font-medium text-amber-950 underline">
            Correct it in {UNRESOLVED_TITLE}
          </Link>
        </p>
      ) : (
        <div className="mt-2 text-sm">
          <p className="font-medium text-zinc-900">Not invoiced yet</p>
          <p className="mt-1 text-zinc-600">The invoice is issued when the payment is confirmed or the order ships.</p>
        </div>
      )}
    </Card>
  );
}

function Document({ label, href, action, document }: { label: string; href: string; action: string; document: { number: string; date: string | null } }) {
  return (
    // Stacked on a phone (the link under its number), side by side from tablets up.
    <li className="flex flex-col items-start sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <p>
        <span className="block font-medium text-zinc-600">{label}</span>
        <span className="font-mono font-semibold text-zinc-900">{document.number}</span>
        {document.date && (
          <>
            {' '}
            · <time dateTime={document.date}>{formatOrderDate(document.date)}</time>
          </>
        )}
      </p>
      <a href={href} target="_blank" rel="noopener" className={`${actionLinkClass} -ml-2 sm:-mr-3 sm:ml-0`}>
        {action}
        <span className="sr-only"> {document.number} (PDF, opens in a new tab)</span>
      </a>
    </li>
  );
}
