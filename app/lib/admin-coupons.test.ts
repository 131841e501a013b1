import { describe, expect, it } from 'vitest';
import { couponConditions, couponDeleted, couponInputOf, couponKept, couponPeriod, couponRuleText, couponSwitched, couponUsesLabel, couponUsesText, couponValidityText, formatCouponDay, istToday } from './admin-coupons';
import { sampleCoupon } from '../test/coupon-fixtures';

const diwali = sampleCoupon({ perCustomerLimit: 1, firstOrderOnly: true, used: 3, everUsed: true });

describe('a coupon in the admin list (docs/decisions/0060)', () => {
  it('reads its discount: a percent with or without a cap, or a flat amount', () => {
    expect(couponRuleText(diwali)).toBe('10% off, up to ₹500');
    expect(couponRuleText({ type: 'percent', value: 15, maxDiscount: null })).toBe('15% off');
    expect(couponRuleText({ type: 'flat', value: 100, maxDiscount: null })).toBe('₹100 off');
    expect(couponRuleText({ type: 'flat', value: 1250.5, maxDiscount: null })).toBe('₹1,250.50 off');
  });

  it('lists only the conditions that are set, short', () => {
    expect(couponConditions(diwali)).toEqual(['min. ₹999', 'first order only', '1 per customer']);
    expect(couponConditions({ minOrderValue: 0, firstOrderOnly: false, perCustomerLimit: null })).toEqual([]);
    expect(couponConditions({ minOrderValue: 1500, firstOrderOnly: false, perCustomerLimit: 2 })).toEqual(['min. ₹1,500', '2 per customer']);
  });

  it('writes its days as IST calendar days, an open end as No end', () => {
    expect(formatCouponDay('2026-11-27')).toBe('27 Nov 2026');
    expect(formatCouponDay('2027-01-05')).toBe('5 Jan 2027');
    expect(couponValidityText(diwali)).toBe('27 Nov 2026 – 31 Dec 2026');
    expect(couponValidityText({ startsAt: '2026-11-27', endsAt: null })).toBe('27 Nov 2026 – No end');
    expect(couponValidityText({ startsAt: null, endsAt: '2026-12-31' })).toBe('Until 31 Dec 2026');
    expect(couponValidityText({ startsAt: null, endsAt: null })).toBe('No end');
  });

  it('knows today in India, and whether the coupon has started or ended by it', () => {
    // 18:30 UTC is already the next day in India.
    expect(istToday(new Date('2026-11-26T18:29:59Z'))).toBe('2026-11-26');
    expect(istToday(new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-27');
    expect(couponPeriod(diwali, '2026-11-26')).toBe('upcoming');
    expect(couponPeriod(diwali, '2026-11-27')).toBe('current');
    expect(couponPeriod(diwali, '2026-12-31')).toBe('current');
    expect(couponPeriod(diwali, '2027-01-01')).toBe('ended');
    expect(couponPeriod({ startsAt: null, endsAt: null }, '2099-01-01')).toBe('current');
  });

  it('counts its uses against the limit, infinity for none', () => {
    expect(couponUsesText(diwali)).toBe('3 / 100');
    expect(couponUsesText({ used: 3, usageLimit: null })).toBe('3 / ∞');
    expect(couponUsesLabel(diwali)).toBe('3 of 100 used');
    expect(couponUsesLabel({ used: 0, usageLimit: null })).toBe('0 used, no limit');
  });

  it('goes back to the API whole, without what only the server keeps', () => {
    // Every field the admin set, none of the server's own: its id, counts and times.
    const serverKeeps = ['_id', 'used', 'everUsed', 'createdAt', 'updatedAt'];
    const input = Object.fromEntries(Object.entries(diwali).filter(([field]) => !serverKeeps.includes(field)));
    expect(couponInputOf(diwali)).toEqual(input);
    expect(input).toMatchObject({ code: 'DIWALI10', perCustomerLimit: 1, firstOrderOnly: true, active: true });
  });

  it('says what the switch and Delete did', () => {
    expect(couponSwitched('DIWALI10', false)).toBe('DIWALI10 switched off');
    expect(couponSwitched('DIWALI10', true)).toBe('DIWALI10 switched on');
    expect(couponDeleted('DIWALI10')).toBe('DIWALI10 deleted');
    expect(couponKept('DIWALI10')).toBe('DIWALI10 was used by orders, so it was switched off instead');
  });
});
