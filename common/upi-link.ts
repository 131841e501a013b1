/**
 * Reading a UPI deep link (NPCI's linking specification): the QR screen shows the amount and
 * note of the link the checkout answered (server/modules/payments/upi.ts builds it).
 */

// A VPA is "handle@provider"; this catches typos in configuration, not every invalid VPA.
const VPA_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

/** A plausible VPA (`handle@provider`): catches typos in configuration (server/config.ts) and is checked again on every link built. */
export function isUpiVpa(value: string): boolean {
  return VPA_PATTERN.test(value);
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
