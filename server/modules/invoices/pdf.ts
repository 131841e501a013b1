import PDFDocument from 'pdfkit';
import { istWallClock } from '../../../common/ist';
import { formatPaiseExact } from '../../../common/money';
import { isReceipt, type InvoiceDocument, type InvoiceParty } from './document';
import { COLOURS, drawLineTable } from './pdf-table';
import { drawLines, drawText, lineHeight, registerFonts, type TextStyle, wrap } from './pdf-text';

/**
 * An issued invoice or credit note as an A4 PDF (docs/decisions/0022; decision 0019): text with
 * embedded Noto Sans, laid out like the invoices Indian marketplaces send. A pure function of
 * the frozen document: the same document always prints the same.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Room kept at the foot of every page for its page number. */
const FOOT = 18;
const BOTTOM = PAGE.height - PAGE.margin - FOOT;

const BODY = { size: 8.5 } satisfies TextStyle;
const MUTED = { size: 8.5, color: COLOURS.muted } satisfies TextStyle;
const LABEL = { size: 7.5, weight: 'bold', color: COLOURS.muted } satisfies TextStyle;
const NAME = { size: 10, weight: 'bold' } satisfies TextStyle;
const WORDS = { size: 9, weight: 'bold' } satisfies TextStyle;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '25 Nov 2026': the day in India, whatever the server's time zone. */
export function istDate(iso: string): string {
  const ist = istWallClock(new Date(iso));
  return `${String(ist.getUTCDate()).padStart(2, '0')} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

/** 'Maharashtra (27)'; the name alone when the code is not known. */
const stateWithCode = (name: string, code: string) => (code ? `${name} (${code})` : name);

function addressLines(party: InvoiceParty): string[] {
  const { street, city, state, zipCode } = party.address;
  const place = [city, state].filter(Boolean).join(', ');
  return [street, [place, zipCode].filter(Boolean).join(' - ')].filter(Boolean);
}

/** The state, with its GST code on a GST document. */
const stateOf = (document: InvoiceDocument, party: InvoiceParty) => (isReceipt(document) ? party.stateName : stateWithCode(party.stateName, party.stateCode));

function sellerLines(document: InvoiceDocument): string[] {
  const { seller } = document;
  const contacts = [seller.email && `E-mail: ${seller.email}`, seller.phone && `Phone: ${seller.phone}`].filter(Boolean).join('   ');
  return [...addressLines(seller), seller.gstin && `GSTIN: ${seller.gstin}`, seller.stateName && `State: ${stateOf(document, seller)}`, contacts].filter(Boolean);
}

/** What the number and the corrected document are called: 'Invoice', 'Bill', 'Receipt'. */
function documentNoun(title: InvoiceDocument['title']): string {
  if (title === 'Bill of Supply') return 'Bill';
  if (title === 'Order receipt' || title === 'Refund receipt') return 'Receipt';
  return 'Invoice';
}

function documentFacts(document: InvoiceDocument): string[] {
  const credit = document.kind === 'credit_note';
  const noun = credit ? (isReceipt(document) ? 'Refund receipt' : 'Credit Note') : documentNoun(document.title);
  const corrected = isReceipt(document) ? 'receipt' : document.registrationType === 'composition' ? 'bill' : 'invoice';
  return [
    `${noun} No.: ${document.number}`,
    `${credit ? 'Date' : `${noun} Date`}: ${istDate(document.issuedAt)}`,
    `Order ID: ${document.orderId}`,
    ...(document.corrects ? [`Against ${corrected} ${document.corrects.number} dated ${istDate(document.corrects.issuedAt)}`] : []),
    ...(document.reason ? [`Reason: ${document.reason}`] : []),
  ];
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + CONTENT_WIDTH, y).lineWidth(0.75).strokeColor(COLOURS.rule).stroke();
}

/**
 * Rule 48 marks a goods invoice's copies; the one a download gives, to the customer or to the shop
 * (to print for the parcel), is the recipient's original. The shop keeps its own record as issued
 * (decision 0022), and a credit note has no copies to mark (docs/decisions/0033).
 */
const RECIPIENT_COPY = 'ORIGINAL FOR RECIPIENT';

/** The seller on the left, the title and the document's number, date and order on the right. */
function drawHeading(doc: PDFKit.PDFDocument, document: InvoiceDocument, top: number): number {
  const rightWidth = 230;
  const leftWidth = CONTENT_WIDTH - rightWidth - 20;
  let left = top;
  left += drawText(doc, document.seller.name, PAGE.margin, left, { size: 12, weight: 'bold' }, leftWidth);
  left += drawText(doc, sellerLines(document).join('\n'), PAGE.margin, left + 2, MUTED, leftWidth) + 2;
  const rightX = PAGE.margin + CONTENT_WIDTH - rightWidth;
  let right = top - 3;
  if (document.kind === 'invoice' && !isReceipt(document)) right += drawText(doc, RECIPIENT_COPY, rightX, right, LABEL, rightWidth, 'right') + 1;
  right += drawText(doc, document.title, rightX, right, { size: 17, weight: 'bold' }, rightWidth, 'right') + 2;
  right += drawText(doc, documentFacts(document).join('\n'), rightX, right, BODY, rightWidth, 'right');
  return Math.max(left, right) + 8;
}

/** The customer, and the place of supply with the reverse-charge statement (Rule 46). */
function drawParties(doc: PDFKit.PDFDocument, document: InvoiceDocument, top: number): number {
  const { buyer, placeOfSupply } = document;
  const half = CONTENT_WIDTH / 2 - 10;
  let left = top + drawText(doc, 'Bill to / Ship to', PAGE.margin, top, LABEL);
  left += drawText(doc, buyer.name, PAGE.margin, left + 1, NAME, half) + 1;
  const lines = [...addressLines(buyer), buyer.phone && `Phone: ${buyer.phone}`, buyer.stateName && `State: ${stateOf(document, buyer)}`].filter(Boolean);
  left += drawText(doc, lines.join('\n'), PAGE.margin, left, BODY, half);
  if (isReceipt(document)) return left + 10;
  const rightX = PAGE.margin + CONTENT_WIDTH / 2 + 10;
  let right = top + drawText(doc, 'Supply', rightX, top, LABEL);
  right += drawText(doc, `Place of supply: ${stateWithCode(placeOfSupply.stateName, placeOfSupply.stateCode)}`, rightX, right + 1, BODY, half);
  right += drawText(doc, 'Whether tax is payable on reverse charge: No', rightX, right, BODY, half);
  return Math.max(left, right) + 10;
}

/** The sums under the table, right-aligned, then the total in words across the page. */
function drawTotals(doc: PDFKit.PDFDocument, document: InvoiceDocument, top: number): number {
  const { totals } = document;
  const rows: [string, number][] = document.taxed
    ? [['Taxable value', totals.taxablePaise], ...(document.intraState ? ([['CGST', totals.cgstPaise], ['SGST', totals.sgstPaise]] as [string, number][]) : [['IGST', totals.igstPaise] as [string, number]])]
    : [];
  const width = 220;
  const x = PAGE.margin + CONTENT_WIDTH - width;
  let y = top + 6;
  for (const [label, paise] of rows) {
    drawText(doc, label, x, y, MUTED);
    y += drawText(doc, formatPaiseExact(paise), x, y, BODY, width - 3, 'right');
  }
  if (rows.length > 0) {
    doc.moveTo(x, y + 2).lineTo(x + width, y + 2).lineWidth(0.75).strokeColor(COLOURS.text).stroke();
    y += 5;
  }
  const total = { size: 10.5, weight: 'bold' } satisfies TextStyle;
  drawText(doc, 'Total', x, y, total);
  y += drawText(doc, formatPaiseExact(totals.totalPaise), x, y, total, width - 3, 'right') + 8;
  y += drawText(doc, 'Total in words', PAGE.margin, y, LABEL);
  return y + drawText(doc, document.totalInWords, PAGE.margin, y + 1, WORDS, CONTENT_WIDTH) + 10;
}

/** The height the totals and the closing take, to start a page for them when they do not fit. */
function closingHeight(doc: PDFKit.PDFDocument, document: InvoiceDocument): number {
  const sums = document.taxed ? (document.intraState ? 3 : 2) * lineHeight(BODY.size) + 5 : 0;
  const words = wrap(doc, document.totalInWords, WORDS, CONTENT_WIDTH).length * lineHeight(WORDS.size);
  const signatory = 6 + 2 * lineHeight(8.5) + 28;
  return 6 + sums + lineHeight(10.5) + 8 + lineHeight(LABEL.size) + 1 + words + 10 + signatory;
}

/** The signatory's block on the right and the computer-generated statement. */
function drawClosing(doc: PDFKit.PDFDocument, document: InvoiceDocument, top: number): void {
  const width = 240;
  const x = PAGE.margin + CONTENT_WIDTH - width;
  const y = top + drawText(doc, `For ${document.seller.name}`, x, top + 6, { size: 8.5, weight: 'bold' }, width, 'right');
  drawText(doc, 'Authorised signatory', x, y + 28, MUTED, width, 'right');
  const what = document.title === 'Tax Invoice' ? 'invoice' : document.title.toLowerCase();
  drawText(doc, `This is a computer-generated ${what} and needs no signature.`, PAGE.margin, y + 28, MUTED, CONTENT_WIDTH - width - 10);
}

/** 'Page 1 of 2' at the foot of every page, and on later pages a line saying whose they are. */
function numberPages(doc: PDFKit.PDFDocument, document: InvoiceDocument): void {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    const y = PAGE.height - PAGE.margin - lineHeight(7.5);
    const style = { size: 7.5, color: COLOURS.muted } satisfies TextStyle;
    drawText(doc, `${document.title} ${document.number}`, PAGE.margin, y, style);
    drawText(doc, `Page ${page - start + 1} of ${count}`, PAGE.margin, y, style, CONTENT_WIDTH, 'right');
  }
}

/** Renders the document to PDF bytes. */
export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: true,
    // Page numbers ('Page 1 of 2') are written once the page count is known.
    bufferPages: true,
    // Fixed by the document, so the same document gives the same bytes.
    info: { Title: `${document.title} ${document.number}`, Author: document.seller.name, CreationDate: new Date(document.issuedAt) },
    lang: 'en-IN',
    // No default font: pdfkit would load Helvetica's metrics for every document, and every text here sets its own.
    font: '',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);

  // Rule 5(1)(g): a composition taxable person's declaration at the top of the bill, across the page.
  const top = document.declaration ? PAGE.margin + drawText(doc, document.declaration, PAGE.margin, PAGE.margin, { size: 9, weight: 'bold' }, CONTENT_WIDTH, 'center') + 8 : PAGE.margin;
  let y = drawHeading(doc, document, top);
  rule(doc, y - 4);
  y = drawParties(doc, document, y + 4);
  const newPage = () => {
    doc.addPage();
    const top = PAGE.margin;
    return top + drawLines(doc, wrap(doc, `${document.title} ${document.number} (continued)`, MUTED), PAGE.margin, top, MUTED) + 6;
  };
  y = drawLineTable(doc, document, { x: PAGE.margin, width: CONTENT_WIDTH, bottom: BOTTOM, newPage }, y);
  if (y + closingHeight(doc, document) > BOTTOM) y = newPage();
  y = drawTotals(doc, document, y);
  drawClosing(doc, document, y);
  numberPages(doc, document);
  doc.end();
  return done;
}
