import { describe, expect, it } from 'vitest';
import type { AdminProduct, Product } from '../../../common/catalog';
import { bearer } from '../../test/accounts-fixtures';
import { admin, app, createProduct, customerToken, edit, productForm, startCatalogAdminApp } from '../../test/admin-routes-fixtures';

// GET /api/admin/products/{id}: what the admin's edit form loads. The public `inStock` is false once
// everything tracked is at 0; the shop's own flag must survive that, or an edit of a sold-out
// product would show (and save) it as switched off and restocking would not bring it back.
startCatalogAdminApp();

const adminRead = async (id: string, headers: Record<string, string> = admin) => app.fetch(`/api/admin/products/${id}`, { headers });
const publicRead = async (id: string) => (await (await app.fetch(`/api/products/${id}`)).json()) as Product;

async function soldOut(): Promise<Product> {
  const product = await createProduct(await productForm({ colors: JSON.stringify([{ name: 'Red', stock: 0 }, { name: 'Blue', stock: 0 }]) }));
  expect(product.inStock).toBe(false);
  return product;
}

describe('the admin’s product read', () => {
  it('carries the shop’s own flag beside the public availability', async () => {
    const product = await soldOut();
    const response = await adminRead(product._id);
    expect(response.status).toBe(200);
    const read = (await response.json()) as AdminProduct;
    expect(read).toEqual({ ...(await publicRead(product._id)), status: 'active', inStockFlag: true });
    expect(read.inStock).toBe(false);
    expect(await publicRead(product._id)).not.toHaveProperty('inStockFlag');
  });

  it('editing the name of a sold-out product leaves its flag on: restocked, it is available again', async () => {
    const product = await soldOut();
    expect((await edit(product._id, { name: 'Renamed sneaker' })).status).toBe(200);
    expect(await (await adminRead(product._id)).json()).toMatchObject({ name: 'Renamed sneaker', inStock: false, inStockFlag: true });
    const restock = await edit(product._id, { colors: [{ name: 'Red', stock: 3 }, { name: 'Blue' }] });
    expect(restock.status).toBe(200);
    expect(await publicRead(product._id)).toMatchObject({ name: 'Renamed sneaker', inStock: true });
  });

  it('a sold-out product switched off stays off when restocked', async () => {
    const product = await soldOut();
    expect((await edit(product._id, { inStock: false })).status).toBe(200);
    expect(await (await adminRead(product._id)).json()).toMatchObject({ inStock: false, inStockFlag: false });
    await edit(product._id, { colors: [{ name: 'Red', stock: 3 }, { name: 'Blue' }] });
    expect(await (await adminRead(product._id)).json()).toMatchObject({ inStock: false, inStockFlag: false });
  });

  it('is the admin’s only: 401 without a session, 403 for a customer, 404 for no product', async () => {
    const product = await createProduct();
    expect((await adminRead(product._id, {})).status).toBe(401);
    expect((await adminRead(product._id, bearer(customerToken))).status).toBe(403);
    expect((await adminRead('no-such-product')).status).toBe(404);
    expect((await adminRead('a'.repeat(24))).status).toBe(404);
  });
});
