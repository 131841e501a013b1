import { z } from 'zod';
import { isCalendarDay, isWithinDateRange } from './calendar-day';
import { COUPON_CODE_PATTERN, COUPON_FORM_MESSAGES as M, COUPON_TYPES, normaliseCouponCode } from './coupon-rules';
import { isWholePaise } from './money';

export * from './coupon-rules';

const MAX_RUPEES = 10_00_000;
const MAX_USES = 10_00_000;

const rupees = (message: string, min: number) =>
  z
    .number({ message })
    .min(min, { message })
    .max(MAX_RUPEES, { message })
    .refine(isWholePaise, { message });

const day = z
  .string({ message: M.day })
  .refine((text) => isCalendarDay(text) && isWithinDateRange(text), { message: M.day });

const uses = z.number({ message: M.usageLimit }).int({ message: M.usageLimit }).min(1, { message: M.usageLimit }).max(MAX_USES, { message: M.usageLimit });

/** A code as typed: any case, trimmed, kept in capitals. */
export const couponCodeSchema = z
  .string({ message: M.code })
  .transform(normaliseCouponCode)
  .refine((code) => COUPON_CODE_PATTERN.test(code), { message: M.code });

/**
 * POST /api/admin/coupons and PUT /api/admin/coupons/{id} (the whole coupon): money in rupees, the
 * validity as IST calendar days (the first and last day it works; null: open), limits null for none.
 */
export const couponInputSchema = z
  .strictObject({
    code: couponCodeSchema,
    type: z.enum(COUPON_TYPES, { message: M.type }),
    value: z.number({ message: M.percent }).meta({ description: 'Percent (1..100, whole) for percent; rupees for flat.' }),
    minOrderValue: rupees(M.money, 0).default(0).meta({ description: 'The items subtotal the coupon needs, in rupees.' }),
    maxDiscount: rupees(M.maxDiscount, 1).nullable().default(null).meta({ description: 'A percent coupon’s cap in rupees; null: none.' }),
    startsAt: day.nullable().default(null).meta({ description: 'The first IST day it works (YYYY-MM-DD); null: from now.' }),
    endsAt: day.nullable().default(null).meta({ description: 'The last IST day it works, to 23:59:59 IST; null: no end.' }),
    usageLimit: uses.nullable().default(null).meta({ description: 'Uses in all; null: no limit.' }),
    perCustomerLimit: uses.nullable().default(null).meta({ description: 'Uses per customer; null: no limit.' }),
    firstOrderOnly: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .superRefine((coupon, ctx) => {
    if (coupon.type === 'percent' && !(Number.isInteger(coupon.value) && coupon.value >= 1 && coupon.value <= 100)) ctx.addIssue({ code: 'custom', path: ['value'], message: M.percent });
    if (coupon.type === 'flat' && !(coupon.value >= 1 && coupon.value <= MAX_RUPEES && isWholePaise(coupon.value))) ctx.addIssue({ code: 'custom', path: ['value'], message: M.flat });
    if (coupon.startsAt !== null && coupon.endsAt !== null && coupon.endsAt < coupon.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: M.endsBeforeStart });
  });
export type CouponInput = z.infer<typeof couponInputSchema>;

/** A coupon as the admin reads it. */
export const couponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number(),
  minOrderValue: z.number(),
  maxDiscount: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  active: z.boolean(),
  used: z.number().int().meta({ description: 'Uses held now: orders placed with it that were not cancelled and whose payment did not fail.' }),
  everUsed: z.boolean().meta({ description: 'Whether any order ever used it (such a coupon is deactivated, not deleted).' }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListSchema = z.object({ coupons: z.array(couponSchema) });
export type CouponList = z.infer<typeof couponListSchema>;

/** DELETE /api/admin/coupons/{id}: gone, or (once used) kept and switched off, so old orders keep their record. */
export const couponDeletionSchema = z.discriminatedUnion('deleted', [z.object({ deleted: z.literal(true) }), z.object({ deleted: z.literal(false), coupon: couponSchema })]);
export type CouponDeletion = z.infer<typeof couponDeletionSchema>;

/** The code a shopper typed at checkout: matched case-insensitively; anything unknown is 'does not exist'. */
export const appliedCouponCodeSchema = z.string().max(40).transform(normaliseCouponCode);
