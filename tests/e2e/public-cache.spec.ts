import type { APIResponse } from '@playwright/test';
import { signUpViaApi, userMenu } from './accounts';
import { adminLoginViaApi, createProductViaApi, uniqueName } from './admin';
import { expect, test } from './fixtures';

// Pages for anonymous visitors come from the server's public cache (docs/decisions/0007).

const ADMIN_HEADER = { 'X-Use-Admin-Token': 'true' };

async function nonces(response: APIResponse): Promise<{ header: string | undefined; body: string[] }> {
  const header = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  const body = [...(await response.text()).matchAll(/nonce="([^"]+)"/g)].map((match) => match[1] ?? '');
  return { header, body };
}

test('a cached page gets a fresh nonce per response, the same in its policy and its scripts', async ({ page, request }) => {
  const first = await request.get('/products');
  const second = await request.get('/products');
  for (const response of [first, second]) {
    expect(response.status()).toBe(200);
    expect(response.headers()['x-haat-public-page']).toBeUndefined();
    const { header, body } = await nonces(response);
    expect(header).toBeTruthy();
    expect(body.length).toBeGreaterThan(0);
    expect(new Set(body)).toEqual(new Set([header]));
  }
  expect((await nonces(second)).header).not.toBe((await nonces(first)).header);

  // The browser runs the cached page's scripts (a refused script is a console error): client navigation works.
  await page.goto('/products');
  await page.goto('/products');
  await page.getByRole('link', { name: /next/i }).first().click();
  await expect(page).toHaveURL(/page=2/);
});

test('a signed-in customer gets their own page, and an admin write shows to anonymous visitors at once', async ({ page, browser, request }) => {
  // Anonymous visitors warm the cache.
  expect((await request.get('/products')).status()).toBe(200);

  await adminLoginViaApi(page);
  const name = uniqueName('Cached');
  const product = await createProductViaApi(page, { name });
  expect(await (await request.get('/products')).text()).toContain(name);

  expect(await (await request.get(`/product/${product._id}`)).text()).toContain(name);
  const renamed = `${name} renamed`;
  const edit = await page.request.put(`/api/products/${product._id}`, { data: { updatedFields: { name: renamed } }, headers: ADMIN_HEADER });
  expect(edit.status(), await edit.text()).toBe(200);
  expect(await (await request.get(`/product/${product._id}`)).text()).toContain(renamed);

  const customerContext = await browser.newContext();
  try {
    const customerPage = await customerContext.newPage();
    await signUpViaApi(customerPage);
    await customerPage.goto('/products');
    await expect(userMenu(customerPage)).toBeVisible();
  } finally {
    await customerContext.close();
  }

  expect((await page.request.delete(`/api/products/${product._id}`, { headers: ADMIN_HEADER })).status()).toBe(200);
  expect((await request.get(`/product/${product._id}`)).status()).toBe(404);
});
