import { z } from 'zod';

/**
 * How Indian shoppers write a PIN code and a mobile number, one rule for the screens and the
 * server (docs/decisions/0025). The storefront's own messages (docs/storefront-texts.md#validation) stay for an empty field.
 */

export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;
export const PIN_CODE_MESSAGE = 'Enter a valid 6-digit PIN code';

/** A delivery PIN code: empty is the spec's 'ZIP code is required'; otherwise six digits, not starting with 0. */
export const pinCodeSchema = z
  .string()
  .trim()
  .min(1, { message: 'ZIP code is required' })
  .regex(PIN_CODE_PATTERN, { message: PIN_CODE_MESSAGE });

export const MOBILE_NUMBER_PATTERN = /^[6-9]\d{9}$/;

/**
 * The 10 digits of an Indian mobile number as people type it: spaces, dashes and dots dropped,
 * and a +91, 91 or 0 in front dropped when 10 digits remain ('+91 98765 43210', '098765-43210').
 * Anything else is returned as typed (without its separators) for the validation to refuse.
 */
export function normaliseMobileNumber(value: string): string {
  const compact = value.trim().replace(/[\s.()-]/g, '');
  const prefixed = /^(?:\+91|91|0)(\d{10})$/.exec(compact);
  return prefixed ? prefixed[1]! : compact;
}

export const PHONE_MESSAGES = {
  /** The storefront contract's (docs/storefront-texts.md#validation), for anything shorter than 10 characters. */
  short: 'Phone number must be at least 10 characters long',
  digits: 'Phone number may contain only digits',
  mobile: 'Enter a valid 10-digit mobile number',
} as const;

/** What a mobile number typed so far may start with: a +91, 91 or 0, then a digit 6 to 9 and at most nine more. */
const MOBILE_NUMBER_START = /^(?:\+|\+9|\+91|91|0)?(?:[6-9]\d{0,8})?$/;

/**
 * The one thing wrong with a typed mobile number, or null when it is one. Too short and on its
 * way to a mobile number ('98765'): the spec's 'at least 10 characters'. Anything that no more
 * digits can make valid ('12345', a number with letters) gets the mobile message from the first
 * try, instead of 'at least 10 characters' now and 'Enter a valid 10-digit mobile number' after
 * the shopper has typed ten (docs/decisions/0043).
 */
export function mobileNumberProblem(typed: string): string | null {
  const value = typed.trim();
  if (value.length > 20) return PHONE_MESSAGES.mobile;
  if (!/^[0-9 ().+-]*$/.test(value)) return PHONE_MESSAGES.digits;
  const compact = normaliseMobileNumber(value);
  if (MOBILE_NUMBER_PATTERN.test(compact)) return null;
  return value.length < 10 && MOBILE_NUMBER_START.test(compact) ? PHONE_MESSAGES.short : PHONE_MESSAGES.mobile;
}

/** A customer's phone number, stored as its 10 digits (signup, checkout). */
export const mobileNumberSchema = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = mobileNumberProblem(value);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem, abort: true });
  })
  // The bounds the check above keeps, for the API's description (docs/api.md).
  .meta({ minLength: 10, maxLength: 20 })
  .transform(normaliseMobileNumber);

/**
 * An order's contact number: the signed-in customer's own phone, which an account made before the
 * 10-digit rule may hold in another form. It is normalised the same way, but only the spec's
 * length rule refuses it, so such a customer can still check out.
 */
export const contactNumberSchema = z
  .string()
  .trim()
  .min(10, { message: PHONE_MESSAGES.short })
  .max(20, { message: PHONE_MESSAGES.mobile })
  .transform(normaliseMobileNumber);

/**
 * How the shop reaches a customer from the order page: a tel: link, and WhatsApp (wa.me, with
 * India's 91 in front) for a 10-digit Indian mobile number. A number in another form is still
 * dialled as written (its separators dropped); WhatsApp then gets no link, as its country is unknown.
 */
export function phoneLinks(contactNumber: string): { tel: string; whatsApp: string | null } {
  const number = normaliseMobileNumber(contactNumber);
  if (MOBILE_NUMBER_PATTERN.test(number)) return { tel: `tel:+91${number}`, whatsApp: `https://wa.me/91${number}` };
  return { tel: `tel:${number}`, whatsApp: null };
}

/**
 * An amount as Indians write it, its digit grouping dropped: '1,499' and '1,49,999' (lakhs), also
 * '149,999'; '1,49,999.50' keeps its paise. A comma anywhere else ('1,4,99', '14,99') is not a
 * grouping: the text comes back as typed, for the number check to refuse.
 */
export function withoutDigitGrouping(text: string): string {
  return /^\d{1,3}(?:,\d{2})*,\d{3}(?:\.\d+)?$/.test(text) ? text.replaceAll(',', '') : text;
}
