import { describe, expect, it } from 'vitest';
import { COUPON_FORM_MESSAGES as M, couponInputSchema } from '../../common/coupons';
import { couponInputOf } from './admin-coupons';
import { couponFieldPath, couponFormSchema, couponFormValues, wholeFromText, rupeesFromText, UNREADABLE, type CouponFormValues } from './admin-coupon-form';
import { sampleCoupon } from '../test/coupon-fixtures';

const saved = sampleCoupon({ perCustomerLimit: 1 });

const messages = (values: CouponFormValues) => {
  const result = couponFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the coupon form (docs/decisions/0060)', () => {
  it('shows a saved coupon and gives it back as the API takes it', () => {
    const values = couponFormValues(saved);
    expect(values).toEqual({ code: 'DIWALI10', type: 'percent', value: '10', minOrderValue: '999', maxDiscount: '500', startsAt: '2026-11-27', endsAt: '2026-12-31', usageLimit: '100', perCustomerLimit: '1', firstOrderOnly: false, active: true });
    expect(couponFormSchema.parse(values)).toEqual(couponInputOf(saved));
  });

  it('starts a new coupon empty, percent and switched on; empty means none', () => {
    const values = couponFormValues();
    expect(values).toMatchObject({ type: 'percent', active: true, firstOrderOnly: false, value: '' });
    expect(couponFormSchema.parse({ ...values, code: ' diwali10 ', value: '10' })).toEqual({
      code: 'DIWALI10',
      type: 'percent',
      value: 10,
      minOrderValue: 0,
      maxDiscount: null,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      firstOrderOnly: false,
      active: true,
    });
  });

  it('reads amounts and counts as people type them', () => {
    expect(rupeesFromText('1,000', null)).toBe(1000);
    expect(rupeesFromText(' ₹49.50 ', null)).toBe(49.5);
    expect(rupeesFromText('', 0)).toBe(0);
    expect(rupeesFromText('-1', null)).toBe(UNREADABLE);
    expect(rupeesFromText('ten', null)).toBe(UNREADABLE);
    expect(wholeFromText(' 10 ')).toBe(10);
    expect(wholeFromText('10%')).toBe(10);
    expect(wholeFromText('10,00,000')).toBe(1_000_000);
    expect(wholeFromText('')).toBeNull();
    expect(wholeFromText('2.5')).toBe(UNREADABLE);
  });

  it('sends a flat coupon without a cap, whatever the hidden field holds', () => {
    expect(couponFormSchema.parse({ ...couponFormValues(saved), type: 'flat', value: '₹100', maxDiscount: '500' })).toMatchObject({ type: 'flat', value: 100, maxDiscount: null });
  });

  it('says every problem at once, under its field, in the server’s words', () => {
    expect(
      messages({ ...couponFormValues(saved), code: 'ab', value: '10.5', minOrderValue: 'lots', maxDiscount: '0', startsAt: '2026-12-31', endsAt: '2026-12-01', usageLimit: '0', perCustomerLimit: '1.5' }),
    ).toEqual({ code: M.code, value: M.percent, minOrderValue: M.money, maxDiscount: M.maxDiscount, endsAt: M.endsBeforeStart, usageLimit: M.usageLimit, perCustomerLimit: M.usageLimit });
    expect(messages({ ...couponFormValues(saved), type: 'flat', value: '' })).toEqual({ value: M.flat });
    expect(messages({ ...couponFormValues(saved), type: 'flat', value: '10.005' })).toEqual({ value: M.flat });
    expect(messages({ ...couponFormValues(saved), value: '' })).toEqual({ value: M.percent });
    expect(messages({ ...couponFormValues(saved), value: '101' })).toEqual({ value: M.percent });
    expect(messages({ ...couponFormValues(saved), code: 'DIWALI-10' })).toEqual({ code: M.code });
    expect(messages({ ...couponFormValues(saved), startsAt: '2026-02-30' })).toEqual({ startsAt: M.day });
  });

  it('gives the server what its own schema accepts', () => {
    const input = couponFormSchema.parse({ ...couponFormValues(saved), type: 'flat', value: '250', usageLimit: '', perCustomerLimit: '' });
    expect(couponInputSchema.parse(input)).toEqual(input);
  });

  it('puts a server error under its field: a taken code under Code', () => {
    expect(couponFieldPath('code')).toBe('code');
    expect(couponFieldPath('endsAt')).toBe('endsAt');
    expect(couponFieldPath('used')).toBeNull();
  });
});
