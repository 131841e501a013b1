import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts-fixtures';
import { addCategory, addProducts } from '../../test/catalog-fixtures';
import { adminToken, app, categoryId, customerToken, expectError, productForm, send, startCatalogAdminApp } from '../../test/admin-routes-fixtures';

// Who may call the catalogue's admin routes (product and category writes, the admin profile).
startCatalogAdminApp();

describe('who may write the catalogue', () => {
  // Each case makes a fresh request (a body can be sent once) and says what success looks like.
  const cases: { name: string; request: (headers: Record<string, string>) => Promise<Response>; ok: number }[] = [
    { name: 'POST /api/products', ok: 201, request: async (h) => send('POST', '/api/products', await productForm(), h) },
    { name: 'PUT /api/products/{id}', ok: 200, request: async (h) => send('PUT', `/api/products/${(await addProducts(app.runtime.db, categoryId, 1))[0]}`, JSON.stringify({ updatedFields: { name: 'Renamed' } }), h) },
    { name: 'DELETE /api/products/{id}', ok: 200, request: async (h) => send('DELETE', `/api/products/${(await addProducts(app.runtime.db, categoryId, 1))[0]}`, undefined, h) },
    {
      name: 'POST /api/categories',
      ok: 201,
      request: async (h) => {
        const form = new FormData();
        form.append('name', `Category ${Math.random()}`);
        return send('POST', '/api/categories', form, h);
      },
    },
    {
      name: 'PUT /api/categories/{id}',
      ok: 200,
      request: async (h) => {
        const form = new FormData();
        form.append('name', `Renamed ${Math.random()}`);
        return send('PUT', `/api/categories/${await addCategory(app.runtime.db, `C ${Math.random()}`)}`, form, h);
      },
    },
    { name: 'DELETE /api/categories/{id}', ok: 200, request: async (h) => send('DELETE', `/api/categories/${await addCategory(app.runtime.db, `D ${Math.random()}`)}`, undefined, h) },
    { name: 'GET /api/admin/profile', ok: 200, request: (h) => app.fetch('/api/admin/profile', { headers: h }) },
  ];

  it.each(cases)('$name: 401 without a session, 403 for a customer, OK for an admin (Bearer or cookie + X-Use-Admin-Token)', async ({ request, ok }) => {
    expect((await request({})).status).toBe(401);
    expect((await request({ cookie: `adminToken=${adminToken}` })).status).toBe(401); // no X-Use-Admin-Token: the cookie is not read
    expect((await request(bearer(customerToken))).status).toBe(403);
    expect((await request({ cookie: `token=${customerToken}` })).status).toBe(403);
    expect((await request(bearer(adminToken))).status).toBe(ok);
    expect((await request({ cookie: `token=${customerToken}; adminToken=${adminToken}`, 'x-use-admin-token': 'true' })).status).toBe(ok);
  });

  it('refuses a cookie-authenticated write from another origin', async () => {
    const response = await send('DELETE', `/api/products/${'a'.repeat(24)}`, undefined, { cookie: `adminToken=${adminToken}`, 'x-use-admin-token': 'true', origin: 'https://evil.example' });
    await expectError(response, 403, 'Cross-origin request refused');
  });
});
