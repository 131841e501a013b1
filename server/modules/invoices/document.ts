/**
 * An issued invoice or credit note as it was issued (docs/decisions/0022): everything its PDF shows,
 * frozen at issue time and stored as JSON with the invoice row, so the document never changes when
 * the shop's settings or the product do. Amounts in integer paise; dates as ISO instants.
 */
export interface InvoiceParty {
  name: string;
  address: { street: string; city: string; state: string; zipCode: string };
  /** GST state code and name ('27', 'Maharashtra'); the code may be '' when the shop has not set its state. */
  stateCode: string;
  stateName: string;
}

export interface InvoiceDocumentLine {
  /** The product's name with its colour and size, or 'Delivery charge' / 'Cash on delivery charge'. */
  description: string;
  /** '' when the product has none. */
  hsnCode: string;
  quantity: number;
  /**
   * GSTR-1's unit of quantity (PCS, PRS …); absent on documents issued before units were kept:
   * pieces. A charge carries its principal line's, as it carries its HSN (docs/decisions/0034).
   */
  uqc?: string;
  /**
   * The line's share of the order's discount (a coupon), in paise: present on every goods line of a
   * document whose order had a discount, and only then (the PDF's Discount column). `totalPaise`
   * is already net of it.
   */
  discountPaise?: number;
  /** Unit price, GST included, in paise. */
  unitPricePaise: number;
  /** GST rate in percent. */
  ratePercent: number;
  /** What the line comes to, GST included (after its share of a discount). */
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** The delivery or COD charge (not goods: no quantity in the HSN summary). */
  charge?: true;
}

/**
 * What a document is called, by the shop's registration at issue (docs/decisions/0035): a regular
 * shop's 'Tax Invoice', a composition shop's 'Bill of Supply', an unregistered shop's 'Order
 * receipt'; 'Credit Note' corrects either of the first two, 'Refund receipt' an order receipt.
 * (A 'Bill of Supply' issued before decision 0035 was an unregistered shop's.)
 */
export type DocumentTitle = 'Tax Invoice' | 'Bill of Supply' | 'Order receipt' | 'Credit Note' | 'Refund receipt';

/** Rule 5(1)(g): the words a composition taxable person's bill of supply carries at its top. */
export const COMPOSITION_DECLARATION = 'composition taxable person, not eligible to collect tax on supplies';

export interface InvoiceDocument {
  kind: 'invoice' | 'credit_note';
  title: DocumentTitle;
  /**
   * The shop's GST registration when the document was issued (docs/decisions/0035). Absent on
   * documents from before it: 'regular' when taxed, else an unregistered shop's Bill of Supply.
   */
  registrationType?: 'regular' | 'composition' | 'unregistered';
  /** A composition shop's declaration, printed under the title (Rule 5(1)(g)); absent otherwise. */
  declaration?: string;
  /** false for a Bill of Supply or an order receipt (and a document correcting one): no tax columns. */
  taxed: boolean;
  number: string;
  /** ISO instant of issue; printed as the IST date. */
  issuedAt: string;
  /** The order's id as the customer knows it (ORD-…). */
  orderId: string;
  /** A credit note names the invoice it corrects. */
  corrects: { number: string; issuedAt: string } | null;
  /** A credit note's reason ('Order cancelled: Out of stock'); absent on invoices and older notes. */
  reason?: string;
  /** The shop: legal name, address and state; gstin '' when not registered. */
  seller: InvoiceParty & { gstin: string; email: string; phone: string };
  /** The customer: name and delivery address; the state's GST code when it could be read. */
  buyer: InvoiceParty & { phone: string };
  placeOfSupply: { stateCode: string; stateName: string };
  /** Same state as the shop: CGST + SGST; another state: IGST. */
  intraState: boolean;
  /** The items, then the delivery and COD charges as lines of their own. */
  lines: InvoiceDocumentLine[];
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };
  /** The total in words, the Indian way: 'Rupees One Lakh Twenty Thousand Five Hundred Only'. */
  totalInWords: string;
  /** Rule 46: 'Whether tax is payable on reverse charge: No' for every B2C sale. */
  reverseCharge: false;
}

/**
 * An unregistered shop's order or refund receipt (docs/decisions/0035): printed with no GST
 * particulars at all (no GSTIN, state codes, place of supply, HSN or reverse charge), as it is no
 * GST document. Decided by the title, so a Bill of Supply issued before that decision prints as it
 * always did.
 */
export const isReceipt = (document: Pick<InvoiceDocument, 'title'>) => document.title === 'Order receipt' || document.title === 'Refund receipt';
