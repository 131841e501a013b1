import { DEFAULT_UQC } from '../../../common/gst/uqc';
import { formatPaiseExact } from '../../../common/money';
import { isReceipt, type InvoiceDocument, type InvoiceDocumentLine } from './document';
import { type Align, drawLines, lineHeight, type Line, type TextStyle, wrap } from './pdf-text';

/**
 * The invoice's line table (docs/decisions/0022): one row per line, the delivery and COD charges
 * included; rows grow with a wrapped description, and the table carries on over pages with its
 * header repeated. A Bill of Supply has no tax columns at all, an order receipt no HSN either. A
 * goods line's unit of quantity (UQC) sits under its quantity; a document whose order had a
 * discount has a Discount column with each line's share (docs/decisions/0034).
 */

export const COLOURS = { text: '#111111', muted: '#5f6368', rule: '#d9d9d9', header: '#eeeeee' };

const CELL = { size: 8 } satisfies TextStyle;
const SUB = { size: 7, color: COLOURS.muted } satisfies TextStyle;
const HEAD = { size: 7.5, weight: 'bold' } satisfies TextStyle;
const PADDING_X = 3;
const PADDING_Y = 4;

/** A cell: its text, and a smaller second line under it (the rate of a CGST amount). */
interface Cell {
  text: string;
  sub?: string;
}

interface Column {
  header: string;
  /** Points; the description takes what the others leave. */
  width: number;
  align: Align;
  cell: (line: InvoiceDocumentLine, index: number) => Cell;
}

/** '5%', '0.25%', half of 5 as '2.5%'. */
export const percent = (rate: number) => `${Number(rate.toFixed(3))}%`;
const money = (paise: number): Cell => ({ text: formatPaiseExact(paise) });

/**
 * '2' over 'PCS'. A charge is no goods and prints no unit (its line keeps its principal line's unit
 * for the HSN summary only); a document issued before units were kept counted pieces.
 */
const quantity = (line: InvoiceDocumentLine): Cell => (line.charge ? { text: String(line.quantity) } : { text: String(line.quantity), sub: line.uqc ?? DEFAULT_UQC });

/** The line's share of the order's discount; a charge carries none (the discount is on the goods). */
const discountColumn: Column = { header: 'Discount', width: 50, align: 'right', cell: (line) => (line.discountPaise === undefined ? { text: '' } : money(line.discountPaise)) };

function columnsFor(document: InvoiceDocument): Column[] {
  const lead: Column[] = [
    { header: '#', width: 16, align: 'left', cell: (_, index) => ({ text: String(index + 1) }) },
    { header: 'Description', width: 0, align: 'left', cell: (line) => ({ text: line.description }) },
    { header: 'HSN', width: 44, align: 'left', cell: (line) => ({ text: line.hsnCode }) },
    { header: 'Qty', width: 24, align: 'right', cell: quantity },
    { header: 'Unit price', width: 60, align: 'right', cell: (line) => money(line.unitPricePaise) },
    ...(document.lines.some((line) => (line.discountPaise ?? 0) > 0) ? [discountColumn] : []),
  ];
  const amount: Column = { header: 'Amount', width: 64, align: 'right', cell: (line) => money(line.totalPaise) };
  // An order receipt is no GST document: no HSN either (docs/decisions/0035).
  if (isReceipt(document)) return [...lead.filter((column) => column.header !== 'HSN'), amount];
  if (!document.taxed) return [...lead, amount];
  const half = (paise: number, line: InvoiceDocumentLine): Cell => ({ text: formatPaiseExact(paise), sub: percent(line.ratePercent / 2) });
  const taxes: Column[] = document.intraState
    ? [
        { header: 'CGST', width: 52, align: 'right', cell: (line) => half(line.cgstPaise, line) },
        { header: 'SGST', width: 52, align: 'right', cell: (line) => half(line.sgstPaise, line) },
      ]
    : [{ header: 'IGST', width: 56, align: 'right', cell: (line) => ({ text: formatPaiseExact(line.igstPaise), sub: percent(line.ratePercent) }) }];
  return [
    ...lead,
    { header: 'Taxable value', width: 62, align: 'right', cell: (line) => money(line.taxablePaise) },
    { header: 'GST rate', width: 34, align: 'right', cell: (line) => ({ text: percent(line.ratePercent) }) },
    ...taxes,
    { header: 'Total', width: 64, align: 'right', cell: (line) => money(line.totalPaise) },
  ];
}

export interface TableArea {
  x: number;
  width: number;
  /** The lowest y a row may reach on a page. */
  bottom: number;
  /** Starts a new page and answers the y to carry on from. */
  newPage: () => number;
}

interface LaidOutCell {
  lines: Line[];
  sub: Line[];
}

/** Draws the header row with its grey band; returns its height. */
function drawHeader(doc: PDFKit.PDFDocument, columns: Column[], x: number, y: number): number {
  const cells = columns.map((column) => wrap(doc, column.header, HEAD, column.width - 2 * PADDING_X));
  const height = Math.max(...cells.map((lines) => lines.length)) * lineHeight(HEAD.size) + 2 * PADDING_Y;
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  doc.rect(x, y, width, height).fill(COLOURS.header);
  let left = x;
  columns.forEach((column, index) => {
    drawLines(doc, cells[index]!, left + PADDING_X, y + PADDING_Y, HEAD, column.width - 2 * PADDING_X, column.align);
    left += column.width;
  });
  return height;
}

function rowHeight(cells: LaidOutCell[]): number {
  return Math.max(...cells.map((cell) => cell.lines.length * lineHeight(CELL.size) + cell.sub.length * lineHeight(SUB.size))) + 2 * PADDING_Y;
}

/** Draws the table from y, breaking pages as needed; returns the y below it. */
export function drawLineTable(doc: PDFKit.PDFDocument, document: InvoiceDocument, area: TableArea, top: number): number {
  const columns = columnsFor(document);
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  const description = columns.find((column) => column.header === 'Description')!;
  description.width = area.width - fixed;
  let y = top + drawHeader(doc, columns, area.x, top);
  document.lines.forEach((line, index) => {
    const cells = columns.map((column): LaidOutCell => {
      const cell = column.cell(line, index);
      const inner = column.width - 2 * PADDING_X;
      return { lines: wrap(doc, cell.text, CELL, inner), sub: cell.sub ? wrap(doc, cell.sub, SUB, inner) : [] };
    });
    const height = rowHeight(cells);
    if (y + height > area.bottom) {
      y = area.newPage();
      y += drawHeader(doc, columns, area.x, y);
    }
    let left = area.x;
    columns.forEach((column, columnIndex) => {
      const cell = cells[columnIndex]!;
      const inner = column.width - 2 * PADDING_X;
      const used = drawLines(doc, cell.lines, left + PADDING_X, y + PADDING_Y, CELL, inner, column.align);
      drawLines(doc, cell.sub, left + PADDING_X, y + PADDING_Y + used, SUB, inner, column.align);
      left += column.width;
    });
    y += height;
    doc.moveTo(area.x, y).lineTo(area.x + area.width, y).lineWidth(0.5).strokeColor(COLOURS.rule).stroke();
  });
  return y;
}
