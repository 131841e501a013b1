import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPaiseExact } from '../../../common/money';
import type { InvoiceDocument } from './document';
import { istDate, renderInvoicePdf } from './pdf';
import { percent } from './pdf-table';
import { SAMPLE_DOCUMENTS, billOfSupply, bigOrderInvoice, creditNote, discountedCreditNote, hindiInvoice, interStateInvoice, intraStateInvoice } from './sample-documents';

// The PDFs are read back as a person's PDF reader would: poppler's pdftotext, pdfinfo, pdffonts.
let folder = '';
const files = new Map<InvoiceDocument, string>();

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'haat-invoice-pdf-'));
  for (const [name, document] of Object.entries(SAMPLE_DOCUMENTS)) {
    const file = join(folder, `${name}.pdf`);
    writeFileSync(file, await renderInvoicePdf(document));
    files.set(document, file);
  }
});

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const poppler = (tool: string, ...args: string[]) => execFileSync(`/usr/bin/${tool}`, args, { encoding: 'utf8' });
const textOf = (document: InvoiceDocument) => poppler('pdftotext', '-layout', files.get(document)!, '-');
const pagesOf = (document: InvoiceDocument) => Number(/^Pages:\s+(\d+)/m.exec(poppler('pdfinfo', files.get(document)!))?.[1]);

/** Whether one line of the text holds these values in this order (a table row as it reads). */
function hasRow(text: string, values: string[]): boolean {
  return text.split('\n').some((line) => {
    let from = 0;
    for (const value of values) {
      const at = line.indexOf(value, from);
      if (at < 0) return false;
      from = at + value.length;
    }
    return true;
  });
}

/** The row a line's figures make: #, HSN, quantity, unit price, its discount (if any), taxable value, rate, taxes, total. */
function rowValues(document: InvoiceDocument, index: number): string[] {
  const line = document.lines[index]!;
  const discount = line.discountPaise === undefined ? [] : [formatPaiseExact(line.discountPaise)];
  const lead = [String(index + 1), ...(line.hsnCode ? [line.hsnCode] : []), String(line.quantity), formatPaiseExact(line.unitPricePaise), ...discount];
  if (!document.taxed) return [...lead, formatPaiseExact(line.totalPaise)];
  const taxes = document.intraState ? [formatPaiseExact(line.cgstPaise), formatPaiseExact(line.sgstPaise)] : [formatPaiseExact(line.igstPaise)];
  return [...lead, formatPaiseExact(line.taxablePaise), percent(line.ratePercent), ...taxes, formatPaiseExact(line.totalPaise)];
}

describe('the invoice PDF', () => {
  it('is a text PDF with Noto Sans embedded, the rupee sign from Noto Sans Devanagari', () => {
    const fonts = poppler('pdffonts', files.get(intraStateInvoice)!);
    expect(fonts).toMatch(/NotoSans-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/NotoSansDevanagari-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(textOf(intraStateInvoice)).toContain('₹');
    expect(poppler('pdfinfo', files.get(intraStateInvoice)!)).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
  });

  it('shows a tax invoice within the state: seller, buyer, numbers, CGST and SGST per line, totals and words', () => {
    const text = textOf(intraStateInvoice);
    const { seller } = intraStateInvoice;
    for (const expected of [
      'ORIGINAL FOR RECIPIENT',
      'Tax Invoice',
      seller.name,
      '2nd Floor, Shree Ganesh Complex',
      'Pune, Maharashtra - 411005',
      'GSTIN: 27AAPFU0939F1ZV',
      'State: Maharashtra (27)',
      'E-mail: support@haat.example',
      'Phone: +91 98200 12345',
      'Invoice No.: INV/26-27/00042',
      // Issued at 01:15 IST on the 25th, still the 24th in UTC.
      'Invoice Date: 25 Nov 2026',
      'Order ID: ORD-7K2M9XQ4B',
      'Bill to / Ship to',
      'Priya Deshmukh',
      'Flat 302, Sai Krupa Apartments',
      'Pune, Maharashtra - 411045',
      'Phone: 9876543210',
      'Place of supply: Maharashtra (27)',
      'Whether tax is payable on reverse charge: No',
      'Rupees Six Thousand Eight Hundred Eighty One Only',
      'This is a computer-generated invoice and needs no signature.',
      `For ${seller.name}`,
      'Authorised signatory',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(hasRow(text, ['#', 'Description', 'HSN', 'Qty', 'Unit price', 'Taxable value', 'GST', 'CGST', 'SGST', 'Total'])).toBe(true);
    expect(text).not.toContain('IGST');
    intraStateInvoice.lines.forEach((line, index) => {
      expect(hasRow(text, rowValues(intraStateInvoice, index)), line.description).toBe(true);
    });
    // Half rates under the CGST and SGST amounts; the long name wraps in its column and is all there.
    expect(hasRow(text, ['2.5%', '2.5%'])).toBe(true);
    expect(hasRow(text, ['9%', '9%'])).toBe(true);
    expect(text.replace(/\s+/g, ' ')).toContain('Blouse Piece - Rani Pink');
    const { totals } = intraStateInvoice;
    expect(hasRow(text, ['Taxable value', formatPaiseExact(totals.taxablePaise)])).toBe(true);
    expect(hasRow(text, ['CGST', formatPaiseExact(totals.cgstPaise)])).toBe(true);
    expect(hasRow(text, ['SGST', formatPaiseExact(totals.sgstPaise)])).toBe(true);
    expect(hasRow(text, ['Total', '₹6,881.00'])).toBe(true);
    // The charges split over the 5 % and 18 % lines' values, ₹49.97 : ₹17.99 (docs/decisions/0033):
    // ₹60 → 4411.71 and 1588.29 → ₹44.12 + ₹15.88; ₹25 → 1838.21 and 661.79 → ₹18.38 + ₹6.62.
    expect(hasRow(text, ['Delivery charge', '1', '₹44.12'])).toBe(true);
    expect(hasRow(text, ['Delivery charge', '1', '₹15.88'])).toBe(true);
    expect(hasRow(text, ['Cash on delivery charge', '1', '₹18.38'])).toBe(true);
    expect(hasRow(text, ['Cash on delivery charge', '1', '₹6.62'])).toBe(true);
    expect(text.replace(/\s+/g, ' ')).toContain('(share at 18%)');
  });

  it('shows IGST, and no CGST or SGST, for another state', () => {
    const text = textOf(interStateInvoice);
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('State: Karnataka (29)');
    expect(hasRow(text, ['Taxable value', 'GST', 'IGST', 'Total'])).toBe(true);
    expect(text).not.toMatch(/CGST|SGST/);
    interStateInvoice.lines.forEach((line, index) => {
      expect(hasRow(text, rowValues(interStateInvoice, index)), line.description).toBe(true);
    });
    expect(hasRow(text, ['IGST', formatPaiseExact(interStateInvoice.totals.igstPaise)])).toBe(true);
    expect(text).toContain(interStateInvoice.totalInWords);
  });

  it('shows a Bill of Supply without any tax column or GSTIN', () => {
    const text = textOf(billOfSupply);
    expect(text).toContain('Bill of Supply');
    expect(text).not.toMatch(/Tax Invoice|CGST|SGST|IGST|Taxable|GST rate|GSTIN/);
    expect(hasRow(text, ['#', 'Description', 'HSN', 'Qty', 'Unit price', 'Amount'])).toBe(true);
    billOfSupply.lines.forEach((line, index) => {
      expect(hasRow(text, rowValues(billOfSupply, index)), line.description).toBe(true);
    });
    expect(hasRow(text, ['Total', '₹2,057.00'])).toBe(true);
    expect(text).toContain('Rupees Two Thousand Fifty Seven Only');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('Whether tax is payable on reverse charge: No');
  });

  it('shows a credit note that names the invoice it corrects', () => {
    const text = textOf(creditNote);
    expect(text).toContain('Credit Note');
    expect(text).not.toContain('ORIGINAL FOR RECIPIENT');
    expect(text).toContain('Credit Note No.: CN/26-27/00003');
    expect(text).toContain('Date: 27 Nov 2026');
    expect(text).toContain('Against invoice INV/26-27/00042 dated 25 Nov 2026');
    expect(text).toContain('Order ID: ORD-7K2M9XQ4B');
    expect(text).not.toContain('Invoice No.');
    expect(text).toContain('This is a computer-generated credit note and needs no signature.');
    expect(hasRow(text, ['Total', '₹6,881.00'])).toBe(true);
  });

  it('carries a long table over pages with its header repeated, and writes a lakh in words', () => {
    const text = textOf(bigOrderInvoice);
    const pages = pagesOf(bigOrderInvoice);
    expect(pages).toBeGreaterThanOrEqual(2);
    const headers = text.split('\n').filter((line) => hasRow(line, ['#', 'Description', 'HSN', 'Qty', 'Unit price', 'Taxable value'])).length;
    expect(headers).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Tax Invoice INV/26-27/00044 (continued)');
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(bigOrderInvoice.lines).toHaveLength(42);
    bigOrderInvoice.lines.forEach((line, index) => {
      expect(hasRow(text, rowValues(bigOrderInvoice, index)), line.description).toBe(true);
    });
    expect(bigOrderInvoice.totals.totalPaise).toBeGreaterThanOrEqual(100_000_00);
    expect(text).toContain(bigOrderInvoice.totalInWords);
    expect(bigOrderInvoice.totalInWords).toMatch(/^Rupees One Lakh /);
    // The Hindi product name is drawn in the Devanagari font and reads back.
    expect(text).toContain('बनारसी');
  });

  it('prints each goods line’s unit of quantity under its quantity, and none under a charge (docs/decisions/0034)', () => {
    const text = textOf(interStateInvoice);
    const rows = text.split('\n');
    interStateInvoice.lines.forEach((line, index) => {
      const at = rows.findIndex((row) => hasRow(row, rowValues(interStateInvoice, index)));
      expect(at, line.description).toBeGreaterThanOrEqual(0);
      const under = rows[at + 1] ?? '';
      if (line.charge) expect(under, line.description).not.toMatch(/\b(PCS|PRS|SET)\b/);
      else expect(under, line.description).toMatch(new RegExp(`\\b${line.uqc}\\b`));
    });
    expect(interStateInvoice.lines.map((line) => line.uqc)).toEqual(['PCS', 'PCS', 'SET', 'PRS', undefined, undefined, undefined]);
    // A document issued before units were kept has none stored: it counted pieces.
    expect(hasRow(textOf(intraStateInvoice), ['PCS'])).toBe(true);
  });

  it('shows a Discount column, each line’s share, on the invoice and the credit note of an order with a discount; none without one (docs/decisions/0034)', () => {
    for (const document of [interStateInvoice, discountedCreditNote]) {
      const text = textOf(document);
      expect(hasRow(text, ['Qty', 'Unit price', 'Discount', 'Taxable value', 'IGST', 'Total']), document.number).toBe(true);
      const goods = document.lines.filter((line) => !line.charge);
      expect(goods.reduce((sum, line) => sum + line.discountPaise!, 0)).toBe(20_000);
      // Unit price × quantity, less the discount, is the line's total; its taxable value is net of the discount.
      for (const line of goods) expect(line.unitPricePaise * line.quantity - line.discountPaise! - line.taxablePaise - line.igstPaise).toBe(0);
      document.lines.forEach((line, index) => expect(hasRow(text, rowValues(document, index)), line.description).toBe(true));
      expect(hasRow(text, ['Cotton Kurta', '₹1,299.00', '₹43.72', '₹1,195.50'])).toBe(true);
    }
    for (const document of [intraStateInvoice, creditNote, billOfSupply]) expect(textOf(document)).not.toContain('Discount');
  });

  it('gives Devanagari back in the order it was typed, reph and i-vowel sign included, not in the glyphs’ drawn order', () => {
    const text = textOf(hindiInvoice);
    for (const typed of ['प्रिया शर्मा', 'कुर्ता', 'खादी कुर्ता (Khadi Kurta) - Indigo, L', 'गोपालपुरा मोड़, Tonk Road']) expect(text, typed).toContain(typed);
    // pdftotext without -layout too (a reader's copy and paste).
    expect(poppler('pdftotext', files.get(hindiInvoice)!, '-')).toContain('प्रिया शर्मा');
  });

  it('prints dates in India’s time zone', () => {
    expect(istDate('2026-11-24T18:29:59.999Z')).toBe('24 Nov 2026');
    expect(istDate('2026-11-24T18:30:00.000Z')).toBe('25 Nov 2026');
    expect(istDate('2027-04-01T00:00:00.000Z')).toBe('01 Apr 2027');
  });

  it('gives the same bytes for the same document', async () => {
    const [first, second] = await Promise.all([renderInvoicePdf(intraStateInvoice), renderInvoicePdf(intraStateInvoice)]);
    expect(first.equals(second)).toBe(true);
  });

  it('renders every sample to PNG for a person to look at', () => {
    const preview = resolve('test-results/invoice-preview');
    mkdirSync(preview, { recursive: true });
    for (const [name, document] of Object.entries(SAMPLE_DOCUMENTS)) poppler('pdftoppm', '-png', '-r', '80', files.get(document)!, join(preview, name));
    console.info(`Invoice previews: ${preview}`);
    expect(readdirSync(preview).filter((file) => file.startsWith('intraStateInvoice') && file.endsWith('.png')).length).toBe(1);
  });
});
