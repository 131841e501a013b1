import { describe, expect, it } from 'vitest';
import { kavyaShop } from '../../../common/testing/kavya-shop';
import type { InvoiceSubject } from '../orders/invoicing';
import { buildCreditNote, buildInvoiceDocument, documentNumber, placeOfSupply } from './build';

// How an order becomes an invoice document (docs/decisions/0022), without a database.
const shop = kavyaShop();

const subject = (overrides: Partial<InvoiceSubject> = {}): InvoiceSubject => ({
  orderId: 'o1',
  customOrderId: 'ORD-ABC123XYZ',
  buyer: { name: 'Asha Verma', phone: '9876543210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', stateCode: '27', zipCode: '411001' },
  lines: [
    { name: 'Cotton Kurta', color: 'Indigo', size: 'M', quantity: 2, unitPricePaise: 89_900, hsnCode: '6211', gstRate: 5, uqc: 'PCS' },
    { name: 'Earbuds', color: 'Black', size: null, quantity: 1, unitPricePaise: 1_49_900, hsnCode: '8518', gstRate: 18, uqc: 'PRS' },
  ],
  deliveryChargePaise: 6_000,
  codChargePaise: 2_500,
  discountPaise: 0,
  ...overrides,
});

describe('buildInvoiceDocument', () => {
  it('numbers, describes and taxes every line; each charge split over the order’s rates under the HSN of that rate’s line, as goods with no quantity (docs/decisions/0033)', () => {
    const document = buildInvoiceDocument(subject(), shop, documentNumber('KH', '26-27', 42), '2026-11-25T10:00:00.000Z');
    expect(document).toMatchObject({ number: 'KH/26-27/00042', title: 'Tax Invoice', taxed: true, intraState: false, placeOfSupply: { stateCode: '27', stateName: 'Maharashtra' } });
    expect(document.lines.map((line) => [line.description, line.hsnCode, line.ratePercent, line.charge ?? false])).toEqual([
      ['Cotton Kurta (Indigo, Size M)', '6211', 5, false],
      ['Earbuds (Black)', '8518', 18, false],
      ['Delivery charge (share at 5%)', '6211', 5, true],
      ['Delivery charge (share at 18%)', '8518', 18, true],
      ['Cash on delivery charge (share at 5%)', '6211', 5, true],
      ['Cash on delivery charge (share at 18%)', '8518', 18, true],
    ]);
    // ₹60 over the lines' values 1,798 : 1,499 → 3272.07 and 2727.93 → ₹32.72 at 5 %, ₹27.28 at 18 %.
    expect(document.lines.filter((line) => line.charge).map((line) => line.totalPaise)).toEqual([3_272, 2_728, 1_363, 1_137]);
    expect(document.totals.totalPaise).toBe(2 * 89_900 + 1_49_900 + 6_000 + 2_500);
    expect(document.totals.taxablePaise + document.totals.igstPaise).toBe(document.totals.totalPaise);
    expect(document.totalInWords).toBe('Rupees Three Thousand Three Hundred Eighty Two Only');
  });

  it('the place of supply is the delivery state’s code, never the shop’s own state by default (docs/decisions/0032)', () => {
    expect(placeOfSupply('33')).toEqual({ stateCode: '33', stateName: 'Tamil Nadu' });
    expect(() => placeOfSupply('')).toThrow();
    // The buyer's text as typed ('TN') is only printed; the code decides: Tamil Nadu from a Karnataka shop is IGST.
    const document = buildInvoiceDocument(subject({ buyer: { ...subject().buyer, state: 'TN', stateCode: '33' } }), { ...shop, stateCode: '29' }, 'KH/26-27/00001', '2026-11-25T10:00:00.000Z');
    expect(document).toMatchObject({ intraState: false, placeOfSupply: { stateCode: '33', stateName: 'Tamil Nadu' } });
    expect(document.totals.cgstPaise + document.totals.sgstPaise).toBe(0);
  });

  it('an unregistered shop: an order receipt, no tax; lines from before GST rates take the default rate (docs/decisions/0035)', () => {
    const document = buildInvoiceDocument(subject({ lines: [{ ...subject().lines[0]!, gstRate: null, hsnCode: null }] }), { ...shop, registrationType: 'unregistered', gstin: '' }, 'KH/26-27/00001', '2026-11-25T10:00:00.000Z');
    expect(document).toMatchObject({ title: 'Order receipt', registrationType: 'unregistered', taxed: false });
    expect(document.declaration).toBeUndefined();
    expect(document.totals.cgstPaise + document.totals.sgstPaise + document.totals.igstPaise).toBe(0);
    expect(document.lines[0]).toMatchObject({ hsnCode: '', taxablePaise: 2 * 89_900 });
    expect(buildCreditNote(document, 'CN/26-27/00001', '2026-11-26T10:00:00.000Z')).toMatchObject({ kind: 'credit_note', title: 'Refund receipt', registrationType: 'unregistered' });
  });

  it('a composition shop: a Bill of Supply with its declaration, no tax, the whole amount its value; its credit note keeps both (docs/decisions/0035)', () => {
    const document = buildInvoiceDocument(subject(), { ...shop, registrationType: 'composition' }, 'KH/26-27/00001', '2026-11-25T10:00:00.000Z');
    expect(document).toMatchObject({ title: 'Bill of Supply', registrationType: 'composition', declaration: 'composition taxable person, not eligible to collect tax on supplies', taxed: false });
    expect(document.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    expect(document.totals.taxablePaise).toBe(document.totals.totalPaise);
    expect(buildCreditNote(document, 'CN/26-27/00001', '2026-11-26T10:00:00.000Z')).toMatchObject({ title: 'Credit Note', declaration: document.declaration, taxed: false });
  });

  it('each line carries the unit it was bought in; a charge its principal line’s, so it joins that HSN row; a line from before units, pieces (docs/decisions/0034)', () => {
    const document = buildInvoiceDocument(subject(), shop, 'KH/26-27/00042', '2026-11-25T10:00:00.000Z');
    expect(document.lines.map((line) => [line.hsnCode, line.uqc])).toEqual([
      ['6211', 'PCS'],
      ['8518', 'PRS'],
      ['6211', 'PCS'],
      ['8518', 'PRS'],
      ['6211', 'PCS'],
      ['8518', 'PRS'],
    ]);
    const old = buildInvoiceDocument(subject({ lines: [{ ...subject().lines[1]!, uqc: null }], codChargePaise: 0 }), shop, 'KH/26-27/00043', '2026-11-25T10:00:00.000Z');
    expect(old.lines.map((line) => line.uqc)).toEqual(['PCS', 'PCS']);
  });

  it('a line bought before GST rates takes the shop’s default rate as it stands at issue (docs/decisions/0034)', () => {
    const old = subject({ lines: [{ ...subject().lines[0]!, gstRate: null }], deliveryChargePaise: 0, codChargePaise: 0 });
    expect(buildInvoiceDocument(old, { ...shop, defaultGstRate: 12 }, 'KH/26-27/00044', '2026-11-25T10:00:00.000Z').lines[0]).toMatchObject({ ratePercent: 12, totalPaise: 179_800, taxablePaise: 160_536 });
    expect(buildInvoiceDocument(old, { ...shop, defaultGstRate: 0 }, 'KH/26-27/00045', '2026-11-25T10:00:00.000Z').lines[0]).toMatchObject({ ratePercent: 0, taxablePaise: 179_800 });
  });

  it('with a discount, each goods line has its share and is taxed net of it; without one, no line has a discount', () => {
    const document = buildInvoiceDocument(subject({ discountPaise: 20_000 }), shop, 'KH/26-27/00046', '2026-11-25T10:00:00.000Z');
    const goods = document.lines.filter((line) => !line.charge);
    // ₹200 over ₹1,798 and ₹1,499: ₹109.07 and ₹90.93 (largest remainder).
    expect(goods.map((line) => line.discountPaise)).toEqual([10_907, 9_093]);
    goods.forEach((line) => expect(line.totalPaise).toBe(line.unitPricePaise * line.quantity - line.discountPaise!));
    expect(document.lines.filter((line) => line.charge).every((line) => line.discountPaise === undefined)).toBe(true);
    expect(document.totals.totalPaise).toBe(2 * 89_900 + 1_49_900 + 6_000 + 2_500 - 20_000);
    expect(buildInvoiceDocument(subject(), shop, 'KH/26-27/00047', '2026-11-25T10:00:00.000Z').lines.some((line) => 'discountPaise' in line)).toBe(false);
  });

  it('a credit note names the invoice it takes back, for the same amounts', () => {
    const invoice = buildInvoiceDocument(subject(), shop, 'KH/26-27/00042', '2026-11-25T10:00:00.000Z');
    const note = buildCreditNote(invoice, 'CN/26-27/00003', '2026-11-26T10:00:00.000Z');
    expect(note).toMatchObject({ kind: 'credit_note', title: 'Credit Note', number: 'CN/26-27/00003', corrects: { number: 'KH/26-27/00042', issuedAt: '2026-11-25T10:00:00.000Z' } });
    expect(note.totals).toEqual(invoice.totals);
  });
});
