import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../common/admin-orders';
import { REPLACEMENT_MESSAGES } from '../../../common/replacements';
import { kavyaShop } from '../../../common/testing/kavya-shop';
import { createLoadContext } from '../../http/loader-context';
import { DAY, MINUTE, createTestClock, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { addCategory, addProducts } from '../../test/catalog-fixtures';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, outboxFor, post, stockShop, type Customer, type Shop } from '../../test/orders-fixtures';

/**
 * Replacement requests (docs/decisions/0048) over real HTTP: who may ask and decide, the 14-day
 * window, the fields' rules, the photos' count, type and size, one open request per line, the
 * shop's and the customer's e-mails, the timeline, the dashboard's count, and 409 on a second decision.
 */

let app: TestApp;
let shop: Shop;
let kurta: string;
let asha: Customer;
let admin: Record<string, string>;
const time = createTestClock();
const SUPPORT = 'help@kavya.example.in';

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' }, { rateLimiter: unlimitedRateLimiter, clock: time.clock });
  shop = await stockShop(app);
  const category = await addCategory(app.runtime.db, 'Kurtas');
  [kurta] = (await addProducts(app.runtime.db, category, 1, { name: 'Cotton Kurta', sizes: ['S', 'M', 'L'] })) as [string];
  await app.runtime.services.settings.update(kavyaShop({ freeDeliveryAbove: null, supportEmail: SUPPORT }));
  asha = await newCustomer(app);
});
afterAll(() => app.close());

const signIn = async () => ({ authorization: `Bearer ${(await signInAdmin(app)).token}` });
type Answer = AdminOrder & { message?: string; errors?: { path: string; message: string }[] };

async function send(path: string, headers: Record<string, string>, body: unknown): Promise<{ status: number; body: Answer }> {
  const init = body instanceof FormData ? { body } : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  const response = await app.fetch(path, { method: 'POST', ...init, headers: { ...init.headers, ...headers } });
  return { status: response.status, body: (await response.json()) as Answer };
}
const ask = (orderId: string, body: unknown, headers = asha.auth) => send(`/api/orders/${orderId}/replacement`, headers, body);
const decide = (orderId: string, requestId: string, action: 'accept' | 'decline', body: unknown, headers = admin) => send(`/api/orders/${orderId}/replacements/${requestId}/${action}`, headers, body);

/** A delivered COD order of one line (the kurta in size M, or the tee without sizes); its id and line id. */
async function deliveredOrder(options: { sized?: boolean; customer?: Customer } = {}): Promise<{ orderId: string; lineId: string }> {
  time.advance(MINUTE);
  const customer = options.customer ?? asha;
  const line = options.sized ? { productId: kurta, color: 'Black', size: 'M', quantity: 1 } : { productId: shop.tee, color: 'Black', quantity: 1 };
  const placed = await post(app, '/api/payments/cod', checkoutBody([line], PRICE + DELIVERY + COD, { email: customer.email }), customer.auth);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = placed.body.orderId as string;
  admin = await signIn();
  const delivered = await app.fetch(`/api/orders/${orderId}`, { method: 'PUT', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ status: 'Delivered' }) });
  expect(delivered.status).toBe(200);
  const order = (await delivered.json()) as AdminOrder;
  return { orderId, lineId: order.products[0]!._id };
}

const png = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#c33' } }).png().toBuffer();
function form(fields: Record<string, string>, files: { bytes: Uint8Array; name: string; type: string }[] = []): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const file of files) data.append('photos', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return data;
}
const mailsAbout = async (to: string, orderId: string) => {
  await app.settled();
  return (await outboxFor(app, to)).filter((mail) => mail.subject.includes(orderId));
};

describe('who may ask and decide', () => {
  it('asking: 401 without a session, 403 to the admin, 404 for another customer’s order; deciding: 401 without, 403 to a customer, 404 for an unknown request', async () => {
    const { orderId, lineId } = await deliveredOrder();
    const body = { lineId, reason: 'damaged' };
    expect((await ask(orderId, body, {})).status).toBe(401);
    expect((await ask(orderId, body, admin)).status).toBe(403);
    const stranger = await newCustomer(app);
    expect(await ask(orderId, body, stranger.auth)).toEqual({ status: 404, body: { message: 'Order not found' } });
    const asked = await ask(orderId, body);
    expect(asked.status).toBe(201);
    const requestId = asked.body.replacements[0]!._id;
    expect((await decide(orderId, requestId, 'accept', {}, {})).status).toBe(401);
    expect((await decide(orderId, requestId, 'accept', {}, asha.auth)).status).toBe(403);
    expect((await decide(orderId, requestId, 'decline', { note: 'no' }, asha.auth)).status).toBe(403);
    expect((await decide(orderId, 'nope', 'accept', {})).body.message).toBe('Replacement request not found');
  });
});

describe('the window', () => {
  it('409 before delivery and after 14 days; 201 on the last day', async () => {
    time.advance(MINUTE);
    const placed = await post(app, '/api/payments/cod', checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD, { email: asha.email }), asha.auth);
    const pendingId = placed.body.orderId as string;
    expect((await ask(pendingId, { lineId: 'x', reason: 'damaged' })).body.message).toBe('A replacement can be asked for only once the order is delivered');

    const onTime = await deliveredOrder();
    const late = await deliveredOrder();
    time.advance(14 * DAY - 2 * MINUTE);
    expect((await ask(onTime.orderId, { lineId: onTime.lineId, reason: 'damaged' })).status).toBe(201);
    time.advance(3 * MINUTE);
    expect(await ask(late.orderId, { lineId: late.lineId, reason: 'damaged' })).toMatchObject({ status: 409, body: { message: 'A replacement can be asked for only within 14 days of delivery' } });
  });
});

describe('the fields', () => {
  it('a reason from the list, a note for Other, a line of the order, and for a sized line’s wrong size another of the product’s sizes', async () => {
    const { orderId, lineId } = await deliveredOrder({ sized: true });
    const errorOf = async (body: unknown) => {
      const answer = await ask(orderId, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      return answer.body.errors?.map(({ path, message }) => [path, message]);
    };
    expect(await errorOf({ lineId })).toEqual([['reason', REPLACEMENT_MESSAGES.reason]]);
    expect(await errorOf({ lineId, reason: 'smelly' })).toEqual([['reason', REPLACEMENT_MESSAGES.reason]]);
    expect(await errorOf({ lineId, reason: 'other', note: '  ' })).toEqual([['note', REPLACEMENT_MESSAGES.note]]);
    expect(await errorOf({ lineId, reason: 'damaged', note: 'x'.repeat(301) })).toEqual([['note', REPLACEMENT_MESSAGES.noteTooLong]]);
    expect(await errorOf({ lineId: 'another-line', reason: 'damaged' })).toEqual([['lineId', REPLACEMENT_MESSAGES.item]]);
    expect(await errorOf({ lineId, reason: 'wrong-size' })).toEqual([['size', REPLACEMENT_MESSAGES.size]]);
    expect(await errorOf({ lineId, reason: 'wrong-size', size: 'M' })).toEqual([['size', REPLACEMENT_MESSAGES.sameSize]]);
    expect(await errorOf({ lineId, reason: 'wrong-size', size: 'XXL' })).toEqual([['size', 'Please choose one of the product’s sizes']]);

    const asked = await ask(orderId, { lineId, reason: 'wrong-size', size: 'L', note: 'Too tight' });
    expect(asked.status).toBe(201);
    expect(asked.body.replacements).toEqual([
      { _id: expect.any(String), lineId, reason: 'wrong-size', note: 'Too tight', size: 'L', photos: [], status: 'requested', decisionNote: null, requestedAt: time.clock().toISOString(), decidedAt: null },
    ]);
    expect(asked.body.events.at(-1)).toEqual({ at: time.clock().toISOString(), type: 'replacement_requested', note: 'Cotton Kurta: Wrong size → L — Too tight' });
  });

  it('a size given for another reason, or for a line bought without a size, is not kept', async () => {
    const { orderId, lineId } = await deliveredOrder();
    const asked = await ask(orderId, { lineId, reason: 'wrong-size', size: 'L' });
    expect(asked.status).toBe(201);
    expect(asked.body.replacements[0]).toMatchObject({ reason: 'wrong-size', size: null });
  });
});

describe('photos', () => {
  it('up to 3 JPEG or PNG photos, stored in the media store; a 4th is 400, another type 415, over 5 MB 413, nothing stored', async () => {
    const { orderId, lineId } = await deliveredOrder();
    const fields = { lineId, reason: 'damaged' };
    const photo = { bytes: await png(), name: 'a.png', type: 'image/png' };
    const four = await ask(orderId, form(fields, [photo, photo, photo, photo]));
    expect([four.status, four.body.errors]).toEqual([400, [{ path: 'photos', message: REPLACEMENT_MESSAGES.tooManyPhotos }]]);
    const gif = await ask(orderId, form(fields, [{ bytes: Buffer.from('GIF89a\x01\x00\x01\x00'), name: 'a.png', type: 'image/png' }]));
    expect([gif.status, gif.body.errors?.[0]?.path]).toEqual([415, 'photos.0']);
    const huge = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await ask(orderId, form(fields, [{ bytes: huge, name: 'big.png', type: 'image/png' }]));
    expect([tooLarge.status, tooLarge.body.errors?.[0]?.path]).toEqual([413, 'photos.0']);
    expect((await app.runtime.db.selectFrom('replacement_requests').select('id').where('order_id', 'in', (eb) => eb.selectFrom('orders').select('id').where('custom_order_id', '=', orderId)).execute()).length).toBe(0);

    const asked = await ask(orderId, form(fields, [photo, { ...photo, name: 'b.png' }]));
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const { photos } = asked.body.replacements[0]!;
    expect(photos).toHaveLength(2);
    for (const url of photos) {
      expect(url).toMatch(/^\/media\/[a-z0-9-]+-640\.webp$/);
      expect(existsSync(join(app.runtime.config.DATA_DIR, 'uploads', url.slice('/media/'.length)))).toBe(true);
    }
  });
});

describe('one open request per line, and the shop’s decision', () => {
  it('409 on a second request; the shop is e-mailed once; the dashboard counts it and the list filters it; accept e-mails the customer and is on the timeline; 409 on deciding twice', async () => {
    const { orderId, lineId } = await deliveredOrder();
    const context = createLoadContext(app.runtime);
    const before = await context.services.orders.countAwaitingReplacement();
    const asked = await ask(orderId, { lineId, reason: 'not-as-described', note: 'Colour is off' });
    expect(asked.status).toBe(201);
    expect(await ask(orderId, { lineId, reason: 'damaged' })).toMatchObject({ status: 409, body: { message: 'A replacement was already asked for this item' } });
    expect(await context.services.orders.countAwaitingReplacement()).toBe(before + 1);
    const listed = async () => ((await (await app.fetch(`/api/orders?replacement=requested&q=${orderId}`, { headers: admin })).json()) as AdminOrder[]).map((order) => order.customOrderId);
    expect(await listed()).toEqual([orderId]);
    expect((await app.fetch('/api/orders?replacement=other', { headers: admin })).status).toBe(400);
    // The shop also had the new-order e-mail when the order was placed (docs/decisions/0063).
    const toShop = (await mailsAbout(SUPPORT, orderId)).filter((mail) => !mail.subject.startsWith('New order'));
    expect(toShop.map((mail) => mail.subject)).toEqual([`Replacement requested for order ${orderId} — ${app.runtime.config.SHOP_NAME}`]);
    expect(toShop[0]!.text_body).toContain('Cotton Tee (Black) × 1 — Not as described — “Colour is off”');

    const requestId = asked.body.replacements[0]!._id;
    expect((await decide(orderId, requestId, 'decline', { note: ' ' })).body.errors).toEqual([{ path: 'note', message: REPLACEMENT_MESSAGES.decisionNote }]);
    const accepted = await decide(orderId, requestId, 'accept', { note: 'Courier picks it up on Monday' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.replacements[0]).toMatchObject({ status: 'accepted', decisionNote: 'Courier picks it up on Monday', decidedAt: time.clock().toISOString() });
    expect(accepted.body.events.at(-1)).toMatchObject({ type: 'replacement_accepted', note: 'Cotton Tee: Courier picks it up on Monday' });
    expect(await context.services.orders.countAwaitingReplacement()).toBe(before);
    expect(await listed()).toEqual([]);
    expect(await decide(orderId, requestId, 'accept', {})).toMatchObject({ status: 409, body: { message: 'This replacement request was already accepted' } });
    expect(await decide(orderId, requestId, 'decline', { note: 'Changed my mind' })).toMatchObject({ status: 409, body: { message: 'This replacement request was already accepted' } });
    // An accepted request is being replaced: the line cannot be asked for again.
    expect((await ask(orderId, { lineId, reason: 'damaged' })).status).toBe(409);

    const toCustomer = await mailsAbout(asha.email, orderId);
    const acceptedMail = toCustomer.find((mail) => mail.subject.startsWith('Replacement accepted'));
    expect(acceptedMail?.text_body).toContain('The shop says: Courier picks it up on Monday');
    expect(acceptedMail?.text_body).toContain('What happens next');
    // The customer sees the decision on their order (GET /api/orders/user).
    const mine = (await (await app.fetch('/api/orders/user', { headers: asha.auth })).json()) as AdminOrder[];
    expect(mine.find((order) => order.customOrderId === orderId)?.replacements[0]?.status).toBe('accepted');
  });

  it('decline tells the customer why; the line may then be asked for again', async () => {
    const { orderId, lineId } = await deliveredOrder();
    const requestId = (await ask(orderId, { lineId, reason: 'damaged' })).body.replacements[0]!._id;
    const declined = await decide(orderId, requestId, 'decline', { note: 'The photos show no damage' });
    expect(declined.body.replacements[0]).toMatchObject({ status: 'declined', decisionNote: 'The photos show no damage' });
    expect(declined.body.events.at(-1)).toMatchObject({ type: 'replacement_declined', note: 'Cotton Tee: The photos show no damage' });
    expect((await decide(orderId, requestId, 'accept', {})).status).toBe(409);
    const mail = (await mailsAbout(asha.email, orderId)).find((message) => message.subject.startsWith('Replacement request for order'));
    expect(mail?.text_body).toContain('Why: The photos show no damage');
    // A minute later: requests are listed in the order they were made (one clock tick cannot order them).
    time.advance(MINUTE);
    const again = await ask(orderId, { lineId, reason: 'other', note: 'A seam came apart' });
    expect(again.status).toBe(201);
    expect(again.body.replacements.map((request) => request.status)).toEqual(['declined', 'requested']);
  });

  it('two racing requests for one line leave one', async () => {
    const { orderId, lineId } = await deliveredOrder();
    const answers = await Promise.all([ask(orderId, { lineId, reason: 'damaged' }), ask(orderId, { lineId, reason: 'damaged' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });
});
