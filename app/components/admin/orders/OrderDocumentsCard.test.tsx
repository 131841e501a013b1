import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderDocumentsCard } from './OrderDocumentsCard';

const invoice = { number: 'KH/26-27/00042', date: '2026-05-10T06:00:00.000Z' };
/** A Karnataka delivery address: its state resolves, so only the credit note's rule is in play. */
const delivered = { deliveryStateUnknown: false, deliveryAddress: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' } };
const why = 'The time for a credit note against KH/26-27/00042 ended on 30 Nov 2027 (CGST Act s.34(2))';

describe('the order’s documents card', () => {
  it('says why a cancelled order has no credit note when its time had passed (docs/decisions/0033)', () => {
    const html = renderToString(
      <OrderDocumentsCard order={{ ...delivered, customOrderId: 'ORD-ABC123XYZ', invoice, creditNote: null, events: [{ at: '2027-12-01T00:00:00.000Z', type: 'credit_note_refused', note: why }] }} />,
    );
    expect(html).toContain('Not issued.');
    expect(html).toContain(why);
  });

  it('says nothing of it otherwise', () => {
    const html = renderToString(<OrderDocumentsCard order={{ ...delivered, customOrderId: 'ORD-ABC123XYZ', invoice, creditNote: null, events: [] }} />);
    expect(html).not.toContain('Not issued');
  });
});
