import { formatRupees } from '../../common/money';
import { signUpViaApi } from './accounts';
import { E2E_ADMIN } from './admin-account';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { answerOnSimulator, checkoutDialog, placeOnlineOrderViaApi } from './shop';
import { PAYMENT_CONFIRMED_MS } from './timeouts';

/** Stands in for the real gateway's site: another site than the shop's 127.0.0.1. */
const GATEWAY_ORIGIN = 'https://mercury.phonepe.test';

/**
 * The real PhonePe sends the shopper back from its own site, a top-level GET navigation that is
 * cross-site for the shop, which the built-in simulator (on the shop's own origin) cannot show.
 * The session cookie is SameSite=Lax so that this very request carries it: the first HTML the
 * server renders must already be the signed-in shopper's payment page (docs/decisions/0004).
 */
test('returning from the gateway’s own site, the first server render knows the shopper', async ({ page, request }) => {
  const product = (await allProducts(request)).find(isFreelyBuyable)!;
  await signUpViaApi(page);
  await page.goto(`/product/${product._id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await checkoutDialog(page).getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/__sim\/phonepe\/pay\//);

  // The payment is made on the gateway's side (the simulator's form, posted without the browser);
  // its answer is where the gateway sends the shopper back.
  const paid = await page.request.post(page.url(), { form: { outcome: 'success' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const returnUrl = new URL(paid.headers()['location']!, page.url()).href;
  const orderId = new URL(returnUrl).searchParams.get('reference')!;

  // The gateway's last page, on its own site, with a link back to the shop.
  await page.route(`${GATEWAY_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>PhonePe</title><a href="${returnUrl}">Return to merchant</a>` }),
  );
  await page.goto(`${GATEWAY_ORIGIN}/checkout/done`);
  const [document] = await Promise.all([
    page.waitForResponse((response) => response.request().resourceType() === 'document' && response.url() === returnUrl),
    page.getByRole('link', { name: 'Return to merchant' }).click(),
  ]);

  // The server's HTML is the shopper's payment page, not the signed-out one…
  const html = await document.text();
  const shows = (text: string) => html.includes(text);
  expect(shows('You need to log in to view this page'), 'the signed-out page').toBe(false);
  expect(shows(`Reference: <span class="font-mono">${orderId}</span>`), 'the payment’s reference').toBe(true);
  expect(shows('Checking your payment…'), 'the payment check under way').toBe(true);
  expect(shows('Account menu'), 'the signed-in navbar').toBe(true);
  // …because the browser sent the session cookie with the cross-site navigation.
  expect(await document.request().headerValue('cookie')).toMatch(/(^|; )token=/);

  // And once in the browser, the payment's answer.
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible({ timeout: PAYMENT_CONFIRMED_MS });
  await expect(page.getByText(`Payment of ${formatRupees(product.discountPrice + product.deliveryCharge)} received.`)).toBeVisible();
});

/**
 * The shop cancelled the order while the shopper was still on the gateway's page, and the shopper
 * paid anyway: the money is recorded and goes back (docs/decisions/0030-state-rules-the-database-keeps.md).
 * The return page must say so, never "Order Confirmed!".
 */
test('paid after the shop cancelled the order: the return page says it was cancelled and the money goes back', async ({ page, request }) => {
  const product = (await allProducts(request)).find(isFreelyBuyable)!;
  const customer = await signUpViaApi(page);
  const { paymentLink, orderId } = await placeOnlineOrderViaApi(page, customer, product);
  const login = await request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const cancelled = await request.post(`/api/orders/${orderId}/cancel`, { data: { reason: 'Out of stock' }, headers: { authorization: `Bearer ${token}` } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await page.goto(paymentLink);
  await answerOnSimulator(page, 'Pay successfully');
  await expect(page.getByRole('heading', { name: 'This order was cancelled' })).toBeVisible({ timeout: PAYMENT_CONFIRMED_MS });
  const amount = formatRupees(product.discountPrice + product.deliveryCharge);
  await expect(page.getByText(new RegExp(`^Your payment of ${amount} (arrived after the order was cancelled and is being refunded to you|was refunded)\\.$`))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toHaveCount(0);
});
