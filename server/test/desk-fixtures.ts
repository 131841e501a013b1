import { IST_OFFSET_MS } from '../../common/ist';
import type { OrderItemsTable, OrdersTable } from '../modules/orders/tables';

/*
 * Orders written as rows, for the tests of the owner's desk summary (docs/decisions/0066) and its
 * migration: whatever the app's code paths do, the triggers must see every write.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A small deterministic generator (mulberry32): a failure replays. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof seeded>;

export const FIRST_DAY = '2026-11-01';
export const DAYS = 12;
export const PRODUCTS = ['p-kurta', 'p-saree', 'p-mug', 'p-tee', 'p-lamp', 'p-rug'];

/** An instant in the test's days, often within minutes of an IST midnight (18:30 UTC). */
export function instant(random: Random): string {
  const day = random.int(0, DAYS - 1);
  const start = Date.parse(`${FIRST_DAY}T00:00:00Z`) - IST_OFFSET_MS + day * DAY_MS;
  const offset = random.chance(0.4) ? (random.chance(0.5) ? random.int(0, 120) * 1000 : DAY_MS - random.int(1, 120) * 1000) : random.int(0, DAY_MS - 1);
  return new Date(start + offset).toISOString();
}

let serial = 0;
export function newOrder(random: Random, at = instant(random)): { order: OrdersTable; items: OrderItemsTable[] } {
  serial += 1;
  const id = `o-${serial}`;
  const items: OrderItemsTable[] = Array.from({ length: random.int(1, 3) }, (_, position) => ({
    id: `${id}-i${position}`,
    order_id: id,
    position,
    product_id: random.pick(PRODUCTS),
    name: `Name ${random.int(1, 3)}`,
    primary_image: '/x.webp',
    color: 'Black',
    color_id: null,
    size: null,
    price: random.int(1, 50) * 1000,
    quantity: random.int(1, 3),
    hsn_code: null,
    gst_rate: null,
    uqc: null,
  }));
  const online = random.chance(0.5);
  const itemsTotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return {
    items,
    order: {
      id,
      custom_order_id: `ORD-T${serial}`,
      user_id: `u-${random.int(1, 5)}`,
      user_name: 'Asha',
      user_email: 'asha@example.com',
      contact_number: '9812345678',
      street: '1 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      state_code: '27',
      zip_code: '411001',
      country: 'India',
      payment_method: online ? 'online' : 'cod',
      payment_gateway: online ? 'phonepe' : null,
      payment_status: 'Pending',
      status: 'Pending',
      items_total: itemsTotal,
      delivery_charge: 5000,
      cod_charge: online ? 0 : 2000,
      total_price: itemsTotal + 5000 + (online ? 0 : 2000),
      cart_id: null,
      checkout_key: null,
      idempotency_key: null,
      superseded_by: null,
      payment_id: null,
      needs_review: 0,
      review_reason: null,
      delivery_partner: null,
      tracking_id: null,
      created_at: at,
      updated_at: at,
      paid_at: null,
      stock_held: 0,
      discount: 0,
      coupon_id: null,
      coupon_code: null,
      coupon_held: 0,
      cancel_reason: null,
      delivered_at: null,
      refund_status: null,
      refund_amount: null,
      refund_reference: null,
      payment_reference: null,
      invoice_number: null,
      invoiced_at: null,
      credit_note_number: null,
      credit_noted_at: null,
    },
  };
}

