/**
 * An issued invoice or credit note as it was issued (business-spec §4): everything its PDF shows,
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

export interface InvoiceDocument {
  kind: 'invoice' | 'credit_note';
  /** 'Tax Invoice', 'Bill of Supply' (the shop has no GSTIN: no tax columns) or 'Credit Note'. */
  title: 'Tax Invoice' | 'Bill of Supply' | 'Credit Note';
  /** false for a Bill of Supply (and a credit note correcting one): no tax columns. */
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
