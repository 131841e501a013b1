import type { Db } from '../db/connect';
import { newId } from '../db/ids';
import { hashPassword } from '../modules/accounts/passwords';
import type { OrderItemsTable, OrdersTable } from '../modules/orders/tables';
import { newCustomOrderId } from '../modules/orders/custom-order-id';
import { reviewAuthor } from '../../common/review-texts';
import { randomBytes } from 'node:crypto';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo customer: their delivered order and what they wrote about each product in it (docs/decisions/0055). */
interface DemoReviewer {
  name: string;
  email: string;
  city: string;
  state: string;
  stateCode: string;
  zipCode: string;
  /** Days before the seed run that the order was placed (delivered four days later, reviewed a day after). */
  orderedDaysAgo: number;
  reviews: { product: string; rating: number; title: string; body: string }[];
}

export const demoReviewers: DemoReviewer[] = [
  {
    name: 'Asha Kumar',
    email: 'asha.kumar@demo.haat.example',
    city: 'Bengaluru',
    state: 'Karnataka',
    stateCode: '29',
    zipCode: '560001',
    orderedDaysAgo: 45,
    reviews: [
      { product: 'Jaipur Block Print Cotton Shirt', rating: 5, title: 'Soft, breathable and the print is lovely', body: 'Wore it all day in the Bengaluru heat and it stayed comfortable. The colours are exactly as in the photos and did not run in the first wash.' },
      { product: 'Banarasi Silk Saree with Zari Border', rating: 4, title: 'Rich zari, a little heavy', body: 'The zari border is beautiful and the fall is good. It is heavier than I expected, so keep it for the evening functions.' },
      { product: 'Essential Crew Neck T-Shirt', rating: 4, title: 'Good everyday tee', body: '' },
    ],
  },
  {
    name: 'Ravi Menon',
    email: 'ravi.menon@demo.haat.example',
    city: 'Kochi',
    state: 'Kerala',
    stateCode: '32',
    zipCode: '682011',
    orderedDaysAgo: 30,
    reviews: [
      { product: 'Jaipur Block Print Cotton Shirt', rating: 4, title: 'Fits true to size', body: 'Ordered my usual M and it fits well. The collar is a bit soft, but the fabric is very good for the price.' },
      { product: 'Nova X Fold 5G (12 GB RAM, 512 GB)', rating: 5, title: 'Big screen in my pocket', body: 'Battery lasts a full day even with the inner screen on. Delivery was quick and the box was sealed.' },
    ],
  },
  {
    name: 'Priya Sharma',
    email: 'priya.sharma@demo.haat.example',
    city: 'Jaipur',
    state: 'Rajasthan',
    stateCode: '08',
    zipCode: '302001',
    orderedDaysAgo: 20,
    reviews: [
      { product: 'Jaipur Block Print Cotton Shirt', rating: 4, title: 'Authentic block print', body: 'As someone from Jaipur I can say the print is the real thing. Gifted it to my brother and he loves it.' },
      { product: 'Banarasi Silk Saree with Zari Border', rating: 5, title: 'Wore it to my cousin’s wedding', body: 'Everyone asked where I bought it. The blouse piece matched perfectly.' },
      { product: 'Nova X Fold 5G (12 GB RAM, 512 GB)', rating: 3, title: 'Great phone, fragile hinge cover', body: 'The phone itself is fast and the camera is good. The hinge cover picked up a scratch in the first week.' },
    ],
  },
];

/** The product rows the reviews need: id, name, price and what an order line snapshots. */
export interface DemoProductRow {
  id: string;
  name: string;
  primary_image: string;
  colors: string;
  discount_price: number;
  delivery_charge: number;
  hsn_code: string;
  gst_rate: number;
  uqc: string;
}

/**
 * The demo's reviews (docs/decisions/0055): a few customers, each with a cash-on-delivery order
 * Delivered weeks ago and a review of each product in it, and the reviewed products' counts and
 * sums of ratings to match, written in the caller's transaction like the rest of the demo. The
 * customers get a random password nobody knows: they exist to have written the reviews.
 */
export async function seedDemoReviews(trx: Db, products: readonly DemoProductRow[], now: Date): Promise<number> {
  const byName = new Map(products.map((product) => [product.name, product]));
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  const totals = new Map<string, { count: number; total: number }>();
  let written = 0;
  for (const reviewer of demoReviewers) {
    const userId = newId();
    const placedAt = at(reviewer.orderedDaysAgo);
    const address = { street: '12 MG Road', city: reviewer.city, state: reviewer.state, state_code: reviewer.stateCode, zip_code: reviewer.zipCode, country: 'India' };
    await trx
      .insertInto('users')
      .values({ id: userId, name: reviewer.name, email: reviewer.email, phone_number: '9876543210', ...address, address_is_default: 1, password_hash: await hashPassword(randomBytes(24).toString('hex')), created_at: placedAt, updated_at: placedAt })
      .execute();

    const orderId = newId();
    const lines = reviewer.reviews.map(({ product: name }, position): OrderItemsTable => {
      const product = byName.get(name);
      if (product === undefined) throw new Error(`demo review of unknown product ${name}`);
      const color = (JSON.parse(product.colors) as { _id: string; name: string }[])[0]!;
      return { id: newId(), order_id: orderId, position, product_id: product.id, name: product.name, primary_image: product.primary_image, color: color.name, color_id: color._id, size: null, price: product.discount_price, quantity: 1, hsn_code: product.hsn_code, gst_rate: product.gst_rate, uqc: product.uqc };
    });
    const itemsTotal = lines.reduce((sum, line) => sum + line.price, 0);
    const deliveryCharge = Math.max(...lines.map((line) => byName.get(line.name)!.delivery_charge));
    const deliveredAt = at(reviewer.orderedDaysAgo - 4);
    const order: OrdersTable = {
      id: orderId,
      custom_order_id: newCustomOrderId(),
      user_id: userId,
      user_name: reviewer.name,
      user_email: reviewer.email,
      contact_number: '9876543210',
      ...address,
      payment_method: 'cod',
      payment_gateway: null,
      payment_status: 'Completed',
      status: 'Delivered',
      items_total: itemsTotal,
      delivery_charge: deliveryCharge,
      cod_charge: 0,
      total_price: itemsTotal + deliveryCharge,
      cart_id: null,
      checkout_key: null,
      idempotency_key: null,
      superseded_by: null,
      payment_id: null,
      needs_review: 0,
      review_reason: null,
      delivery_partner: 'Blue Dart',
      tracking_id: `DEMO${reviewer.zipCode}`,
      created_at: placedAt,
      updated_at: deliveredAt,
      paid_at: deliveredAt,
      stock_held: 0,
      discount: 0,
      coupon_id: null,
      coupon_code: null,
      coupon_held: 0,
      cancel_reason: null,
      delivered_at: deliveredAt,
      refund_status: null,
      refund_amount: null,
      refund_reference: null,
      payment_reference: 'Cash collected on delivery',
      invoice_number: null,
      invoiced_at: null,
      credit_note_number: null,
      credit_noted_at: null,
    };
    await trx.insertInto('orders').values(order).execute();
    await trx.insertInto('order_items').values(lines).execute();
    await trx
      .insertInto('order_events')
      .values([
        { id: newId(), order_id: orderId, at: placedAt, type: 'placed', note: null },
        { id: newId(), order_id: orderId, at: deliveredAt, type: 'delivered', note: null },
      ])
      .execute();

    for (const [i, review] of reviewer.reviews.entries()) {
      const productId = lines[i]!.product_id;
      await trx
        .insertInto('reviews')
        .values({ id: newId(), product_id: productId, user_id: userId, rating: review.rating, title: review.title, body: review.body, author: reviewAuthor(reviewer.name), created_at: at(reviewer.orderedDaysAgo - 5 - i / 24), hidden_at: null })
        .execute();
      const sum = totals.get(productId) ?? { count: 0, total: 0 };
      totals.set(productId, { count: sum.count + 1, total: sum.total + review.rating });
      written += 1;
    }
  }
  for (const [productId, { count, total }] of totals) {
    await trx.updateTable('products').set({ review_count: count, review_total: total }).where('id', '=', productId).execute();
  }
  return written;
}
