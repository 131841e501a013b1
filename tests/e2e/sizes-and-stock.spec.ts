import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Product } from '../../common/catalog';
import { formatRupees } from '../../common/money';
import { expectPath, signUpViaApi } from './accounts';
import { adminLoginViaApi, createProductViaApi, uniqueName } from './admin';
import { expect, test, waitForHydration } from './fixtures';
import { answerOnSimulator, cartBadge, checkoutDialog, expectAmount } from './shop';
import { PAYMENT_CONFIRMED_MS } from './timeouts';

// createProductViaApi prices every test product at ₹1,200 with ₹40 delivery.
const PRICE = 1200;

/**
 * A sized product made by the admin (in a context of its own): Red S sold out, M 3 left, L not
 * tracked; then a new customer (in another context) on its page, hydrated.
 */
async function customerOnSizedProduct(browser: Browser, baseURL: string | undefined): Promise<{ product: Product; page: Page; context: BrowserContext }> {
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await adminLoginViaApi(admin);
  const product = await createProductViaApi(admin, {
    name: uniqueName('Sized Kurta'),
    sizes: ['S', 'M', 'L'],
    colors: [{ name: 'Red', images: 1, stockBySize: { S: 0, M: 3, L: null } }],
  });
  await adminContext.close();
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signUpViaApi(page);
  await page.goto(`/product/${product._id}`);
  await waitForHydration(page);
  return { product, page, context };
}

const quantityOf = (page: Page, label: string | RegExp) => page.getByRole('group', { name: label });

test('a shopper picks a size and a quantity, changes it in the cart, pays, and follows the order’s timeline', async ({ browser, baseURL }) => {
  test.slow();
  const { product, page, context } = await customerOnSizedProduct(browser, baseURL);
  try {
    // Sold-out sizes are shown, but cannot be picked; without a size nothing is added.
    const sizes = page.getByRole('group', { name: /^Size:/ });
    await expect(sizes.getByRole('radio', { name: 'S (sold out)' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a size' })).toBeVisible();

    // M: 3 left, so the quantity stops at 3 and the page says so.
    await sizes.getByText('M', { exact: true }).click();
    await expect(page.getByText('Only 3 left')).toBeVisible();
    const quantity = quantityOf(page, 'Quantity');
    await quantity.getByRole('button', { name: 'Increase quantity' }).click();
    await quantity.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity.getByRole('status')).toHaveText('3');
    await expect(quantity.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart!')).toBeVisible();
    await expect(cartBadge(page, 3)).toBeVisible();

    // The cart: the size, − / + within what is left, each line's subtotal.
    await cartBadge(page, 3).click();
    await expectPath(page, '/cart');
    await waitForHydration(page);
    const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(line).toContainText('Size: M');
    const lineQuantity = quantityOf(page, `Quantity of ${product.name} (Red, M)`);
    await expect(lineQuantity.getByRole('status')).toHaveText('3');
    await expect(line).toContainText(formatRupees(PRICE * 3));
    await lineQuantity.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(lineQuantity.getByRole('status')).toHaveText('2');
    await expect(line).toContainText(formatRupees(PRICE * 2));
    await expect(cartBadge(page, 2)).toBeVisible();

    // Pay for the two through the simulator.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(checkoutDialog(page)).toContainText('Red · Size M · Qty 2');
    await expectAmount(page, 'Subtotal', PRICE * 2);
    await checkoutDialog(page).getByRole('button', { name: 'Pay' }).click();
    await answerOnSimulator(page, 'Pay successfully');
    const orderId = new URL(page.url()).searchParams.get('reference')!;
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible({ timeout: PAYMENT_CONFIRMED_MS });

    // Two of three taken: the product page now says one is left.
    await page.goto(`/product/${product._id}`);
    await waitForHydration(page);
    await page.getByRole('group', { name: /^Size:/ }).getByText('M', { exact: true }).click();
    await expect(page.getByText('Only 1 left')).toBeVisible();

    // Your Orders: the price broken down and the timeline.
    await page.goto('/orders');
    const order = page.getByRole('article', { name: orderId });
    await expect(order).toContainText('Red · Size M · Qty 2');
    const price = order.getByRole('definition').locator('..');
    await expect(price.filter({ hasText: 'Items' })).toContainText(formatRupees(PRICE * 2));
    await order.getByText('Order timeline').click();
    const timeline = order.getByRole('list', { name: `Timeline of ${orderId}` });
    await expect(timeline.getByRole('listitem')).toHaveText([/Order placed/, /Payment received/, /Invoice issued/]);
  } finally {
    await context.close();
  }
});

test('Buy Now takes the chosen size and quantity to the Complete Order modal', async ({ browser, baseURL }) => {
  const { page, context } = await customerOnSizedProduct(browser, baseURL);
  try {
    await page.getByRole('group', { name: /^Size:/ }).getByText('L', { exact: true }).click();
    // L is not tracked: no 'Only n left', and up to 10.
    await expect(page.getByText(/Only \d left/)).toHaveCount(0);
    const quantity = quantityOf(page, 'Quantity');
    await quantity.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(checkoutDialog(page)).toContainText('Red · Size L · Qty 2');
    await expectAmount(page, 'Subtotal', PRICE * 2);
    await expectAmount(page, 'Total', PRICE * 2 + 40);
  } finally {
    await context.close();
  }
});
