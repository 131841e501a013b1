import { test as base, expect, type APIRequestContext } from '@playwright/test';
import type { Product, ProductPage } from '../../common/catalog';

/** Every browser test fails on an unexpected console error or page crash (Epic Stack habit). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A 404 document is expected where a test visits a missing page on purpose.
        if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function allProducts(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get('/api/products?limit=100');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ProductPage).products;
}
