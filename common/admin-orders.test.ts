import { describe, expect, it } from 'vitest';
import { DELIVERY_PARTNER_REQUIRED, normaliseOrderSearch, orderChanges, orderEditSchema, TRACKING_ID_REQUIRED } from './admin-orders';

describe('the admin order edit', () => {
  const order = { status: 'Pending' as const, deliveryPartner: 'Blue Dart', trackingId: null };

  it('sends only what changed (trimmed), or nothing', () => {
    expect(orderChanges({ ...order, status: 'Completed' }, { status: 'Completed', deliveryPartner: ' Blue Dart ', trackingId: 'BD1' })).toEqual({ trackingId: 'BD1' });
    expect(orderChanges(order, { status: 'Completed', deliveryPartner: 'Ekart', trackingId: 'EK1' })).toEqual({ status: 'Completed', deliveryPartner: 'Ekart', trackingId: 'EK1' });
    expect(orderChanges({ ...order, status: 'Completed', trackingId: 'BD1' }, { status: 'Completed', deliveryPartner: 'Blue Dart', trackingId: 'BD1 ' })).toBeNull();
  });

  it('moves an order back to Pending without a delivery partner or tracking ID, and sends neither', () => {
    expect(orderEditSchema.safeParse({ status: 'Pending' }).success).toBe(true);
    expect(orderChanges({ ...order, status: 'Processing' }, { status: 'Pending', deliveryPartner: 'Ekart', trackingId: 'X' })).toEqual({ status: 'Pending' });
  });

  it('requires both delivery fields with the spec messages when shipping (Completed)', () => {
    const result = orderEditSchema.safeParse({ status: 'Completed', deliveryPartner: '  ', trackingId: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([DELIVERY_PARTNER_REQUIRED, TRACKING_ID_REQUIRED]);
  });
});

describe('the admin order search text', () => {
  it('is trimmed and upper-cased; blank is ignored', () => {
    expect(normaliseOrderSearch('  ord-ab12cd34e ')).toBe('ORD-AB12CD34E');
    expect(normaliseOrderSearch(' \t ')).toBeNull();
  });
});
