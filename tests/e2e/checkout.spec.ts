import type { APIRequestContext, Page } from '@playwright/test';
import type { Product, ProductPage } from '../../common/catalog';
import { DEFAULT_PAGE_SIZE } from '../../common/pages';
import { formatRupees } from '../../common/money';
import { expectPath, signUpViaApi } from './accounts';
import { setProductInStock } from './database';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { addToCartViaApi, answerOnSimulator, cartBadge, checkoutDialog, expectAmount } from './shop';
import { PAYMENT_CONFIRMED_MS } from './timeouts';

/**
 * Opens the /products page that shows a freely buyable product with at least `colours` colours,
 * hydrated, and returns that product. Other tests running beside these add products (newest
 * first), which push the demo's products to later pages, even between finding the page and opening it.
 */
async function openListWith(page: Page, request: APIRequestContext, colours: number): Promise<Product> {
  let found: Product | undefined;
  await expect(async () => {
    found = undefined;
    let number = 1;
    for (; found === undefined; number += 1) {
      const { products, pages } = (await (await request.get(`/api/products?page=${number}&limit=${DEFAULT_PAGE_SIZE}`)).json()) as ProductPage;
      found = products.find((p) => isFreelyBuyable(p) && p.colors.length >= colours);
      if (found !== undefined || number >= pages) break;
    }
    expect(found, `an in-stock product with ${colours} colours or more`).toBeTruthy();
    await page.goto(`/products?page=${number}`);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: `Add ${found!.name} to cart` })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return found!;
}

test('the full purchase: card Add, Select Color, cart, Complete Order, PhonePe, paid order', async ({ page, request }) => {
  await signUpViaApi(page);
  const product = await openListWith(page, request, 2);
  const [first, second] = product.colors;
  await expect(cartBadge(page, 0)).toBeVisible();
  await page.getByRole('button', { name: `Add ${product.name} to cart` }).click();
  const select = page.getByRole('dialog', { name: 'Select Color' });
  await expect(select).toBeVisible();
  await expect(select.getByRole('radio', { name: first!.name })).toBeChecked();
  await select.getByRole('radio', { name: second!.name }).check();
  await select.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await expect(select).toBeHidden();
  await expect(cartBadge(page, 1)).toBeVisible();

  await cartBadge(page, 1).click();
  await expectPath(page, '/cart');
  const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(product.name);
  await expect(line).toContainText(`Colour: ${second!.name}`);
  await expect(line.getByRole('group', { name: `Quantity of ${product.name} (${second!.name})` }).getByRole('status')).toHaveText('1');
  await expect(line).toContainText(formatRupees(product.discountPrice));
  await expect(page.getByText('Inclusive of all taxes')).toBeVisible();

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(checkoutDialog(page)).toBeVisible();
  await expectAmount(page, 'Subtotal', product.discountPrice);
  await expectAmount(page, 'Delivery charge', 60);
  await expectAmount(page, 'Total', product.discountPrice + 60);
  await expect(checkoutDialog(page).getByText('Online payment (UPI, cards, net banking)')).toBeVisible();
  await expect(checkoutDialog(page).getByText('Cash on Delivery')).toHaveCount(0);
  // The simulator is the provider here: the modal and its page say no real money moves.
  await expect(checkoutDialog(page).getByText('Test mode: no real money moves.')).toBeVisible();

  await checkoutDialog(page).getByRole('button', { name: 'Pay' }).click();
  await answerOnSimulator(page, 'Pay successfully');
  const orderId = new URL(page.url()).searchParams.get('reference')!;
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible({ timeout: PAYMENT_CONFIRMED_MS });
  await expect(page.getByText(`Payment of ${formatRupees(product.discountPrice + 60)} received.`)).toBeVisible();
  await expect(page.getByText(orderId, { exact: true })).toBeVisible();
  await expect(cartBadge(page, 0)).toBeVisible();

  await page.getByRole('link', { name: 'Track Order' }).click();
  await expectPath(page, '/orders');
  const order = page.getByRole('article', { name: orderId });
  await expect(order).toContainText(product.name);
  await expect(order).toContainText(`${second!.name} · Qty 1`);
  await expect(order).toContainText('Pending');
  await expect(order.getByText('Completed', { exact: true })).toHaveClass(/success/);
  await expect(order).toContainText(formatRupees(product.discountPrice + 60));

  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty. Start shopping!')).toBeVisible();
});

test('the Select Color modal closes with Escape, the backdrop and Cancel, and gives focus back', async ({ page, request }) => {
  await signUpViaApi(page);
  const product = await openListWith(page, request, 1);
  const add = page.getByRole('button', { name: `Add ${product.name} to cart` });
  const select = page.getByRole('dialog', { name: 'Select Color' });

  await add.click();
  await expect(select).toHaveAttribute('aria-modal', 'true');
  await expect(select.getByRole('radio', { name: product.colors[0]!.name })).toBeFocused();
  // Tab cycles inside the dialog.
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  expect(await select.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(select).toBeHidden();
  await expect(add).toBeFocused();

  await add.click();
  await page.getByTestId('modal-backdrop').click({ position: { x: 10, y: 10 } });
  await expect(select).toBeHidden();

  await add.click();
  await select.getByRole('button', { name: 'Cancel' }).click();
  await expect(select).toBeHidden();
  await expect(cartBadge(page, 0)).toBeVisible();
});

test('Buy Now: the product’s own delivery charge, then PhonePe', async ({ page, request }) => {
  const products = await allProducts(request);
  const product = products.find((p) => isFreelyBuyable(p) && p.deliveryCharge > 0) ?? products.find(isFreelyBuyable)!;
  await signUpViaApi(page);
  await page.goto(`/product/${product._id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(checkoutDialog(page)).toBeVisible();
  await expect(checkoutDialog(page)).toContainText(product.name);
  await expectAmount(page, 'Subtotal', product.discountPrice);
  await expectAmount(page, 'Delivery charge', product.deliveryCharge);
  await expectAmount(page, 'Total', product.discountPrice + product.deliveryCharge);

  // Cancel closes without an order.
  await checkoutDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(checkoutDialog(page)).toBeHidden();

  await page.getByRole('button', { name: 'Buy Now' }).click();
  await checkoutDialog(page).getByRole('button', { name: 'Pay' }).click();
  await answerOnSimulator(page, 'Pay successfully');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible({ timeout: PAYMENT_CONFIRMED_MS });
  await expect(page.getByText(`Payment of ${formatRupees(product.discountPrice + product.deliveryCharge)} received.`)).toBeVisible();
});

test('a failed payment says so, and Try again pays the same order', async ({ page, request }) => {
  const product = (await allProducts(request)).find(isFreelyBuyable)!;
  await signUpViaApi(page);
  await addToCartViaApi(page, product);
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await checkoutDialog(page).getByRole('button', { name: 'Pay' }).click();
  await answerOnSimulator(page, 'Fail the payment');
  const orderId = new URL(page.url()).searchParams.get('reference')!;
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText(`Reference: ${orderId}`)).toBeVisible();
  // The cart is kept for an unpaid order.
  await expect(cartBadge(page, 1)).toBeVisible();

  await page.getByRole('button', { name: 'Try again' }).click();
  await answerOnSimulator(page, 'Pay successfully');
  expect(new URL(page.url()).searchParams.get('reference')).toBe(orderId);
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible({ timeout: PAYMENT_CONFIRMED_MS });

  await page.goto('/orders');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: orderId }).getByText('Completed', { exact: true })).toBeVisible();
});

test('a payment left pending says it is being confirmed, with a Refresh button', async ({ page, request }) => {
  const product = (await allProducts(request)).find(isFreelyBuyable)!;
  await signUpViaApi(page);
  await addToCartViaApi(page, product);
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await checkoutDialog(page).getByRole('button', { name: 'Pay' }).click();
  await answerOnSimulator(page, 'Leave pending');
  await expect(page.getByRole('heading', { name: 'We are confirming your payment…' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();

  // Back to the cart and Checkout again, nothing changed: the same order and its still-open payment.
  const firstReference = new URL(page.url()).searchParams.get('reference');
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await checkoutDialog(page).getByRole('button', { name: 'Pay' }).click();
  await answerOnSimulator(page, 'Pay successfully');
  expect(new URL(page.url()).searchParams.get('reference')).toBe(firstReference);
  await page.goto('/orders');
  await expect(page.getByRole('article')).toHaveCount(1);
});

test.describe('out of stock', () => {
  test.use({ expectedConsoleErrors: /status of 409/ });
  // One after another in one worker: each sells out a product for a moment, and a sibling reading
  // the list meanwhile would see one candidate fewer and pick another's product (a 409 on adding it).
  test.describe.configure({ mode: 'default' });

  /**
   * An in-stock product no other test picks: far down the list, after the demo's first sold-out
   * one, not on the home page. `which` keeps these tests (which run in parallel) apart.
   */
  // Each test of this group sells out its own product, so one test's sold-out product never
  // refuses another's quote, even if a failed test's `finally` did not run.
  async function quietProduct(request: Parameters<typeof allProducts>[0], which: 1 | 2 | 3): Promise<Product> {
    const products = await allProducts(request);
    const firstOutOfStock = products.findIndex((p) => !p.inStock);
    const candidates = products.filter((p, index) => index > firstOutOfStock && isFreelyBuyable(p) && !p.isFeatured && !p.isNewArrival);
    expect(candidates.length).toBeGreaterThanOrEqual(3);
    return candidates[candidates.length - which]!;
  }

  test('a sold-out cart line is flagged and blocks Checkout', async ({ page, request }) => {
    const product = await quietProduct(request, 1);
    await signUpViaApi(page);
    await addToCartViaApi(page, product);
    await setProductInStock(test.info(), product._id, false);
    try {
      await page.goto('/cart');
      await waitForHydration(page);
      await expect(page.getByRole('list', { name: 'Cart items' }).getByText('Out Of Stock', { exact: true })).toBeVisible();
      // Checkout looks disabled (aria-disabled); a tap on it says why.
      await expect(page.getByRole('button', { name: 'Checkout' })).toHaveAttribute('aria-disabled', 'true');
      await page.getByRole('button', { name: 'Checkout' }).click({ force: true });
      await expect(page.getByText('Some items in your cart is Out Of Stock!')).toBeVisible();
      await expect(checkoutDialog(page)).toHaveCount(0);
    } finally {
      await setProductInStock(test.info(), product._id, true);
    }
  });

  test('sold out after the cart page loaded: Complete Order shows no total of its own, says why in the server’s words, and asks again', async ({ page, request }) => {
    const product = await quietProduct(request, 2);
    await signUpViaApi(page);
    await addToCartViaApi(page, product);
    await page.goto('/cart');
    await waitForHydration(page);
    await setProductInStock(test.info(), product._id, false);
    try {
      await page.getByRole('button', { name: 'Checkout' }).click();
      const dialog = checkoutDialog(page);
      // Every amount is the quote's (docs/decisions/0060): refused, there is none to show or pay.
      await expect(dialog.getByRole('alert')).toContainText('Some items in your cart is Out Of Stock!');
      await expect(dialog.getByRole('button', { name: 'Pay', exact: true })).toHaveAttribute('aria-disabled', 'true');
      await expect(dialog.getByText('Total', { exact: true })).toHaveCount(0);
      await setProductInStock(test.info(), product._id, true);
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(dialog.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
      await expect(dialog.getByText('Total', { exact: true })).toBeVisible();
    } finally {
      await setProductInStock(test.info(), product._id, true);
    }
  });

  test('selling out while the modal is open: the server refuses and the cart shows why', async ({ page, request }) => {
    const product = await quietProduct(request, 3);
    await signUpViaApi(page);
    await addToCartViaApi(page, product);
    await page.goto('/cart');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Checkout' }).click();
    // The modal has its quote (the total on Pay) before the product sells out.
    await expect(checkoutDialog(page).getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
    await setProductInStock(test.info(), product._id, false);
    try {
      await checkoutDialog(page).getByRole('button', { name: /^Pay/ }).click();
      await expect(page.getByText('Failed to create order. Please try again.')).toBeVisible();
      await expect(page.getByText('Some items in your cart is Out Of Stock!')).toBeVisible();
      await expect(checkoutDialog(page)).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Cart items' }).getByText('Out Of Stock', { exact: true })).toBeVisible();
    } finally {
      await setProductInStock(test.info(), product._id, true);
    }
  });
});

test('removing a cart line', async ({ page, request }) => {
  const products = (await allProducts(request)).filter(isFreelyBuyable);
  await signUpViaApi(page);
  await addToCartViaApi(page, products[0]!);
  await addToCartViaApi(page, products[1]!, undefined, 2);
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(cartBadge(page, 3)).toBeVisible();
  await page.getByRole('button', { name: `Remove ${products[1]!.name} (${products[1]!.colors[0]!.name}) from cart` }).click();
  await expect(page.getByText('Deleted item from cart!')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  await expect(cartBadge(page, 1)).toBeVisible();
  await page.getByRole('button', { name: `Remove ${products[0]!.name} (${products[0]!.colors[0]!.name}) from cart` }).click();
  await expect(page.getByText('Your cart is empty. Start shopping!')).toBeVisible();
  await expect(cartBadge(page, 0)).toBeVisible();
});

test('the product page adds its chosen colour at once', async ({ page, request }) => {
  const product = (await allProducts(request)).find((p) => isFreelyBuyable(p) && p.colors.length >= 2)!;
  await signUpViaApi(page);
  await page.goto(`/product/${product._id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: product.colors[1]!.name, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await expect(cartBadge(page, 1)).toBeVisible();
  const cart = (await (await page.request.get('/api/cart')).json()) as { cartItems: { color: string; quantity: number }[] };
  expect(cart.cartItems).toMatchObject([{ color: product.colors[1]!.name, quantity: 1 }]);
});

test('the UPI screen is reachable only from the checkout', async ({ page }) => {
  await signUpViaApi(page);
  const response = await page.goto('/payment/upi%3A%2F%2Fpay%3Fpa%3Dx');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found.' })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Page not found.' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'UPI payment QR code' })).toHaveCount(0);
});

test('the order confirmation page (an id that is not the visitor’s own order is not shown)', async ({ page }) => {
  await page.goto('/orderSuccess?orderId=ORD-ABCDEF123');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByText('Thank you for shopping with us. Your order has been successfully placed.')).toBeVisible();
  await expect(page.getByText('ORD-ABCDEF123')).toHaveCount(0);
  await expect(page.getByText('Estimated delivery in 5 business days')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/orders');
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
});

test('Pay: a second click while the payment is set up says to wait; a broken answer says so', async ({ page, request }) => {
  const product = (await allProducts(request)).find(isFreelyBuyable)!;
  await signUpViaApi(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The server's answer is held back, then replaced by one without a payment link.
  await page.route('**/api/payments/phonepe', async (route) => {
    await held;
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  await page.goto(`/product/${product._id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const pay = checkoutDialog(page).getByRole('button', { name: 'Pay' });
  await pay.click();
  await expect(page.getByText('Creating order, please wait...')).toBeVisible();
  await pay.click();
  await expect(page.getByText('Please wait while we setup payments!')).toBeVisible();
  // Nor does the modal close under a payment being set up.
  await page.keyboard.press('Escape');
  await expect(checkoutDialog(page)).toBeVisible();
  release();
  // The answer shows at once (it replaces 'Creating order…', and is the newest news), not after the
  // 'Please wait…' toast's 4 s.
  await expect(page.getByText('Oops! something went wrong!')).toBeVisible({ timeout: 2_000 });
  await expect(checkoutDialog(page)).toBeVisible();
});
