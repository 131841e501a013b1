import type { Coupon } from '../../common/coupons';

/**
 * A saved coupon for the coupon screens' tests (docs/decisions/0060): DIWALI10, 10% off up to
 * ₹500 from ₹999, 27 Nov to 31 Dec 2026, 100 uses, none used yet; each test changes what it is about.
 */
export function sampleCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    _id: 'c1',
    code: 'DIWALI10',
    type: 'percent',
    value: 10,
    minOrderValue: 999,
    maxDiscount: 500,
    startsAt: '2026-11-27',
    endsAt: '2026-12-31',
    usageLimit: 100,
    perCustomerLimit: null,
    firstOrderOnly: false,
    active: true,
    used: 0,
    everUsed: false,
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}
