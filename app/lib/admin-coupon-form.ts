/**
 * The coupon form (docs/decisions/0060): the coupon as its inputs hold it (text for amounts, days
 * and limits, '' for "none"), checked by the very schema the server parses with (common/coupons.ts),
 * so the messages under the fields are COUPON_FORM_MESSAGES, word for word. The fields are named
 * as the API's paths, so an error from either side lands on its field.
 */
import { z } from 'zod';
import { COUPON_TYPES, couponInputSchema, type Coupon, type CouponInput, type CouponType } from '../../common/coupons';

export interface CouponFormValues {
  code: string;
  type: CouponType;
  /** A whole percent for 'percent', rupees for 'flat'. */
  value: string;
  /** Rupees; '' = no minimum. */
  minOrderValue: string;
  /** Rupees, percent coupons only; '' = no cap. */
  maxDiscount: string;
  /** YYYY-MM-DD (IST); '' = from now / no end. */
  startsAt: string;
  endsAt: string;
  /** Whole numbers; '' = no limit. */
  usageLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
  active: boolean;
}

export type CouponFieldPath = keyof CouponFormValues;

const text = (value: number | null) => (value === null ? '' : String(value));

/** A new coupon's empty form (percent, switched on), or a saved one's values. */
export function couponFormValues(coupon?: Coupon): CouponFormValues {
  if (!coupon) {
    return { code: '', type: 'percent', value: '', minOrderValue: '', maxDiscount: '', startsAt: '', endsAt: '', usageLimit: '', perCustomerLimit: '', firstOrderOnly: false, active: true };
  }
  return {
    code: coupon.code,
    type: coupon.type,
    value: String(coupon.value),
    minOrderValue: coupon.minOrderValue === 0 ? '' : String(coupon.minOrderValue),
    maxDiscount: text(coupon.maxDiscount),
    startsAt: coupon.startsAt ?? '',
    endsAt: coupon.endsAt ?? '',
    usageLimit: text(coupon.usageLimit),
    perCustomerLimit: text(coupon.perCustomerLimit),
    firstOrderOnly: coupon.firstOrderOnly,
    active: coupon.active,
  };
}

/**
 * What a number field cannot be read as. -1 rather than NaN: every amount and limit rule refuses
 * it with its own message, and, unlike NaN (not a number at all), it does not stop the schema's
 * checks across fields (the value for its type, the last day after the first), so the form shows
 * every problem at once.
 */
export const UNREADABLE = -1;

/** Rupees as typed ('1,000', '₹49.50'); `empty` when nothing is typed; UNREADABLE otherwise. */
export function rupeesFromText<Empty extends number | null>(typed: string, empty: Empty): number | Empty {
  const plain = typed.replace(/[\s,₹]/g, '');
  if (plain === '') return empty;
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : UNREADABLE;
}

/**
 * A whole number as typed, a count or a percent ('1,000', ' 10 ', '10%'); null when nothing is
 * typed; UNREADABLE otherwise, a fraction too (the schema's whole-number check would stop its
 * checks across fields; its range check refuses -1 with the same message).
 */
export function wholeFromText(typed: string): number | null {
  const plain = typed.replace(/[\s,%]/g, '');
  if (plain === '') return null;
  return /^\d+$/.test(plain) ? Number(plain) : UNREADABLE;
}

/** The body of POST /api/admin/coupons and PUT /api/admin/coupons/{id}. A flat coupon has no cap. */
export function couponInputFrom(values: CouponFormValues): z.input<typeof couponInputSchema> {
  return {
    code: values.code,
    type: values.type,
    value: values.type === 'flat' ? rupeesFromText(values.value, UNREADABLE) : (wholeFromText(values.value) ?? UNREADABLE),
    minOrderValue: rupeesFromText(values.minOrderValue, 0),
    maxDiscount: values.type === 'percent' ? rupeesFromText(values.maxDiscount, null) : null,
    startsAt: values.startsAt.trim() === '' ? null : values.startsAt.trim(),
    endsAt: values.endsAt.trim() === '' ? null : values.endsAt.trim(),
    usageLimit: wholeFromText(values.usageLimit),
    perCustomerLimit: wholeFromText(values.perCustomerLimit),
    firstOrderOnly: values.firstOrderOnly,
    active: values.active,
  };
}

const formShape = z.object({
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.string(),
  minOrderValue: z.string(),
  maxDiscount: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  usageLimit: z.string(),
  perCustomerLimit: z.string(),
  firstOrderOnly: z.boolean(),
  active: z.boolean(),
});

/** The form's values in, the checked CouponInput out (the server's schema and messages). */
export const couponFormSchema: z.ZodType<CouponInput, CouponFormValues> = formShape.transform(couponInputFrom).pipe(couponInputSchema);

const FIELDS: ReadonlySet<string> = new Set<CouponFieldPath>(['code', 'type', 'value', 'minOrderValue', 'maxDiscount', 'startsAt', 'endsAt', 'usageLimit', 'perCustomerLimit', 'firstOrderOnly', 'active']);

/** The form's field for an API error's path (a duplicate code's 409 names `code`), or null. */
export function couponFieldPath(path: string): CouponFieldPath | null {
  return FIELDS.has(path) ? (path as CouponFieldPath) : null;
}
