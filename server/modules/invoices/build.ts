import { financialYearOf } from '../../../common/gst/financial-year';
import { gstStateName } from '../../../common/gst/states';
import { invoiceTax, type TaxedLine } from '../../../common/gst/tax';
import { rupeesInWords } from '../../../common/gst/words';
import { DEFAULT_UQC } from '../../../common/gst/uqc';
import type { ShopSettings } from '../../../common/settings';
import type { InvoiceSubject } from '../orders/module';
import { COMPOSITION_DECLARATION, type DocumentTitle, type InvoiceDocument, type InvoiceDocumentLine } from './document';

/** Credit notes are numbered CN/{FY}/{n} whatever the invoice prefix (docs/decisions/0022). */
export const CREDIT_NOTE_PREFIX = 'CN';

/** `INV/26-27/00042`: prefix, financial year, the serial zero-padded to 5 digits. */
export function documentNumber(prefix: string, financialYear: string, serial: number): string {
  return `${prefix}/${financialYear}/${String(serial).padStart(5, '0')}`;
}

export { financialYearOf };

/**
 * The place of supply: the delivery address's state, as resolved when the address was taken
 * (IGST Act s.10(1)(ca)); never the shop's own state by default (docs/decisions/0032).
 */
export function placeOfSupply(deliveryStateCode: string): { stateCode: string; stateName: string } {
  const stateName = gstStateName(deliveryStateCode);
  if (stateName === undefined) throw new Error(`no GST state has the code '${deliveryStateCode}'`);
  return { stateCode: deliveryStateCode, stateName };
}

const describe = (line: InvoiceSubject['lines'][number]) => `${line.name} (${[line.color, line.size ? `Size ${line.size}` : null].filter(Boolean).join(', ')})`;

/** A line bought before units were kept counts in pieces, as every product did then (migration 0019). */
const unitOf = (line: InvoiceSubject['lines'][number]) => line.uqc ?? DEFAULT_UQC;

/**
 * The HSN and unit a charge's part is filed under: those of the largest line at the part's rate
 * (its principal supply), so the part joins that line's row of the HSN summary (docs/decisions/0034).
 */
function principalOf(lines: InvoiceSubject['lines'], rates: readonly number[], ratePercent: number): Pick<InvoiceDocumentLine, 'hsnCode' | 'uqc'> {
  let best: InvoiceSubject['lines'][number] | undefined;
  lines.forEach((line, index) => {
    if (rates[index] === ratePercent && (!best || line.unitPricePaise * line.quantity > best.unitPricePaise * best.quantity)) best = line;
  });
  return { hsnCode: best?.hsnCode ?? '', uqc: best ? unitOf(best) : DEFAULT_UQC };
}

const toDocumentLine = (taxed: TaxedLine, fields: Pick<InvoiceDocumentLine, 'description' | 'hsnCode' | 'uqc' | 'quantity' | 'unitPricePaise'>): InvoiceDocumentLine => ({
  ...fields,
  ratePercent: taxed.ratePercent,
  totalPaise: taxed.totalPaise,
  taxablePaise: taxed.taxablePaise,
  cgstPaise: taxed.cgstPaise,
  sgstPaise: taxed.sgstPaise,
  igstPaise: taxed.igstPaise,
});

const INVOICE_TITLES = { regular: 'Tax Invoice', composition: 'Bill of Supply', unregistered: 'Order receipt' } as const satisfies Record<ShopSettings['registrationType'], DocumentTitle>;

/**
 * The invoice of an order as the shop's settings stand at `issuedAt` (docs/decisions/0022), by its
 * registration (docs/decisions/0035): a regular shop's Tax Invoice; a composition shop's Bill of
 * Supply, headed with its declaration, no tax charged (the whole amount is the value); an
 * unregistered shop's order receipt, no tax and no GST particulars. Lines are taxed one by
 * one from their inclusive totals (common/gst/tax.ts); delivery and COD charges are lines of
 * their own, one part per rate on the order in proportion to the lines' values, each under the HSN
 * of the largest line at its rate (a composite supply follows its principal supply, docs/decisions/0033).
 * A line bought without a rate (before products had one) takes the shop's default rate as it
 * stands at issue; an order with a discount gives each goods line its share (docs/decisions/0034).
 */
export function buildInvoiceDocument(subject: InvoiceSubject, settings: ShopSettings, number: string, issuedAt: string): InvoiceDocument {
  const { registrationType } = settings;
  const taxed = registrationType === 'regular';
  const place = placeOfSupply(subject.buyer.stateCode);
  const intraState = place.stateCode === settings.stateCode;
  const rates = subject.lines.map((line) => (taxed ? (line.gstRate ?? settings.defaultGstRate) : 0));
  const tax = invoiceTax({
    lines: subject.lines.map((line, index) => ({ totalPaise: line.unitPricePaise * line.quantity, ratePercent: rates[index]! })),
    deliveryChargePaise: subject.deliveryChargePaise,
    codChargePaise: subject.codChargePaise,
    discountPaise: subject.discountPaise,
    intraState,
  });
  const lines = subject.lines.map((line, index) => {
    const taxedLine = tax.lines[index]!;
    const documentLine = toDocumentLine(taxedLine, { description: describe(line), hsnCode: line.hsnCode ?? '', uqc: unitOf(line), quantity: line.quantity, unitPricePaise: line.unitPricePaise });
    return subject.discountPaise > 0 ? { ...documentLine, discountPaise: line.unitPricePaise * line.quantity - taxedLine.totalPaise } : documentLine;
  });
  for (const [name, parts] of [['Delivery charge', tax.delivery], ['Cash on delivery charge', tax.cod]] as const) {
    for (const part of parts) {
      const description = parts.length > 1 ? `${name} (share at ${part.ratePercent}%)` : name;
      lines.push({ ...toDocumentLine(part, { description, ...principalOf(subject.lines, rates, part.ratePercent), quantity: 1, unitPricePaise: part.totalPaise }), charge: true });
    }
  }
  const sellerState = settings.stateCode;
  return {
    kind: 'invoice',
    title: INVOICE_TITLES[registrationType],
    registrationType,
    ...(registrationType === 'composition' ? { declaration: COMPOSITION_DECLARATION } : {}),
    taxed,
    number,
    issuedAt,
    orderId: subject.customOrderId,
    corrects: null,
    seller: {
      name: settings.legalName,
      address: settings.address,
      stateCode: sellerState,
      stateName: gstStateName(sellerState) ?? settings.address.state,
      gstin: settings.gstin,
      email: settings.supportEmail,
      phone: settings.supportPhone,
    },
    buyer: {
      name: subject.buyer.name,
      address: { street: subject.buyer.street, city: subject.buyer.city, state: subject.buyer.state, zipCode: subject.buyer.zipCode },
      stateCode: place.stateCode,
      stateName: place.stateName,
      phone: subject.buyer.phone,
    },
    placeOfSupply: place,
    intraState,
    lines,
    totals: tax.totals,
    totalInWords: rupeesInWords(tax.totals.totalPaise),
    reverseCharge: false,
  };
}

/**
 * The credit note that takes back the whole of `invoice` (a cancel or a refund), with why when
 * known. It follows the document it corrects, not the shop's registration now (docs/decisions/0035):
 * a registered shop's (regular or composition, its declaration kept) is a Credit Note; an order
 * receipt's is a refund receipt.
 */
export function buildCreditNote(invoice: InvoiceDocument, number: string, issuedAt: string, reason: string | null = null): InvoiceDocument {
  const title = invoice.title === 'Order receipt' ? 'Refund receipt' : 'Credit Note';
  return { ...invoice, kind: 'credit_note', title, number, issuedAt, corrects: { number: invoice.number, issuedAt: invoice.issuedAt }, ...(reason ? { reason } : {}) };
}

/** The registration a stored document was issued under; documents from before decision 0035 by what they show. */
export function registrationOf(document: InvoiceDocument): NonNullable<InvoiceDocument['registrationType']> {
  return document.registrationType ?? (document.taxed ? 'regular' : 'unregistered');
}
