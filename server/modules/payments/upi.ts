/**
 * UPI deep links (NPCI's linking specification, payments-phonepe.md): what PAYMENT_PROVIDER=upi
 * shows as a QR code and an "open in UPI app" button. A plain UPI link has no callback: the order
 * stays payment-pending until the shop confirms the credit itself.
 */

export interface UpiLinkInput {
  /** The payee's VPA, e.g. `shop@okaxis`. */
  vpa: string;
  payeeName: string;
  amountPaise: number;
  /** Shown to the payer in their UPI app. */
  note?: string;
  /** The shop's reference for this payment, ≤ 35 characters; it comes back on the bank statement. */
  reference: string;
}

export interface UpiLink {
  pa: string;
  pn?: string;
  /** Rupees with two decimals, as written in the link ('499.00'). */
  am?: string;
  cu?: string;
  tn?: string;
  tr?: string;
  /** `am` in paise, when it is a valid amount. */
  amountPaise?: number;
}

// A VPA is "handle@provider"; this catches typos in configuration, not every invalid VPA.
const VPA_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;
const MAX_REFERENCE_LENGTH = 35;

/** A plausible VPA (`handle@provider`): catches typos in configuration. */
export function isUpiVpa(value: string): boolean {
  return VPA_PATTERN.test(value);
}

/** `upi://pay?pa=…&pn=…&am=499.00&cu=INR&tn=…&tr=…`; throws RangeError on input no UPI app would accept. */
export function buildUpiLink(input: UpiLinkInput): string {
  if (!VPA_PATTERN.test(input.vpa)) throw new RangeError(`Not a UPI VPA: ${JSON.stringify(input.vpa)}`);
  if (input.payeeName.trim() === '') throw new RangeError('A UPI link needs the payee name (pn)');
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0) {
    throw new RangeError(`Not an amount in paise: ${input.amountPaise}`);
  }
  const reference = input.reference.trim();
  if (reference === '' || reference.length > MAX_REFERENCE_LENGTH) {
    throw new RangeError(`A UPI transaction reference (tr) has 1 to ${MAX_REFERENCE_LENGTH} characters`);
  }
  const params: [string, string][] = [
    ['pa', input.vpa],
    ['pn', input.payeeName.trim()],
    ['am', rupeesWithTwoDecimals(input.amountPaise)],
    ['cu', 'INR'],
  ];
  const note = input.note?.trim();
  if (note) params.push(['tn', note]);
  params.push(['tr', reference]);
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeValue(value)}`).join('&')}`;
}

/** The fields of a `upi://pay` link; null when it is not one or has no payee. */
export function parseUpiLink(link: string): UpiLink | null {
  const match = /^upi:\/\/pay\?(.*)$/i.exec(link.trim());
  if (!match) return null;
  // URLSearchParams also turns '+' into a space, which is what apps that encode spaces that way mean.
  const query = new URLSearchParams(match[1]);
  const pa = query.get('pa');
  if (!pa) return null;
  const parsed: UpiLink = { pa };
  for (const key of ['pn', 'am', 'cu', 'tn', 'tr'] as const) {
    const value = query.get(key);
    if (value !== null) parsed[key] = value;
  }
  if (parsed.am !== undefined && /^\d+(\.\d{1,2})?$/.test(parsed.am)) parsed.amountPaise = Math.round(Number(parsed.am) * 100);
  return parsed;
}

/** 49900 → '499.00', by integer arithmetic so no float ever rounds a paisa away. */
function rupeesWithTwoDecimals(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * Percent-encoding with spaces as %20, never '+': some UPI apps show a literal '+' in the payee
 * name. '@' stays readable (it is legal in a query) because some apps do not decode `pa`.
 */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, '@');
}
