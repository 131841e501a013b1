import type { Page } from '@playwright/test';
import { allProducts, expect, test, waitForHydration } from './fixtures';

// The storefront runs under its Content-Security-Policy without a single violation
// (docs/decisions/0052): a blocked script, style or `eval` shows in the browser's Issues panel and
// costs Lighthouse's best practices score even when, like zod's probe for `new Function`, the
// page works on. The browser does not always log such a violation to the console, so each page
// records its `securitypolicyviolation` events from the first byte.

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
    });
  });
}

async function violationsOn(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
  // What loads after hydration (lazy chunks, toasts' styles, images) has run too.
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => window.__cspViolations ?? []);
}

test('no storefront page breaks its Content-Security-Policy', async ({ page, request }) => {
  const [product] = await allProducts(request);
  expect(product).toBeDefined();
  await recordViolations(page);
  const paths = ['/', '/products', `/product/${product!._id}`, '/login', '/cart'];
  const found: string[] = [];
  for (const path of paths) for (const violation of await violationsOn(page, path)) found.push(`${path}: ${violation}`);
  expect(found, 'CSP violations').toEqual([]);
});
