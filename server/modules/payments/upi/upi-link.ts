/**
 * UPI deep links (NPCI's linking specification, payments-phonepe.md): what PAYMENT_PROVIDER=upi
 * shows as a QR code and an "open in UPI app" button. A plain UPI link has no callback: the order
 * stays payment-pending until the shop confirms the credit itself.
 */
import { isUpiVpa } from '../../../../common/upi-link';

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

const MAX_REFERENCE_LENGTH = 35;

/** `upi://pay?pa=…&pn=…&am=499.00&cu=INR&tn=…&tr=…`; throws RangeError on input no UPI app would accept. */
export function buildUpiLink(input: UpiLinkInput): string {
  if (!isUpiVpa(input.vpa)) throw new RangeError(`Not a UPI VPA: ${JSON.stringify(input.vpa)}`);
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
