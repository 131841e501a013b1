import type { Browser, Page } from '@playwright/test';
import type { Product } from '../../common/catalog';
import { signUpViaApi } from './accounts';
import { allProducts, expect, isFreelyBuyable, waitForHydration } from './fixtures';
import { placeCodOrderViaApi } from './shop';

/** The admin order page's helpers (admin-order-page.spec.ts, admin-order-lifecycle.spec.ts). */

/** A new customer (in a context of its own) places a COD order of a demo product; its customOrderId. */
export async function placeCodOrder(browser: Browser, baseURL: string | undefined): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const customer = await signUpViaApi(page);
    const listed = (await allProducts(page.request)).find((candidate) => isFreelyBuyable(candidate) && !candidate.name.startsWith('E2E') && candidate.colors.length > 0);
    expect(listed, 'an in-stock demo product').toBeDefined();
    const product = (await (await page.request.get(`/api/products/${listed!._id}`)).json()) as Product;
    return await placeCodOrderViaApi(page, customer, product);
  } finally {
    await context.close();
  }
}

/** The order's admin page, hydrated. */
export async function openOrderPage(page: Page, orderId: string): Promise<void> {
  await page.goto(`/admin/orders/edit/${orderId}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: orderId })).toBeVisible();
}

/** The page's Actions card. */
export const actions = (page: Page) => page.getByRole('heading', { level: 2, name: 'Actions' }).locator('..');
