import { describe, expect, it } from 'vitest';
import { contactNumberSchema, mobileNumberSchema, normaliseMobileNumber, phoneLinks, pinCodeSchema, withoutDigitGrouping } from './india-formats';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('PIN codes', () => {
  it('take six digits not starting with 0, around spaces', () => {
    expect(pinCodeSchema.parse(' 560001 ')).toBe('560001');
    expect(message(pinCodeSchema.safeParse(''))).toBe('ZIP code is required');
    for (const bad of ['12', '012345', '5600011', '56OO01', '560 001']) expect(message(pinCodeSchema.safeParse(bad)), bad).toBe('Enter a valid 6-digit PIN code');
  });
});

describe('mobile numbers', () => {
  it.each(['9876543210', '98765 43210', '+91 98765 43210', '+919876543210', '91 98765 43210', '098765-43210', '(+91) 98765.43210'])('keeps %j as 9876543210', (typed) => {
    expect(mobileNumberSchema.parse(typed)).toBe('9876543210');
  });

  it('refuses what is not an Indian mobile number', () => {
    expect(message(mobileNumberSchema.safeParse('98765'))).toBe('Phone number must be at least 10 characters long');
    expect(message(mobileNumberSchema.safeParse('98765 abcde'))).toBe('Phone number may contain only digits');
    expect(message(mobileNumberSchema.safeParse('1234567890'))).toBe('Enter a valid 10-digit mobile number');
    expect(message(mobileNumberSchema.safeParse('98765432101'))).toBe('Enter a valid 10-digit mobile number');
  });

  it('says one thing from the first try: too short only while more digits can still make a mobile number', () => {
    for (const onTheWay of ['', '9', '98765', '+91 98765', '0987654']) expect(message(mobileNumberSchema.safeParse(onTheWay)), onTheWay).toBe('Phone number must be at least 10 characters long');
    // No digits added to these make a mobile number: the message they would end with, at once.
    for (const never of ['12345', '55555', '+44 7911', '0123']) expect(message(mobileNumberSchema.safeParse(never)), never).toBe('Enter a valid 10-digit mobile number');
    expect(mobileNumberSchema.safeParse('12345').error?.issues).toHaveLength(1);
  });

  it('normalises an order’s contact number without the mobile rule (older accounts)', () => {
    expect(contactNumberSchema.parse('+91 98765 43210')).toBe('9876543210');
    expect(contactNumberSchema.parse('0123456789')).toBe('0123456789');
    expect(normaliseMobileNumber('')).toBe('');
  });
});

describe('calling and messaging a customer', () => {
  it('dials a 10-digit mobile with +91 and opens WhatsApp with 91, however it was written', () => {
    expect(phoneLinks('98765 01234')).toEqual({ tel: 'tel:+919876501234', whatsApp: 'https://wa.me/919876501234' });
    expect(phoneLinks('+91 98765-01234')).toEqual({ tel: 'tel:+919876501234', whatsApp: 'https://wa.me/919876501234' });
  });

  it('dials any other number as written, without a WhatsApp link', () => {
    expect(phoneLinks('+44 20 7946 0958')).toEqual({ tel: 'tel:+442079460958', whatsApp: null });
  });
});

describe('amounts with digit grouping', () => {
  it('drops the Indian grouping (thousands, then lakhs) and the international one', () => {
    expect(withoutDigitGrouping('1,499')).toBe('1499');
    expect(withoutDigitGrouping('1,49,999')).toBe('149999');
    expect(withoutDigitGrouping('12,34,567.50')).toBe('1234567.50');
    expect(withoutDigitGrouping('149,999')).toBe('149999');
  });

  it('leaves commas that group nothing, for the number check to refuse', () => {
    expect(withoutDigitGrouping('1,4,99')).toBe('1,4,99');
    expect(withoutDigitGrouping('14,99')).toBe('14,99');
    expect(withoutDigitGrouping(',499')).toBe(',499');
  });
});
