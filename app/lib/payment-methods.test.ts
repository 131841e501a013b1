import { describe, expect, it } from 'vitest';
import { paymentMethods } from './payment-methods';

describe('paymentMethods', () => {
  it('names the online payment of the shop’s provider', () => {
    expect(paymentMethods({ onlinePayment: 'phonepe', codEnabled: false })).toEqual(['Secure online payment through PhonePe: UPI, cards and net banking.']);
    expect(paymentMethods({ onlinePayment: 'upi', codEnabled: false })[0]).toMatch(/^UPI: scan the QR code/);
  });

  it('adds cash on delivery only while the shop offers it', () => {
    expect(paymentMethods({ onlinePayment: 'upi', codEnabled: true })).toHaveLength(2);
    expect(paymentMethods({ onlinePayment: 'phonepe', codEnabled: true })[1]).toBe('Cash on delivery: pay when your order reaches your door.');
    expect(paymentMethods({ onlinePayment: 'phonepe', codEnabled: false }).join(' ')).not.toMatch(/cash/i);
  });
});
