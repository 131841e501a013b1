import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../common/catalog';
import { REVIEW_MESSAGES, type AdminReview, type AdminReviewPage, type Review, type ReviewPage } from '../../../common/reviews';
import { bearer, register, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { addCategory, addProducts } from '../../test/catalog-fixtures';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, post, type Customer } from '../../test/orders-fixtures';

/**
 * Product reviews over real HTTP (docs/decisions/0055), on SQLite and on
 * PostgreSQL (TEST_DATABASE_URL): who may write one and how often (raced), the messages, the
 * product's rating and reviewCount after a write and a hide, the list's pages and figures, and
 * the admin's hide and list.
 */

let app: TestApp;
let category: string;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
  category = await addCategory(app.runtime.db, 'Sarees');
  admin = bearer((await signInAdmin(app)).token);
});
afterAll(() => app.close());

const newProduct = async () => (await addProducts(app.runtime.db, category, 1, { colors: ['Black'] }))[0]!;

/** A COD order of the product by the customer, moved by the admin to `status` (Delivered by default). */
async function orderOf(customer: Customer, productId: string, status = 'Delivered'): Promise<void> {
  const placed = await post(app, '/api/payments/cod', checkoutBody([{ productId, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD, { email: customer.email }), customer.auth);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const moved = await app.fetch(`/api/orders/${placed.body.orderId as string}`, { method: 'PUT', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ status }) });
  expect(moved.status).toBe(200);
}

const write = (productId: string, body: unknown, headers: Record<string, string> = {}) => post(app, `/api/products/${productId}/reviews`, body, headers);
async function read<T>(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await app.fetch(path, { headers });
  return { status: response.status, body: (await response.json()) as T };
}
const product = async (id: string) => (await read<Product>(`/api/products/${id}`)).body;
const hide = (id: string, headers: Record<string, string> = admin) => app.fetch(`/api/admin/reviews/${id}`, { method: 'DELETE', headers });

/** A customer with a Delivered order of the product. */
async function buyer(productId: string, name?: string): Promise<Customer> {
  const { token, input } = await register(app, name === undefined ? {} : { name });
  const customer = { token, email: input.email, auth: bearer(token) };
  await orderOf(customer, productId);
  return customer;
}

describe('who may write a review', () => {
  it('401 signed out, 403 to an admin, 403 without a delivered order of it (none, or one not delivered yet), 404 for an unknown product', async () => {
    const saree = await newProduct();
    const body = { rating: 5, title: 'Lovely' };
    expect((await write(saree, body)).status).toBe(401);
    expect((await write(saree, body, admin)).status).toBe(403);

    const stranger = await newCustomer(app);
    expect(await write(saree, body, stranger.auth)).toEqual({ status: 403, body: { message: REVIEW_MESSAGES.notEligible } });
    await orderOf(stranger, saree, 'Processing');
    expect(await write(saree, body, stranger.auth)).toEqual({ status: 403, body: { message: REVIEW_MESSAGES.notEligible } });
    // A delivered order of another product does not count.
    await orderOf(stranger, await newProduct());
    expect((await write(saree, body, stranger.auth)).status).toBe(403);

    expect((await write('0123456789abcdef01234567', body, stranger.auth)).status).toBe(404);
    expect((await write('not-an-id', body, stranger.auth)).status).toBe(404);
  });

  it('201 with the review once; 409 the second time', async () => {
    const saree = await newProduct();
    const asha = await buyer(saree, '  asha   kumar ');
    const first = await write(saree, { rating: 4, title: '  Soft cotton  ', body: 'Colour as shown.' }, asha.auth);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), rating: 4, title: 'Soft cotton', body: 'Colour as shown.', author: 'asha K.', verifiedPurchase: true, createdAt: expect.any(String) });
    expect(await write(saree, { rating: 2, title: 'Again' }, asha.auth)).toEqual({ status: 409, body: { message: REVIEW_MESSAGES.alreadyReviewed } });
  });

  it('10 parallel posts by one eligible customer: one 201, nine 409, the product counts one', async () => {
    const saree = await newProduct();
    const asha = await buyer(saree);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => write(saree, { rating: 1 + (i % 5), title: `Try ${i}` }, asha.auth)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.message === REVIEW_MESSAGES.alreadyReviewed)).toBe(true);
    const written = answers.find((answer) => answer.status === 201)!.body as unknown as Review;
    expect(await product(saree)).toMatchObject({ rating: written.rating, reviewCount: 1 });
    expect((await read<ReviewPage>(`/api/products/${saree}/reviews`)).body.total).toBe(1);
  });
});

describe('the messages', () => {
  let saree: string;
  let asha: Customer;
  beforeAll(async () => {
    saree = await newProduct();
    asha = await buyer(saree);
  });

  it.each([
    ['no rating', { title: 'x' }, 'rating', REVIEW_MESSAGES.rating],
    ['rating 0', { rating: 0, title: 'x' }, 'rating', REVIEW_MESSAGES.rating],
    ['rating 6', { rating: 6, title: 'x' }, 'rating', REVIEW_MESSAGES.rating],
    ['rating 4.5', { rating: 4.5, title: 'x' }, 'rating', REVIEW_MESSAGES.rating],
    ['rating as text', { rating: '4', title: 'x' }, 'rating', REVIEW_MESSAGES.rating],
    ['no title', { rating: 4 }, 'title', REVIEW_MESSAGES.titleRequired],
    ['a blank title', { rating: 4, title: '   ' }, 'title', REVIEW_MESSAGES.titleRequired],
    ['a 101-character title', { rating: 4, title: 'x'.repeat(101) }, 'title', REVIEW_MESSAGES.titleTooLong],
    ['a 2,001-character body', { rating: 4, title: 'x', body: 'x'.repeat(2001) }, 'body', REVIEW_MESSAGES.bodyTooLong],
  ])('%s: 400 with %s: "%s"', async (_label, body, path, message) => {
    const answer = await write(saree, body, asha.auth);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({ path, message });
  });

  it('malformed JSON is a 400, and the limits themselves are accepted (a 100-character title, a 2,000-character body)', async () => {
    const response = await app.fetch(`/api/products/${saree}/reviews`, { method: 'POST', headers: { ...asha.auth, 'content-type': 'application/json' }, body: '{"rating":' });
    expect(response.status).toBe(400);
    expect((await write(saree, { rating: 3, title: 'x'.repeat(100), body: 'y'.repeat(2000) }, asha.auth)).status).toBe(201);
  });
});

describe("the product's rating, the list and the admin's hide", () => {
  it("the admin's rating with reviewCount 0 until reviewed; then the average to one decimal and the count; hiding takes one out, once", async () => {
    const saree = await newProduct();
    expect(await product(saree)).toMatchObject({ rating: 4.5, reviewCount: 0 });
    const empty = await read<ReviewPage>(`/api/products/${saree}/reviews`);
    expect(empty).toEqual({ status: 200, body: { reviews: [], pages: 0, total: 0, average: 0, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } } });

    const ratings = [5, 4, 4, 2];
    const written: Review[] = [];
    for (const [i, rating] of ratings.entries()) {
      const customer = await buyer(saree, `Customer${i} Surname${i}`);
      const answer = await write(saree, { rating, title: `Review ${i}` }, customer.auth);
      expect(answer.status).toBe(201);
      written.push(answer.body as unknown as Review);
    }
    // 15 / 4 = 3.75 → 3.8
    expect(await product(saree)).toMatchObject({ rating: 3.8, reviewCount: 4 });
    // The product lists answer the same figures.
    const listed = (await read<{ products: Product[] }>(`/api/products/category/${category}?limit=100`)).body.products.find((p) => p._id === saree);
    expect(listed).toMatchObject({ rating: 3.8, reviewCount: 4 });

    // Newest first, two a page, with the figures of all.
    const first = await read<ReviewPage>(`/api/products/${saree}/reviews?page=1&limit=2`);
    expect(first.body).toMatchObject({ pages: 2, total: 4, average: 3.8, counts: { 1: 0, 2: 1, 3: 0, 4: 2, 5: 1 } });
    expect(first.body.reviews.map((review) => review.title)).toEqual(['Review 3', 'Review 2']);
    expect(first.body.reviews[0]!.author).toBe('Customer3 S.');
    const second = await read<ReviewPage>(`/api/products/${saree}/reviews?page=2&limit=2`);
    expect(second.body.reviews.map((review) => review.title)).toEqual(['Review 1', 'Review 0']);
    expect((await read(`/api/products/${saree}/reviews?limit=0`)).status).toBe(400);

    // Hiding the 2: 13 / 3 = 4.333 → 4.3; five admins at once hide it once.
    const low = written[3]!;
    const hides = await Promise.all(Array.from({ length: 5 }, () => hide(low._id)));
    expect(hides.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await hides[0]!.json()) as AdminReview).toMatchObject({ _id: low._id, hidden: true, hiddenAt: expect.any(String) });
    expect(await product(saree)).toMatchObject({ rating: 4.3, reviewCount: 3 });
    const after = await read<ReviewPage>(`/api/products/${saree}/reviews`);
    expect(after.body).toMatchObject({ total: 3, average: 4.3, counts: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 }, pages: 1 });
    expect(after.body.reviews.map((review) => review._id)).not.toContain(low._id);

    // The admin sees every review, the hidden one marked.
    const adminList = await read<AdminReviewPage>(`/api/admin/products/${saree}/reviews`, admin);
    expect(adminList.status).toBe(200);
    expect(adminList.body.total).toBe(4);
    expect(adminList.body.reviews.map((review) => [review.title, review.hidden])).toEqual([
      ['Review 3', true],
      ['Review 2', false],
      ['Review 1', false],
      ['Review 0', false],
    ]);

    // Every review hidden: the admin's rating again, with reviewCount 0.
    for (const review of written.slice(0, 3)) expect((await hide(review._id)).status).toBe(200);
    expect(await product(saree)).toMatchObject({ rating: 4.5, reviewCount: 0 });
  });

  it('GET: 404 for an unknown product; hide and the admin list: 401 signed out, 403 to a customer, 404 for an unknown review or product', async () => {
    expect((await read(`/api/products/0123456789abcdef01234567/reviews`)).status).toBe(404);
    const customer = await newCustomer(app);
    const saree = await newProduct();
    expect((await hide('0123456789abcdef01234567', {})).status).toBe(401);
    expect((await hide('0123456789abcdef01234567', customer.auth)).status).toBe(403);
    expect((await hide('0123456789abcdef01234567')).status).toBe(404);
    expect((await hide('nope')).status).toBe(404);
    expect((await read(`/api/admin/products/${saree}/reviews`)).status).toBe(401);
    expect((await read(`/api/admin/products/${saree}/reviews`, customer.auth)).status).toBe(403);
    expect((await read(`/api/admin/products/0123456789abcdef01234567/reviews`, admin)).status).toBe(404);
  });

  it('a write empties the public cache of the product and its reviews (the catalogue version moves)', async () => {
    const saree = await newProduct();
    const before = await app.runtime.services.catalogueVersion.current();
    const asha = await buyer(saree);
    expect((await write(saree, { rating: 1, title: 'Faded' }, asha.auth)).status).toBe(201);
    expect(await app.runtime.services.catalogueVersion.current()).toBeGreaterThan(before);
  });
});
