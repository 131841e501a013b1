import type { Page } from '@playwright/test';
import type { Cart } from '../../common/cart';
import type { Product } from '../../common/catalog';
import { formatRupees } from '../../common/money';
import { expect } from './fixtures';

/** Puts `quantity` of a product in one colour into the signed-in page's cart through the API. */
export async function addToCartViaApi(page: Page, product: Product, color = product.colors[0]!.name, quantity = 1): Promise<Cart> {
  const response = await page.request.post('/api/cart', { data: { productId: product._id, color, quantity } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Cart;
}

export function cartBadge(page: Page, count: number) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: `Cart, ${count} items` });
}

export function checkoutDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Complete Order' });
}

/** The modal's amount rows: 'Subtotal', 'Delivery charge', 'COD charge', 'Total'. */
export async function expectAmount(page: Page, label: string, rupees: number): Promise<void> {
  const row = checkoutDialog(page).locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(row.locator('dd')).toHaveText(formatRupees(rupees));
}

/** On the PhonePe simulator's hosted page: waits for it, then picks the outcome. */
export async function answerOnSimulator(page: Page, outcome: 'Pay successfully' | 'Fail the payment' | 'Leave pending'): Promise<void> {
  await expect(page).toHaveURL(/\/__sim\/phonepe\/pay\//);
  await page.getByRole('button', { name: outcome }).click();
  await expect(page).toHaveURL(/\/paymentsuccess\?reference=ORD-[0-9A-Z]{9}$/);
}
