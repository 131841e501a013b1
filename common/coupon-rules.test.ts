import { describe, expect, it } from 'vitest';
import { COUPON_REFUSALS, couponDiscountPaise, couponRefusal, istDayEnd, istDayStart, minimumOrderMessage, normaliseCouponCode, type CouponContext, type CouponTerms } from './coupon-rules';

// The coupon rules of docs/decisions/0060, with the clock injected: every moment below is a
// fixed instant, so the IST midnights are exact.
const terms = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'DIWALI10',
  type: 'percent',
  value: 10,
  minOrderPaise: 0,
  maxDiscountPaise: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  active: true,
  used: 0,
  ...overrides,
});
const context = (overrides: Partial<CouponContext> = {}): CouponContext => ({ now: new Date('2026-11-27T12:00:00Z'), subtotalPaise: 100_000, customerUses: 0, customerOrders: 0, ...overrides });

describe('the discount', () => {
  it('a percent of the subtotal, rounded to the paisa', () => {
    expect(couponDiscountPaise(terms({ value: 10 }), 99_999)).toBe(10_000);
    expect(couponDiscountPaise(terms({ value: 15 }), 33_333)).toBe(5_000);
    expect(couponDiscountPaise(terms({ value: 100 }), 12_345)).toBe(12_345);
  });

  it('a percent capped by maxDiscount', () => {
    expect(couponDiscountPaise(terms({ value: 20, maxDiscountPaise: 50_000 }), 1_000_000)).toBe(50_000);
    expect(couponDiscountPaise(terms({ value: 20, maxDiscountPaise: 50_000 }), 100_000)).toBe(20_000);
  });

  it('a flat amount, never above the subtotal', () => {
    expect(couponDiscountPaise(terms({ type: 'flat', value: 20_000 }), 100_000)).toBe(20_000);
    expect(couponDiscountPaise(terms({ type: 'flat', value: 20_000 }), 15_000)).toBe(15_000);
  });
});

describe('why a coupon does not apply (the spec’s words)', () => {
  it('applies when every rule holds', () => {
    expect(couponRefusal(terms(), context())).toBeNull();
  });

  it('a minimum order names what is missing', () => {
    expect(couponRefusal(terms({ minOrderPaise: 150_000 }), context({ subtotalPaise: 125_000 }))).toBe('Add items worth ₹250 more to use this coupon.');
    expect(couponRefusal(terms({ minOrderPaise: 150_000 }), context({ subtotalPaise: 149_950 }))).toBe('Add items worth ₹0.50 more to use this coupon.');
    expect(couponRefusal(terms({ minOrderPaise: 150_000 }), context({ subtotalPaise: 150_000 }))).toBeNull();
    expect(minimumOrderMessage(1_20_000_00)).toBe('Add items worth ₹1,20,000 more to use this coupon.');
  });

  it('first order only: refused once the customer has an order that was not cancelled', () => {
    expect(couponRefusal(terms({ firstOrderOnly: true }), context({ customerOrders: 0 }))).toBeNull();
    expect(couponRefusal(terms({ firstOrderOnly: true }), context({ customerOrders: 1 }))).toBe(COUPON_REFUSALS.firstOrderOnly);
  });

  it('the per-customer limit and the usage limit', () => {
    expect(couponRefusal(terms({ perCustomerLimit: 2 }), context({ customerUses: 1 }))).toBeNull();
    expect(couponRefusal(terms({ perCustomerLimit: 2 }), context({ customerUses: 2 }))).toBe('You have already used this coupon.');
    expect(couponRefusal(terms({ usageLimit: 5, used: 4 }), context())).toBeNull();
    expect(couponRefusal(terms({ usageLimit: 5, used: 5 }), context())).toBe('This coupon has reached its usage limit.');
  });

  it('a switched-off coupon does not exist for the shopper', () => {
    expect(couponRefusal(terms({ active: false }), context())).toBe('This coupon does not exist.');
  });

  it('a coupon is checked in the order a shopper can act on: validity, then counts, then the minimum', () => {
    const everything = terms({ endsAt: '2026-11-01', usageLimit: 1, used: 1, minOrderPaise: 10_000_000 });
    expect(couponRefusal(everything, context())).toBe(COUPON_REFUSALS.expired);
    expect(couponRefusal({ ...everything, endsAt: null }, context())).toBe(COUPON_REFUSALS.usageLimit);
    expect(couponRefusal({ ...everything, endsAt: null, usageLimit: null }, context())).toMatch(/^Add items worth/);
  });
});

describe('validity is by IST calendar day', () => {
  it('a day starts at its IST midnight (18:30 UTC the day before) and ends at the next', () => {
    expect(new Date(istDayStart('2026-11-27')).toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(new Date(istDayEnd('2026-11-27')).toISOString()).toBe('2026-11-27T18:30:00.000Z');
  });

  it('not valid yet until the first day’s IST midnight, to the millisecond', () => {
    const coupon = terms({ startsAt: '2026-12-01' });
    expect(couponRefusal(coupon, context({ now: new Date('2026-11-30T18:29:59.999Z') }))).toBe('This coupon is not valid yet.');
    expect(couponRefusal(coupon, context({ now: new Date('2026-11-30T18:30:00.000Z') }))).toBeNull();
  });

  it('valid through the whole last day in India, expired from the next IST midnight', () => {
    const coupon = terms({ endsAt: '2026-12-31' });
    // 23:59:59.999 IST on the 31st.
    expect(couponRefusal(coupon, context({ now: new Date('2026-12-31T18:29:59.999Z') }))).toBeNull();
    // 00:00 IST on 1 January, while UTC still reads 31 December.
    expect(couponRefusal(coupon, context({ now: new Date('2026-12-31T18:30:00.000Z') }))).toBe('This coupon has expired.');
  });

  it('a one-day coupon works that IST day only', () => {
    const coupon = terms({ startsAt: '2027-01-26', endsAt: '2027-01-26' });
    expect(couponRefusal(coupon, context({ now: new Date('2027-01-25T18:29:59.999Z') }))).toBe(COUPON_REFUSALS.notYet);
    expect(couponRefusal(coupon, context({ now: new Date('2027-01-25T18:30:00.000Z') }))).toBeNull();
    expect(couponRefusal(coupon, context({ now: new Date('2027-01-26T18:29:59.999Z') }))).toBeNull();
    expect(couponRefusal(coupon, context({ now: new Date('2027-01-26T18:30:00.000Z') }))).toBe(COUPON_REFUSALS.expired);
  });
});

it('codes are matched case-insensitively: kept in capitals, trimmed', () => {
  expect(normaliseCouponCode('  diwali10 ')).toBe('DIWALI10');
  expect(normaliseCouponCode('Diwali10')).toBe(normaliseCouponCode('DIWALI10'));
});
