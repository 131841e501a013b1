import { IST_OFFSET_MS } from '../../../common/ist';
import { gstStateName } from '../../../common/gst/states';
import type { GstReport, GstReportQuery } from '../../../common/gst-report';
import type { RegistrationType } from '../../../common/settings';
import { fromPaise, toPaise } from '../../../common/money';
import { rupeesCell, toCsv } from '../../csv/cells';
import type { InvoicesRepo, LineSums } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants bounding IST calendar days `from` … `to` (both included): [from 00:00 IST, the day after `to` 00:00 IST). */
export function istDayRange(from: string, to: string): { start: string; end: string } {
  return { start: new Date(Date.parse(`${from}T00:00:00Z`) - IST_OFFSET_MS).toISOString(), end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS - IST_OFFSET_MS).toISOString() };
}

const figures = (sums: LineSums) => ({ taxableValue: fromPaise(sums.taxable), igst: fromPaise(sums.igst), cgst: fromPaise(sums.cgst), sgst: fromPaise(sums.sgst) });

/** Why a shop that is not a regular registered one finds nothing of its own sales here (docs/decisions/0035). */
export const GST_REPORT_NOTES = {
  composition: 'A composition taxable person files CMP-08 and GSTR-4, not GSTR-1: bills of supply are not in these tables.',
  unregistered: 'The shop is not registered for GST: its order receipts are in no GST return and not in these tables.',
} as const;

/**
 * GSTR-1's tables for a period, net of credit notes (docs/decisions/0022): the documents a regular
 * registered shop issued (`filedInGstr1`), with the shop's registration now and a note when it
 * files no GSTR-1.
 */
export async function gstReport(repo: InvoicesRepo, query: Pick<GstReportQuery, 'from' | 'to'>, registrationType: RegistrationType): Promise<GstReport> {
  const { start, end } = istDayRange(query.from, query.to);
  const [byPlace, byHsn, invoices, creditNotes] = await Promise.all([
    repo.sumsByPlaceAndRate(start, end),
    repo.sumsByHsn(start, end),
    repo.documentRange('invoice', start, end),
    repo.documentRange('credit_note', start, end),
  ]);
  const none = { from: null, to: null, count: 0 };
  return {
    from: query.from,
    to: query.to,
    b2cs: byPlace.map((row) => ({ placeOfSupply: `${row.placeOfSupply}-${gstStateName(row.placeOfSupply) ?? ''}`, rate: row.rate, ...figures(row) })),
    hsn: byHsn.map((row) => ({ hsnCode: row.hsnCode, quantity: row.quantity, ...figures(row) })),
    documents: { invoices: invoices ?? none, creditNotes: creditNotes ?? none },
    registrationType,
    note: registrationType === 'regular' ? null : GST_REPORT_NOTES[registrationType],
  };
}

const money = (rupees: number) => rupeesCell(toPaise(rupees));

/** The same tables as CSV, one after another with a title line each; amounts are numbers, text is defused (docs/decisions/0036). */
export function gstReportCsv(report: GstReport): string {
  return toCsv([
    [`GST report ${report.from} to ${report.to}`],
    [],
    ['B2CS'],
    ['Place Of Supply', 'Rate', 'Taxable Value', 'Integrated Tax', 'Central Tax', 'State/UT Tax'],
    ...report.b2cs.map((r) => [r.placeOfSupply, r.rate, money(r.taxableValue), money(r.igst), money(r.cgst), money(r.sgst)]),
    [],
    ['HSN'],
    ['HSN', 'Total Quantity', 'Taxable Value', 'Integrated Tax', 'Central Tax', 'State/UT Tax'],
    ...report.hsn.map((r) => [r.hsnCode, r.quantity, money(r.taxableValue), money(r.igst), money(r.cgst), money(r.sgst)]),
    [],
    ['Documents'],
    ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number'],
    ['Invoices for outward supply', report.documents.invoices.from, report.documents.invoices.to, report.documents.invoices.count],
    ['Credit Note', report.documents.creditNotes.from, report.documents.creditNotes.to, report.documents.creditNotes.count],
  ]);
}
