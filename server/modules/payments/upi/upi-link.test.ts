import { describe, expect, it } from 'vitest';
import { parseUpiLink } from '../../../../common/upi-link';
import { buildUpiLink, type UpiLinkInput } from './upi-link';

const input: UpiLinkInput = { vpa: 'haat.shop@okaxis', payeeName: 'Haat Store', amountPaise: 49_900, note: 'Order ORD-X7K2', reference: 'ORD-X7K2_1' };

describe('buildUpiLink', () => {
  it('writes pa, pn, am with two decimals, cu=INR, tn and tr in that order, spaces as %20', () => {
    expect(buildUpiLink(input)).toBe('upi://pay?pa=haat.shop@okaxis&pn=Haat%20Store&am=499.00&cu=INR&tn=Order%20ORD-X7K2&tr=ORD-X7K2_1');
  });

  it.each([
    [100, '1.00'],
    [1, '0.01'],
    [49_950, '499.50'],
    [12_999_905, '129999.05'],
  ])('writes %i paise as am=%s', (amountPaise, am) => {
    expect(buildUpiLink({ ...input, amountPaise })).toContain(`&am=${am}&`);
  });

  it('percent-encodes what would break the query, never using +', () => {
    const link = buildUpiLink({ ...input, payeeName: "Ravi & Sons + Co's #1", note: 'a=b?c/d 100%' });
    expect(link).toContain('pn=Ravi%20%26%20Sons%20%2B%20Co\'s%20%231');
    expect(link).toContain('tn=a%3Db%3Fc%2Fd%20100%25');
    expect(link).not.toMatch(/\+/);
    expect(buildUpiLink({ ...input, payeeName: 'हाट दुकान' })).toContain('pn=%E0%A4%B9%E0%A4%BE%E0%A4%9F%20');
  });

  it('leaves tn out when there is no note', () => {
    expect(buildUpiLink({ ...input, note: undefined })).toBe('upi://pay?pa=haat.shop@okaxis&pn=Haat%20Store&am=499.00&cu=INR&tr=ORD-X7K2_1');
    expect(buildUpiLink({ ...input, note: '  ' })).not.toContain('tn=');
  });

  it('accepts a 35-character reference', () => {
    expect(buildUpiLink({ ...input, reference: 'R'.repeat(35) })).toMatch(/&tr=R{35}$/);
  });

  it.each([
    ['no VPA', { vpa: '' }],
    ['a VPA without @', { vpa: 'haatshop' }],
    ['a VPA with a space', { vpa: 'haat shop@okaxis' }],
    ['no payee name', { payeeName: ' ' }],
    ['a zero amount', { amountPaise: 0 }],
    ['a negative amount', { amountPaise: -100 }],
    ['fractional paise', { amountPaise: 100.5 }],
    ['no reference', { reference: '' }],
    ['a 36-character reference', { reference: 'R'.repeat(36) }],
  ])('refuses %s', (_name, overrides) => {
    expect(() => buildUpiLink({ ...input, ...overrides })).toThrow(RangeError);
  });
});

describe('parseUpiLink', () => {
  it('reads back every field of a built link', () => {
    const link = buildUpiLink({ ...input, payeeName: 'Ravi & Sons + Co', note: 'a=b 100%' });
    expect(parseUpiLink(link)).toEqual({ pa: 'haat.shop@okaxis', pn: 'Ravi & Sons + Co', am: '499.00', cu: 'INR', tn: 'a=b 100%', tr: 'ORD-X7K2_1', amountPaise: 49_900 });
  });

  it('reads links written by others: %40 in pa, + for spaces, whole-rupee amounts, missing fields', () => {
    expect(parseUpiLink('upi://pay?pa=shop%40ybl&pn=Corner+Shop&am=25&cu=INR')).toEqual({ pa: 'shop@ybl', pn: 'Corner Shop', am: '25', cu: 'INR', amountPaise: 2_500 });
    expect(parseUpiLink('UPI://PAY?pa=shop@ybl')).toEqual({ pa: 'shop@ybl' });
    expect(parseUpiLink('upi://pay?pa=shop@ybl&am=lots')).toEqual({ pa: 'shop@ybl', am: 'lots' });
  });

  it.each(['', 'https://pay.example/?pa=shop@ybl', 'upi://mandate?pa=shop@ybl', 'upi://pay?pn=Shop', 'upi://pay'])('answers null to %j', (link) => {
    expect(parseUpiLink(link)).toBeNull();
  });
});
