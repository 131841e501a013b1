import type { Page } from '@playwright/test';
import type { RegisterInput } from '../../common/accounts';
import type { Cart } from '../../common/cart';
import type { Product } from '../../common/catalog';
import { formatRupees, fromPaise, toPaise } from '../../common/money';
import { quoteOrder, type CodOrderAnswer, type PaymentLinkAnswer } from '../../common/orders';
import { signUpViaApi } from './accounts';
import { allProducts, expect, isFreelyBuyable, waitForHydration } from './fixtures';
import { PAYMENT_CONFIRMED_MS } from './timeouts';

/**
 * A cash-on-delivery Buy Now of `quantity` of a product in its first colour by the customer signed
 * in on `page`, through the API and priced as the server prices it (price × quantity, the
 * product's delivery charge, its COD charge): the order's customOrderId.
 */
export async function placeCodOrderViaApi(page: Page, customer: RegisterInput, product: Product, quantity = 1): Promise<string> {
  const quote = quoteOrder(
    [{ productId: product._id, quantity, unitPricePaise: toPaise(product.discountPrice), deliveryChargePaise: toPaise(product.deliveryCharge), codChargePaise: toPaise(product.codCharge) }],
    { paymentMethod: 'cod' },
  );
  const placed = await page.request.post('/api/payments/cod', {
    data: {
      products: [{ productId: product._id, name: product.name, primaryImage: product.primaryImage, quantity, color: product.colors[0]!.name, price: product.discountPrice }],
      deliveryAddress: customer.address,
      contactNumber: customer.phoneNumber,
      name: customer.name,
      email: customer.email,
      totalPrice: fromPaise(quote.totalPaise),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as CodOrderAnswer).orderId;
}

/**
 * An online (PhonePe) Buy Now of one piece of a product in its first colour by the customer signed
 * in on `page`, through the API: the order is placed and its payment not made yet.
 */
export async function placeOnlineOrderViaApi(page: Page, customer: RegisterInput, product: Product): Promise<PaymentLinkAnswer> {
  const placed = await page.request.post('/api/payments/phonepe', {
    data: {
      products: [{ productId: product._id, color: product.colors[0]!.name, quantity: 1 }],
      deliveryAddress: customer.address,
      contactNumber: customer.phoneNumber,
      name: customer.name,
      email: customer.email,
      totalPrice: product.discountPrice + product.deliveryCharge,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return (await placed.json()) as PaymentLinkAnswer;
}

/** Puts `quantity` of a product in one colour into the signed-in page's cart through the API. */
export async function addToCartViaApi(page: Page, product: Product, color = product.colors[0]!.name, quantity = 1): Promise<Cart> {
  const response = await page.request.post('/api/cart', { data: { productId: product._id, color, quantity } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Cart;
}

export function cartBadge(page: Page, count: number) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });
}

/** The navbar's menu button on a phone: the summary of a <details>, which works before the scripts run (docs/decisions/0072). */
export function phoneMenuButton(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).locator('#phone-menu > summary');
}

export function checkoutDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Complete Order' });
}

/** Puts `quantity` of the product in the signed-in page's cart, opens /cart and its 'Complete Order' modal. */
export async function openCartCheckout(page: Page, product: Product, quantity = 1) {
  await addToCartViaApi(page, product, product.colors[0]!.name, quantity);
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  const dialog = checkoutDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The modal's amount rows: 'Subtotal', 'Delivery charge', 'COD charge', 'Total'. */
export async function expectAmount(page: Page, label: string, rupees: number): Promise<void> {
  const row = checkoutDialog(page).locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(row.locator('dd')).toHaveText(formatRupees(rupees));
}

/** On the PhonePe simulator's hosted page: waits for it, then picks the outcome. */
export async function answerOnSimulator(page: Page, outcome: 'Pay successfully' | 'Fail the payment' | 'Leave pending'): Promise<void> {
  await expect(page).toHaveURL(/\/__sim\/phonepe\/pay\//);
  await expect(page.getByText('Test mode: no real money moves.')).toBeVisible();
  await page.getByRole('button', { name: outcome }).click();
  await expect(page).toHaveURL(/\/paymentsuccess\?reference=ORD-[0-9A-Z]{9}$/);
}

/**
 * A new customer places an online order and leaves the gateway without paying (the simulator's
 * 'Leave pending', as when the UPI app is closed half-way): the return page says it is confirming.
 */
export async function leaveGatewayUnpaid(page: Page): Promise<PaymentLinkAnswer> {
  const customer = await signUpViaApi(page);
  const product = (await allProducts(page.request)).find(isFreelyBuyable)!;
  const placed = await placeOnlineOrderViaApi(page, customer, product);
  await page.goto(placed.paymentLink);
  await answerOnSimulator(page, 'Leave pending');
  await expect(page.getByRole('heading', { name: 'We are confirming your payment…' })).toBeVisible({ timeout: PAYMENT_CONFIRMED_MS });
  return placed;
}
