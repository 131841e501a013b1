/**
 * The admin's coupon screens (docs/decisions/0060): their texts, and how a coupon's rules read in
 * the list ('10% off, up to ₹500', 'min. ₹999', '27 Nov 2026 – 31 Dec 2026', '3 / 100'). Days are
 * IST calendar days written YYYY-MM-DD, printed by hand so the server render and the browser agree.
 */
import type { Coupon, CouponInput } from '../../common/coupons';
import { istWallClock } from '../../common/ist';
import { formatRupees } from '../../common/money';

export const NO_COUPONS = 'No coupons yet. Create one to give shoppers a discount code.';
export const couponsLoadError = (message: string) => `Error loading coupons: ${message}`;

export const COUPON_CREATED = 'Coupon created successfully';
export const COUPON_CREATE_FAILED = 'Failed to create coupon';
export const COUPON_UPDATED = 'Coupon updated successfully';
export const COUPON_UPDATE_FAILED = 'Failed to update coupon';
export const COUPON_DELETE_FAILED = 'Failed to delete coupon';
export const couponSwitched = (code: string, active: boolean) => `${code} switched ${active ? 'on' : 'off'}`;
export const couponDeleted = (code: string) => `${code} deleted`;
/** A coupon some order used stays, switched off, so those orders keep their record (docs/decisions/0060). */
export const couponKept = (code: string) => `${code} was used by orders, so it was switched off instead`;

export const COUPONS_PATH = '/admin/coupons';

type Rules = Pick<Coupon, 'type' | 'value' | 'maxDiscount' | 'minOrderValue' | 'firstOrderOnly' | 'perCustomerLimit'>;

/** The discount: '10% off', '10% off, up to ₹500', '₹100 off'. */
export function couponRuleText({ type, value, maxDiscount }: Pick<Rules, 'type' | 'value' | 'maxDiscount'>): string {
  if (type === 'flat') return `${formatRupees(value)} off`;
  return maxDiscount === null ? `${value}% off` : `${value}% off, up to ${formatRupees(maxDiscount)}`;
}

/** The conditions, short: 'min. ₹999', 'first order only', '1 per customer' (only those set). */
export function couponConditions({ minOrderValue, firstOrderOnly, perCustomerLimit }: Pick<Rules, 'minOrderValue' | 'firstOrderOnly' | 'perCustomerLimit'>): string[] {
  return [
    ...(minOrderValue > 0 ? [`min. ${formatRupees(minOrderValue)}`] : []),
    ...(firstOrderOnly ? ['first order only'] : []),
    ...(perCustomerLimit !== null ? [`${perCustomerLimit} per customer`] : []),
  ];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-27' → '27 Nov 2026'; anything else as it is. */
export function formatCouponDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : day;
}

/** When it works: '27 Nov 2026 – 31 Dec 2026', '27 Nov 2026 – No end', 'Until 31 Dec 2026', 'No end'. */
export function couponValidityText({ startsAt, endsAt }: Pick<Coupon, 'startsAt' | 'endsAt'>): string {
  if (startsAt === null) return endsAt === null ? 'No end' : `Until ${formatCouponDay(endsAt)}`;
  return `${formatCouponDay(startsAt)} – ${endsAt === null ? 'No end' : formatCouponDay(endsAt)}`;
}

/** Today in India (YYYY-MM-DD): the day the validity is read against. */
export function istToday(now: Date): string {
  return istWallClock(now).toISOString().slice(0, 10);
}

export type CouponPeriod = 'current' | 'upcoming' | 'ended';

/** Whether `today` (an IST day) is before the coupon's first day, after its last, or within. */
export function couponPeriod({ startsAt, endsAt }: Pick<Coupon, 'startsAt' | 'endsAt'>, today: string): CouponPeriod {
  if (startsAt !== null && today < startsAt) return 'upcoming';
  if (endsAt !== null && today > endsAt) return 'ended';
  return 'current';
}

/** Uses against the limit: '3 / 100', '3 / ∞'. */
export function couponUsesText({ used, usageLimit }: Pick<Coupon, 'used' | 'usageLimit'>): string {
  return `${used} / ${usageLimit === null ? '∞' : usageLimit}`;
}

/** The same for a screen reader: '3 of 100 used', '3 used, no limit'. */
export function couponUsesLabel({ used, usageLimit }: Pick<Coupon, 'used' | 'usageLimit'>): string {
  return usageLimit === null ? `${used} used, no limit` : `${used} of ${usageLimit} used`;
}

/** The whole coupon as PUT /api/admin/coupons/{id} takes it (the list's switch sends it with `active` changed). */
export function couponInputOf(coupon: Coupon): CouponInput {
  const { code, type, value, minOrderValue, maxDiscount, startsAt, endsAt, usageLimit, perCustomerLimit, firstOrderOnly, active } = coupon;
  return { code, type, value, minOrderValue, maxDiscount, startsAt, endsAt, usageLimit, perCustomerLimit, firstOrderOnly, active };
}
