import { gstStateName } from '../../../common/gst/states';
import { invoiceTax, type TaxedLine } from '../../../common/gst/tax';
import { rupeesInWords } from '../../../common/gst/words';
import type { InvoiceDocument, InvoiceDocumentLine, InvoiceParty } from './document';

/**
 * Realistic issued documents for the PDF's tests and benchmark (and the issuing tests): the tax is
 * worked out by common/gst/tax.ts as the issuer does, so every figure adds up.
 */

type Seller = InvoiceDocument['seller'];
type Buyer = InvoiceDocument['buyer'];

const party = (name: string, street: string, city: string, stateCode: string, zipCode: string): InvoiceParty => {
  const stateName = gstStateName(stateCode) ?? '';
  return { name, address: { street, city, state: stateName, zipCode }, stateCode, stateName };
};

export const SAMPLE_SELLER: Seller = {
  ...party('Haat Handlooms Private Limited', '2nd Floor, Shree Ganesh Complex, 14 Fergusson College Road, Shivajinagar', 'Pune', '27', '411005'),
  gstin: '27AAPFU0939F1ZV',
  email: 'support@haat.example',
  phone: '+91 98200 12345',
};

/** A small shop without a GSTIN: before docs/decisions/0035 it issued a Bill of Supply (such documents still print so). */
const UNREGISTERED_SELLER: Seller = {
  ...party('Meera Crafts', 'Shop 7, Jawahar Market, Station Road', 'Nashik', '27', '422001'),
  gstin: '',
  email: 'meeracrafts@example.com',
  phone: '',
};

const PUNE_BUYER: Buyer = { ...party('Priya Deshmukh', 'Flat 302, Sai Krupa Apartments, Baner Road, near Balewadi Phata', 'Pune', '27', '411045'), phone: '9876543210' };
/** A name typed in Devanagari, with a reph (र्) and an i-vowel sign (ि) that the font draws out of typed order. */
const JAIPUR_BUYER: Buyer = { ...party('प्रिया शर्मा', '21, गोपालपुरा मोड़, Tonk Road', 'Jaipur', '08', '302018'), phone: '9829012345' };
const BENGALURU_BUYER: Buyer = { ...party('Arjun Rao', 'No. 48, 3rd Cross, 7th Main, HSR Layout Sector 2', 'Bengaluru', '29', '560102'), phone: '9845012345' };

interface Item {
  description: string;
  hsnCode: string;
  /** GSTR-1's unit; pieces when not said. */
  uqc?: string;
  quantity: number;
  unitPricePaise: number;
  ratePercent: number;
}

interface Order {
  kind?: 'invoice' | 'credit_note';
  number: string;
  issuedAt: string;
  orderId: string;
  corrects?: InvoiceDocument['corrects'];
  seller: Seller;
  buyer: Buyer;
  items: Item[];
  deliveryChargePaise: number;
  codChargePaise: number;
  discountPaise?: number;
}

const toLine = (description: string, hsnCode: string, quantity: number, unitPricePaise: number, taxed: TaxedLine): InvoiceDocumentLine => ({ description, hsnCode, quantity, unitPricePaise, ...taxed });

/** A goods line: its unit, and its share of the discount when the order had one (as the issuer writes it). */
const goodsLine = (item: Item, taxed: TaxedLine, discounted: boolean): InvoiceDocumentLine => ({
  ...toLine(item.description, item.hsnCode, item.quantity, item.unitPricePaise, taxed),
  uqc: item.uqc ?? 'PCS',
  ...(discounted ? { discountPaise: item.unitPricePaise * item.quantity - taxed.totalPaise } : {}),
});

/** An issued document for an order, figured the way the issuer figures it. */
export function sampleDocument(order: Order): InvoiceDocument {
  const taxed = order.seller.gstin !== '';
  const intraState = order.buyer.stateCode === order.seller.stateCode;
  const tax = invoiceTax({
    lines: order.items.map((item) => ({ totalPaise: item.unitPricePaise * item.quantity, ratePercent: taxed ? item.ratePercent : 0 })),
    deliveryChargePaise: order.deliveryChargePaise,
    codChargePaise: order.codChargePaise,
    discountPaise: order.discountPaise ?? 0,
    intraState,
  });
  const lines = order.items.map((item, index) => goodsLine(item, tax.lines[index]!, (order.discountPaise ?? 0) > 0));
  for (const part of tax.delivery) lines.push({ ...toLine(tax.delivery.length > 1 ? `Delivery charge (share at ${part.ratePercent}%)` : 'Delivery charge', '', 1, part.totalPaise, part), charge: true });
  for (const part of tax.cod) lines.push({ ...toLine(tax.cod.length > 1 ? `Cash on delivery charge (share at ${part.ratePercent}%)` : 'Cash on delivery charge', '', 1, part.totalPaise, part), charge: true });
  const kind = order.kind ?? 'invoice';
  return {
    kind,
    title: kind === 'credit_note' ? 'Credit Note' : taxed ? 'Tax Invoice' : 'Bill of Supply',
    taxed,
    number: order.number,
    issuedAt: order.issuedAt,
    orderId: order.orderId,
    corrects: order.corrects ?? null,
    seller: order.seller,
    buyer: order.buyer,
    placeOfSupply: { stateCode: order.buyer.stateCode, stateName: order.buyer.stateName },
    intraState,
    lines,
    totals: tax.totals,
    totalInWords: rupeesInWords(tax.totals.totalPaise),
    reverseCharge: false,
  };
}

const kurta: Item = { description: 'Cotton Kurta with Block Print - Indigo, M', hsnCode: '6211', quantity: 2, unitPricePaise: 129_900, ratePercent: 5 };
const saree: Item = {
  description: 'Handwoven Chanderi Silk-Cotton Saree with Zari Border and Unstitched Blouse Piece - Rani Pink, Free Size',
  hsnCode: '5007',
  quantity: 1,
  unitPricePaise: 239_900,
  ratePercent: 5,
};
const bag: Item = { description: 'Leather Sling Bag - Tan', hsnCode: '42022210', quantity: 1, unitPricePaise: 179_900, ratePercent: 18 };
const juttis: Item = { description: 'Embroidered Punjabi Juttis - Maroon, 7', hsnCode: '6403', uqc: 'PRS', quantity: 2, unitPricePaise: 89_900, ratePercent: 5 };

/** (1) Within Maharashtra: CGST + SGST; two clothing lines at 5 % (one long), one at 18 %, delivery and COD. */
export const intraStateInvoice = sampleDocument({
  number: 'INV/26-27/00042',
  // 01:15 IST on 25 November: still the 24th in UTC, so the date shows IST is used.
  issuedAt: '2026-11-24T19:45:00.000Z',
  orderId: 'ORD-7K2M9XQ4B',
  seller: SAMPLE_SELLER,
  buyer: PUNE_BUYER,
  items: [kurta, saree, bag],
  deliveryChargePaise: 6_000,
  codChargePaise: 2_500,
});

/** (2) To Karnataka: IGST; prepaid with a coupon, so no COD line and the items' values are lowered. */
export const interStateInvoice = sampleDocument({
  number: 'INV/26-27/00043',
  issuedAt: '2026-11-25T06:30:00.000Z',
  orderId: 'ORD-3HV8TZ1WD',
  seller: SAMPLE_SELLER,
  buyer: BENGALURU_BUYER,
  items: [{ ...kurta, quantity: 1 }, bag, { description: 'Brass Diya Set of 4', hsnCode: '7418', uqc: 'SET', quantity: 3, unitPricePaise: 34_900, ratePercent: 12 }, juttis],
  deliveryChargePaise: 6_000,
  codChargePaise: 0,
  discountPaise: 20_000,
});

/** (3) A shop without a GSTIN, as issued before docs/decisions/0035: a Bill of Supply, no tax. */
export const billOfSupply = sampleDocument({
  number: 'INV/26-27/00007',
  issuedAt: '2026-11-25T11:00:00.000Z',
  orderId: 'ORD-5P0LRC6NE',
  seller: UNREGISTERED_SELLER,
  buyer: PUNE_BUYER,
  items: [
    { description: 'Hand-painted Terracotta Planter - Large', hsnCode: '6913', quantity: 2, unitPricePaise: 54_900, ratePercent: 12 },
    { description: 'Macrame Wall Hanging', hsnCode: '', quantity: 1, unitPricePaise: 89_900, ratePercent: 12 },
  ],
  deliveryChargePaise: 6_000,
  codChargePaise: 0,
});

/** (4) The credit note that cancels (1) in full. */
export const creditNote = sampleDocument({
  kind: 'credit_note',
  number: 'CN/26-27/00003',
  issuedAt: '2026-11-27T08:00:00.000Z',
  orderId: intraStateInvoice.orderId,
  corrects: { number: intraStateInvoice.number, issuedAt: intraStateInvoice.issuedAt },
  seller: SAMPLE_SELLER,
  buyer: PUNE_BUYER,
  items: [kurta, saree, bag],
  deliveryChargePaise: 6_000,
  codChargePaise: 2_500,
});

const FABRICS = ['Cotton', 'Linen', 'Khadi', 'Chanderi', 'Mulmul', 'Rayon'];
const GARMENTS = ['Kurta', 'Palazzo', 'Dupatta', 'Shirt', 'Kurti', 'Nehru Jacket', 'Dhoti Pants'];
const COLOURS = ['Indigo', 'Mustard', 'Rust', 'Olive', 'Ivory', 'Maroon', 'Teal'];
const SIZES = ['S', 'M', 'L', 'XL'];

/**
 * (5) A big order (38 items, delivery and COD at two rates each: 42 lines) worth more than a lakh: pages break.
 * Another `variant` gives other prices and another number (the benchmark's stream of invoices).
 */
export function bigOrderDocument(variant = 0): InvoiceDocument {
  return sampleDocument({
    number: `INV/26-27/${String(44 + variant).padStart(5, '0')}`,
    issuedAt: '2026-11-25T12:00:00.000Z',
    orderId: 'ORD-9QW4E7RTY',
    seller: SAMPLE_SELLER,
    buyer: PUNE_BUYER,
    items: Array.from({ length: 38 }, (_, index): Item => {
      // One Hindi name, as a shop selling to India may write it: drawn in the Devanagari font.
      const hindi = index === 5;
      const garment = hindi ? 'Dupatta' : GARMENTS[index % GARMENTS.length]!;
      const name = hindi ? 'बनारसी दुपट्टा (Banarasi Dupatta)' : `${FABRICS[index % FABRICS.length]} ${garment}`;
      return {
        description: `${name} - ${COLOURS[index % COLOURS.length]}, ${SIZES[index % SIZES.length]}`,
        hsnCode: garment === 'Dupatta' ? '6214' : '6211',
        quantity: 1 + (index % 3),
        unitPricePaise: 89_900 + (index % 7) * 20_000 + variant * 101,
        ratePercent: index % 9 === 4 ? 18 : 5,
      };
    }),
    deliveryChargePaise: 6_000,
    codChargePaise: 2_500,
  });
}

export const bigOrderInvoice = bigOrderDocument();

/** (7) The credit note that cancels (2): the discount column again, each line's share taken back. */
export const discountedCreditNote = sampleDocument({
  kind: 'credit_note',
  number: 'CN/26-27/00004',
  issuedAt: '2026-11-28T08:00:00.000Z',
  orderId: interStateInvoice.orderId,
  corrects: { number: interStateInvoice.number, issuedAt: interStateInvoice.issuedAt },
  seller: SAMPLE_SELLER,
  buyer: BENGALURU_BUYER,
  items: [{ ...kurta, quantity: 1 }, bag, { description: 'Brass Diya Set of 4', hsnCode: '7418', uqc: 'SET', quantity: 3, unitPricePaise: 34_900, ratePercent: 12 }, juttis],
  deliveryChargePaise: 6_000,
  codChargePaise: 0,
  discountPaise: 20_000,
});

/** (6) From Maharashtra to Rajasthan: Hindi names, whose copied text must follow the typed order. */
export const hindiInvoice = sampleDocument({
  number: 'INV/26-27/00045',
  issuedAt: '2026-11-26T09:00:00.000Z',
  orderId: 'ORD-8HN2KD5WA',
  seller: SAMPLE_SELLER,
  buyer: JAIPUR_BUYER,
  items: [{ description: 'खादी कुर्ता (Khadi Kurta) - Indigo, L', hsnCode: '6211', quantity: 1, unitPricePaise: 149_900, ratePercent: 5 }],
  deliveryChargePaise: 0,
  codChargePaise: 0,
});

export const SAMPLE_DOCUMENTS = { intraStateInvoice, interStateInvoice, billOfSupply, creditNote, bigOrderInvoice, hindiInvoice, discountedCreditNote } as const;
