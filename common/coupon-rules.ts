/**
 * Coupons' rules (docs/decisions/0060), without zod: the checkout modal, the admin screen and the
 * server read the same texts and the same discount, so a quote, an order, its invoice and its
 * credit note agree to the paisa. common/coupons.ts builds the API's schemas from these.
 */
import { IST_OFFSET_MS } from './ist';
import { formatRupees, fromPaise } from './money';

export const COUPON_TYPES = ['percent', 'flat'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** 3..20 of A–Z and 0–9: what a shopper can read off a poster and type on a phone. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;

/** A code as the shop keeps and matches it: trimmed, in capitals ('diwali10 ' → 'DIWALI10'). */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Why a coupon cannot be used on an order: the words the shopper reads, exactly. */
export const COUPON_REFUSALS = {
  expired: 'This coupon has expired.',
  notYet: 'This coupon is not valid yet.',
  usageLimit: 'This coupon has reached its usage limit.',
  alreadyUsed: 'You have already used this coupon.',
  firstOrderOnly: 'This coupon is for your first order only.',
  unknown: 'This coupon does not exist.',
} as const;

/** 'Add items worth ₹250 more to use this coupon.' */
export function minimumOrderMessage(shortPaise: number): string {
  return `Add items worth ${formatRupees(fromPaise(shortPaise))} more to use this coupon.`;
}

/** The admin form's messages, under each field. */
export const COUPON_FORM_MESSAGES = {
  code: 'Code must be 3 to 20 letters A–Z or digits 0–9',
  codeTaken: 'A coupon with this code already exists',
  type: 'Choose percent or flat',
  percent: 'Enter a whole percent from 1 to 100',
  flat: 'Enter an amount in rupees from ₹1 to ₹10,00,000, with at most 2 decimals',
  money: 'Enter an amount in rupees from 0 to 10,00,000, with at most 2 decimals',
  maxDiscount: 'Enter an amount in rupees from ₹1 to ₹10,00,000, or leave it empty for no cap',
  day: 'Enter a date written YYYY-MM-DD, or leave it empty',
  endsBeforeStart: 'The last day cannot be before the first day',
  usageLimit: 'Enter a whole number from 1 to 10,00,000, or leave it empty for no limit',
  notFound: 'Coupon not found',
} as const;

/** A coupon's rules, as pricing applies them (money in paise; days are IST calendar days). */
export interface CouponTerms {
  code: string;
  type: CouponType;
  /** Percent (1..100) for 'percent'; paise for 'flat'. */
  value: number;
  minOrderPaise: number;
  /** A percent coupon's cap; null: none. */
  maxDiscountPaise: number | null;
  /** The first and last IST day the coupon works (YYYY-MM-DD); null: from always / for ever. */
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  active: boolean;
  /** Uses counted now (orders that hold one). */
  used: number;
}

/** What a coupon's rules are checked against: the moment, the items' subtotal and the customer's history. */
export interface CouponContext {
  now: Date;
  subtotalPaise: number;
  /** The customer's uses of this coupon held now (orders not cancelled and not failed). */
  customerUses: number;
  /** The customer's orders that were not cancelled and whose payment did not fail. */
  customerOrders: number;
}

/** The moment an IST calendar day begins ('2026-11-27' → 2026-11-26T18:30:00Z). */
export function istDayStart(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date) - IST_OFFSET_MS;
}

/** The moment after an IST calendar day ends: the next day's IST midnight. */
export function istDayEnd(day: string): number {
  return istDayStart(day) + 24 * 60 * 60 * 1000;
}

/**
 * The discount in paise on an items subtotal: a percent of it (rounded to the paisa, capped by
 * `maxDiscountPaise`) or a flat amount, never above the subtotal.
 */
export function couponDiscountPaise(terms: Pick<CouponTerms, 'type' | 'value' | 'maxDiscountPaise'>, subtotalPaise: number): number {
  const raw = terms.type === 'percent' ? Math.round((subtotalPaise * terms.value) / 100) : terms.value;
  const capped = terms.type === 'percent' && terms.maxDiscountPaise !== null ? Math.min(raw, terms.maxDiscountPaise) : raw;
  return Math.max(0, Math.min(capped, subtotalPaise));
}

/**
 * Why these terms do not apply in this context (the shopper's words), or null when they do. In the
 * order a shopper can act on: a code that is not there or not now first, the counts next, and the
 * minimum order last, the one thing more items can fix.
 */
export function couponRefusal(terms: CouponTerms, context: CouponContext): string | null {
  const now = context.now.getTime();
  if (!terms.active) return COUPON_REFUSALS.unknown;
  if (terms.startsAt !== null && now < istDayStart(terms.startsAt)) return COUPON_REFUSALS.notYet;
  if (terms.endsAt !== null && now >= istDayEnd(terms.endsAt)) return COUPON_REFUSALS.expired;
  if (terms.usageLimit !== null && terms.used >= terms.usageLimit) return COUPON_REFUSALS.usageLimit;
  if (terms.perCustomerLimit !== null && context.customerUses >= terms.perCustomerLimit) return COUPON_REFUSALS.alreadyUsed;
  if (terms.firstOrderOnly && context.customerOrders > 0) return COUPON_REFUSALS.firstOrderOnly;
  if (context.subtotalPaise < terms.minOrderPaise) return minimumOrderMessage(terms.minOrderPaise - context.subtotalPaise);
  return null;
}
