import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Product, ProductPage } from '../../common/catalog';

/**
 * Every browser test fails on an unexpected console error or page crash (Epic Stack habit). A test
 * that provokes an error answer on purpose (a wrong password's 401) names it with
 * `test.use({ expectedConsoleErrors: /…/ })` (one pattern; `|` for several), tested against the
 * message and the URL it is about.
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp | undefined }>({
  expectedConsoleErrors: [undefined, { option: true }],
  // Each test is a client of its own, as shoppers are: the e2e servers trust one proxy
  // (TRUST_PROXY=1, tests/e2e/serve.ts), and every request of the test's browser context says it
  // comes from this address. Otherwise the whole suite is one address, 127.0.0.1, and a fast run
  // spends the account endpoints' 30 attempts a minute per address (docs/decisions/0058).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': randomClientAddress() });
  },
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} ${message.location().url}`;
        // A 404 document is expected where a test visits a missing page on purpose.
        if (/status of 404/.test(text) || expectedConsoleErrors?.test(text)) return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** An address in 10.0.0.0/8, one of 16 million: two tests that happen to share one only share a budget. */
function randomClientAddress(): string {
  const octet = () => Math.floor(Math.random() * 256);
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** The names of what the admin tests create, change and delete while the other tests run (tests/e2e/admin.ts). */
export const ADMIN_TEST_NAME = /^E2E /;

/** The demo catalogue, newest first, without the admin tests' own products (they change and vanish meanwhile). */
export async function allProducts(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get('/api/products?limit=100');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ProductPage).products.filter((product) => !ADMIN_TEST_NAME.test(product.name));
}

/**
 * A demo product any test may buy again and again: listed in stock, no size to choose, its stock
 * not tracked (the demo's made-to-order items, server/demo/stock.ts), so no test runs it out; not
 * one the admin tests make and delete meanwhile.
 */
export function isFreelyBuyable(product: Product): boolean {
  return !ADMIN_TEST_NAME.test(product.name) && product.inStock && product.sizes.length === 0 && product.colors.every((color) => color.stock === null);
}

/**
 * Resolves once React has hydrated the page, so event handlers are attached: the root's effect
 * marks <html data-hydrated> after the first commit. (The router alone exists earlier, during
 * hydration's render: a tap then would post a buying form natively, docs/decisions/0051.)
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window && document.documentElement.hasAttribute('data-hydrated'));
}
