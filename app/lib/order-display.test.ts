import { describe, expect, it } from 'vitest';
import { discountRow, formatOrderDate, formatOrderTime, orderEventLabel, orderLineLabel, orderStatusClass, orderStatusLabel, paymentStatusClass } from './order-display';

describe('orderLineLabel', () => {
  it('prints colour and quantity as the order views show them', () => {
    expect(orderLineLabel({ color: 'Red', quantity: 2 })).toBe('Red · Qty 2');
    expect(orderLineLabel({ color: 'Red', size: null, quantity: 1 })).toBe('Red · Qty 1');
  });

  it('names the size when the line has one', () => {
    expect(orderLineLabel({ color: 'Navy', size: 'XL', quantity: 3 })).toBe('Navy · Size XL · Qty 3');
  });
});

describe('order status colours (docs/storefront-texts.md#states)', () => {
  it('paints the customer list as the spec says', () => {
    expect(orderStatusClass('Pending')).toContain('warning');
    expect(orderStatusClass('Shipped')).toContain('info');
    expect(orderStatusClass('Completed')).toContain('info');
    expect(orderStatusClass('Delivered')).toContain('success');
    expect(orderStatusClass('Canceled')).toContain('danger');
    expect(orderStatusClass('Processing')).toContain('zinc');
  });

  it('shows only a completed payment in green', () => {
    expect(paymentStatusClass('Completed')).toContain('success');
    expect(paymentStatusClass('Pending')).toContain('danger');
    expect(paymentStatusClass('Failed')).toContain('danger');
    expect(paymentStatusClass('Refunded')).toContain('zinc');
  });
});

describe('formatOrderDate', () => {
  it('prints the day in India', () => {
    expect(formatOrderDate('2026-11-22T06:00:00.000Z')).toBe('22 Nov 2026');
    // 20:00 UTC is already the next morning in India.
    expect(formatOrderDate('2026-11-22T20:00:00.000Z')).toBe('23 Nov 2026');
    expect(formatOrderDate('2026-12-31T18:29:59.000Z')).toBe('31 Dec 2026');
    expect(formatOrderDate('2026-12-31T18:30:00.000Z')).toBe('1 Jan 2027');
  });

  it('is empty for a malformed date', () => {
    expect(formatOrderDate('yesterday')).toBe('');
  });
});

describe('formatOrderTime', () => {
  it('prints the day and the time of day in India, 12-hour', () => {
    expect(formatOrderTime('2026-11-22T06:00:00.000Z')).toBe('22 Nov 2026, 11:30 am');
    expect(formatOrderTime('2026-11-22T18:30:00.000Z')).toBe('23 Nov 2026, 12:00 am');
    expect(formatOrderTime('2026-11-22T07:05:00.000Z')).toBe('22 Nov 2026, 12:35 pm');
    expect(formatOrderTime('not a date')).toBe('');
  });
});

describe('orderEventLabel', () => {
  it('gives every timeline entry a title and keeps its note', () => {
    expect(orderEventLabel({ type: 'shipped', note: 'Delhivery · 1234' })).toEqual({ title: 'Shipped', note: 'Delhivery · 1234' });
    expect(orderEventLabel({ type: 'placed' })).toEqual({ title: 'Order placed', note: null });
  });
});

describe('orderStatusLabel', () => {
  it("writes the data's 'Canceled' as 'Cancelled' for the shopper, the others as they are", () => {
    expect(orderStatusLabel('Canceled')).toBe('Cancelled');
    expect(orderStatusLabel('Shipped')).toBe('Shipped');
    expect(orderEventLabel({ type: 'status_changed', note: 'Canceled' })).toEqual({ title: 'Status changed', note: 'Cancelled' });
  });
});

describe('discountRow', () => {
  it('names the coupon and takes its discount off', () => {
    expect(discountRow({ discount: 100, couponCode: 'DIWALI10' })).toEqual({ label: 'Discount (DIWALI10)', amount: '-₹100' });
    expect(discountRow({ discount: 1234.5, couponCode: 'FLAT' })).toEqual({ label: 'Discount (FLAT)', amount: '-₹1,234.50' });
  });

  it('is no row without a discount, and a bare label without a code', () => {
    expect(discountRow({ discount: 0, couponCode: null })).toBeNull();
    expect(discountRow({ discount: 0, couponCode: 'GONE' })).toBeNull();
    expect(discountRow({ discount: 50, couponCode: null })).toEqual({ label: 'Discount', amount: '-₹50' });
  });
});
