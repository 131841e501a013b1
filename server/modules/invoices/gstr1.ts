import { zipSync, strToU8 } from 'fflate';
import { GSTR1_TABLES, type GstReportQuery, type Gstr1Table } from '../../../common/gst-report';
import { gstStateName } from '../../../common/gst/states';
import { uqcForGstr1 } from '../../../common/gst/uqc';
import { istWallClock } from '../../../common/ist';
import { rupeesCell, toCsv, type CsvCell } from '../../csv/cells';
import type { InvoicesRepo, LargeB2cRow, LineSums } from './repo';
import { istDayRange } from './report';

/**
 * GSTR-1's tables as the GST offline tool's CSV templates lay them out (docs/decisions/0036): each
 * file's first row is the template's header, word for word, then one row per figure to file.
 * All sales are to customers without a GSTIN (B2C); cess and the differential-rate percentage
 * never apply, so those cells stay empty, as does the e-commerce operator's GSTIN (the shop sells
 * on its own site).
 */
export const GSTR1_HEADERS: Record<Gstr1Table, readonly string[]> = {
  b2cs: ['Type', 'Place Of Supply', 'Rate', 'Applicable % of Tax Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
  b2cl: ['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
  cdnur: ['UR Type', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'],
  exemp: ['Description', 'Nil Rated Supplies', 'Exempted(other than nil rated/non GST supply)', 'Non-GST Supplies'],
  hsn: ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount'],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
};

export type Gstr1Files = Record<Gstr1Table, CsvCell[][]>;

/** The offline tool's spelling of a place of supply where it differs from the state's name ('31-Lakshdweep' is the tool's own). */
const TOOL_STATE_NAMES: Record<string, string> = {
  '01': 'Jammu & Kashmir',
  '25': 'Daman & Diu',
  '26': 'Dadra & Nagar Haveli & Daman & Diu',
  '31': 'Lakshdweep',
  '35': 'Andaman & Nicobar Islands',
};
const placeOfSupply = (code: string) => `${code}-${TOOL_STATE_NAMES[code] ?? gstStateName(code) ?? ''}`;


const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '05-Nov-2026': the templates' date, the IST calendar day of the instant. */
export function toolDate(iso: string): string {
  const day = istWallClock(new Date(iso));
  return `${String(day.getUTCDate()).padStart(2, '0')}-${MONTHS[day.getUTCMonth()]}-${day.getUTCFullYear()}`;
}

const nonZero = (sums: LineSums) => sums.taxable !== 0 || sums.igst !== 0 || sums.cgst !== 0 || sums.sgst !== 0;

const b2clRow = (row: LargeB2cRow): CsvCell[] => [row.number, toolDate(row.issuedAt), rupeesCell(row.value), placeOfSupply(row.placeOfSupply), null, row.rate, rupeesCell(row.taxable), null, null];
const cdnurRow = (row: LargeB2cRow): CsvCell[] => ['B2CL', row.number, toolDate(row.issuedAt), 'C', placeOfSupply(row.placeOfSupply), rupeesCell(row.value), null, row.rate, rupeesCell(row.taxable), null];

/** The six tables of the documents issued in the IST days `from` … `to`, for a shop in `shopState` (its GST state code). */
export async function gstr1Files(repo: InvoicesRepo, query: Pick<GstReportQuery, 'from' | 'to'>, shopState: string): Promise<Gstr1Files> {
  const { start, end } = istDayRange(query.from, query.to);
  const [b2cs, b2cl, cdnur, nil, hsn, series] = await Promise.all([
    repo.b2csSums(start, end, shopState),
    repo.largeB2cDocuments('invoice', start, end, shopState),
    repo.largeB2cDocuments('credit_note', start, end, shopState),
    repo.nilRated(start, end, shopState),
    repo.hsnSums(start, end),
    repo.documentSeries(start, end),
  ]);
  const exemp: [string, number][] = [
    ['Inter-State supplies to unregistered persons', nil.interState],
    ['Intra-State supplies to unregistered persons', nil.intraState],
  ];
  return {
    b2cs: b2cs.filter(nonZero).map((row) => ['OE', placeOfSupply(row.placeOfSupply), row.rate, null, rupeesCell(row.taxable), null, null]),
    b2cl: b2cl.map(b2clRow),
    cdnur: cdnur.map(cdnurRow),
    // Every sale is to an unregistered person: the two rows for registered persons would only ever hold zeros.
    exemp: exemp.filter(([, paise]) => paise !== 0).map(([description, paise]) => [description, rupeesCell(paise), rupeesCell(0), rupeesCell(0)]),
    hsn: hsn
      .filter((row) => nonZero(row) || row.quantity !== 0)
      .map((row) => [row.hsnCode, null, uqcForGstr1(row.uqc), row.quantity, rupeesCell(row.taxable + row.igst + row.cgst + row.sgst), row.rate, rupeesCell(row.taxable), rupeesCell(row.igst), rupeesCell(row.cgst), rupeesCell(row.sgst), null]),
    // Documents are never voided: a cancelled sale keeps its invoice and gets a credit note, so none is cancelled.
    docs: series.map((row) => [
      row.kind === 'invoice' ? 'Invoices for outward supply' : 'Credit Note',
      `${row.series}${String(row.first).padStart(5, '0')}`,
      `${row.series}${String(row.last).padStart(5, '0')}`,
      row.count,
      0,
    ]),
  };
}

/** One table as its CSV file: the template's header row, then the rows. */
export const gstr1Csv = (files: Gstr1Files, table: Gstr1Table): string => toCsv([[...GSTR1_HEADERS[table]], ...files[table]]);

/** All six as `b2cs.csv` … `docs.csv` in one zip (fflate, docs/decisions/0036). */
export function gstr1Zip(files: Gstr1Files): Uint8Array {
  return zipSync(Object.fromEntries(GSTR1_TABLES.map((table) => [`${table}.csv`, strToU8(gstr1Csv(files, table))])));
}

/** A GSTR-1 file to download: one table's CSV ('gstr1-b2cs-2026-11-01-to-2026-11-30.csv') or the zip of all six. */
export interface Gstr1Download {
  fileName: string;
  contentType: 'text/csv; charset=utf-8' | 'application/zip';
  body: string | Uint8Array;
}

export function gstr1Download(files: Gstr1Files, query: Pick<GstReportQuery, 'from' | 'to'>, file: Gstr1Table | 'zip'): Gstr1Download {
  const period = `${query.from}-to-${query.to}`;
  if (file === 'zip') return { fileName: `gstr1-${period}.zip`, contentType: 'application/zip', body: gstr1Zip(files) };
  return { fileName: `gstr1-${file}-${period}.csv`, contentType: 'text/csv; charset=utf-8', body: gstr1Csv(files, file) };
}
