import { describe, expect, it } from 'vitest';
import { ORDER_ID_PATTERN, checkoutSchema, quoteOrder } from './orders';

const line = (productId: string, quantity: number, unitPricePaise = 99_900) => ({ productId, quantity, unitPricePaise, deliveryChargePaise: 4_000, codChargePaise: 2_000 });

describe('quoteOrder', () => {
  it('Buy Now online: items plus each product’s delivery charge once', () => {
    expect(quoteOrder([line('a', 2)], { paymentMethod: 'online' })).toEqual({ itemsTotalPaise: 199_800, deliveryChargePaise: 4_000, codChargePaise: 0, discountPaise: 0, totalPaise: 203_800 });
  });

  it('counts a product in two colours once for delivery and COD', () => {
    expect(quoteOrder([line('a', 1), line('a', 1), line('b', 1)], { paymentMethod: 'cod' })).toEqual({
      itemsTotalPaise: 299_700,
      deliveryChargePaise: 8_000,
      codChargePaise: 4_000,
      discountPaise: 0,
      totalPaise: 311_700,
    });
  });

  it('cart checkout: the flat cart delivery charge, even when it is zero', () => {
    expect(quoteOrder([line('a', 1), line('b', 3)], { paymentMethod: 'online', cartDeliveryChargePaise: 6_000 }).totalPaise).toBe(399_600 + 6_000);
    expect(quoteOrder([line('a', 1)], { paymentMethod: 'online', cartDeliveryChargePaise: 0 }).deliveryChargePaise).toBe(0);
  });

  it('free delivery once the items total reaches the shop’s threshold, cart or Buy Now; COD charge unchanged', () => {
    const cart = (threshold: number | null) => quoteOrder([line('a', 2)], { paymentMethod: 'cod', cartDeliveryChargePaise: 6_000, freeDeliveryAbovePaise: threshold });
    expect(cart(199_800)).toEqual({ itemsTotalPaise: 199_800, deliveryChargePaise: 0, codChargePaise: 2_000, discountPaise: 0, totalPaise: 201_800 });
    expect(cart(199_801).deliveryChargePaise).toBe(6_000);
    expect(cart(null).deliveryChargePaise).toBe(6_000);
    expect(quoteOrder([line('a', 2)], { paymentMethod: 'online', freeDeliveryAbovePaise: 100_000 }).deliveryChargePaise).toBe(0);
    expect(quoteOrder([line('a', 1)], { paymentMethod: 'online', freeDeliveryAbovePaise: 100_000 }).deliveryChargePaise).toBe(4_000);
  });

  it('stays exact in paise where rupee floats would not', () => {
    expect(quoteOrder([line('a', 3, 10), line('b', 3, 20)], { paymentMethod: 'online', cartDeliveryChargePaise: 0 }).totalPaise).toBe(90);
  });

  it('a coupon’s discount comes off the items only, never more than they come to (docs/decisions/0060)', () => {
    expect(quoteOrder([line('a', 2)], { paymentMethod: 'cod', discountPaise: 30_000 })).toEqual({ itemsTotalPaise: 199_800, deliveryChargePaise: 4_000, codChargePaise: 2_000, discountPaise: 30_000, totalPaise: 199_800 - 30_000 + 4_000 + 2_000 });
    expect(quoteOrder([line('a', 1)], { paymentMethod: 'online', discountPaise: 500_000 })).toMatchObject({ discountPaise: 99_900, totalPaise: 4_000 });
  });
});

describe('checkoutSchema', () => {
  const valid = {
    products: [{ productId: 'a'.repeat(24), quantity: 1, color: 'Black' }],
    deliveryAddress: { street: 's', city: 'c', state: 'Karnataka', zipCode: '560001', country: 'India' },
    contactNumber: '9876543210',
    name: 'Asha',
    email: 'asha@example.in',
    totalPrice: 1039,
  };

  it('accepts the spec’s order data, with or without a cartId', () => {
    expect(checkoutSchema.safeParse(valid).success).toBe(true);
    expect(checkoutSchema.safeParse({ ...valid, cartId: 'c'.repeat(24) }).success).toBe(true);
  });

  it.each([0, -1, 1.5, 1e9, '2'])('refuses quantity %s', (quantity) => {
    expect(checkoutSchema.safeParse({ ...valid, products: [{ ...valid.products[0], quantity }] }).success).toBe(false);
  });

  it('knows the order id format', () => {
    expect(ORDER_ID_PATTERN.test('ORD-AB12CD34E')).toBe(true);
    expect(ORDER_ID_PATTERN.test('ORD-ab12cd34e')).toBe(false);
  });
});
