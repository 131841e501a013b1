import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '../../../common/admin';
import type { AdminProduct, Product } from '../../../common/catalog';
import { SETTINGS_MESSAGES, type ShopSettings } from '../../../common/settings';
import { admin, app, createProduct, edit, expectError, productForm, send, startCatalogAdminApp } from '../../test/admin-routes-fixtures';

// A product's unit of quantity (UQC) and the GST rate a product created without one takes: the
// shop's own default, from its settings (docs/decisions/0034).
startCatalogAdminApp();

const adminRead = async (id: string) => (await (await app.fetch(`/api/admin/products/${id}`, { headers: admin })).json()) as AdminProduct;
const publicRead = async (id: string) => (await (await app.fetch(`/api/products/${id}`)).json()) as Product;
const settings = async () => (await (await app.fetch('/api/admin/settings', { headers: admin })).json()) as ShopSettings;
const saveSettings = (body: unknown) => app.fetch('/api/admin/settings', { method: 'PUT', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('a product’s unit of quantity', () => {
  it('is pieces when not given (or given empty), in the create answer, the admin’s read and the shop’s', async () => {
    const product = await createProduct();
    expect(product.uqc).toBe('PCS');
    expect((await adminRead(product._id)).uqc).toBe('PCS');
    expect((await publicRead(product._id)).uqc).toBe('PCS');
    expect((await createProduct(await productForm({ uqc: '' }))).uqc).toBe('PCS');
  });

  it('is stored as given, in capitals', async () => {
    const shoes = await createProduct(await productForm({ uqc: 'PRS' }));
    expect(shoes.uqc).toBe('PRS');
    expect((await adminRead(shoes._id)).uqc).toBe('PRS');
    expect((await createProduct(await productForm({ uqc: ' set ' }))).uqc).toBe('SET');
  });

  it.each([['a word', 'PAIRS'], ['a code GSTR-1 does not have', 'XYZ'], ['services’ NA', 'NA']])('refuses %s with a field message', async (_, uqc) => {
    await expectError(await send('POST', '/api/products', await productForm({ uqc })), 400, PRODUCT_MESSAGES.uqc, 'uqc');
  });

  it('changes by an edit, alone; a wrong one is a 400 and leaves it', async () => {
    const product = await createProduct();
    const response = await edit(product._id, { uqc: 'mtr' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Product).uqc).toBe('MTR');
    expect(await adminRead(product._id)).toMatchObject({ uqc: 'MTR', name: product.name, gstRate: product.gstRate });
    await expectError(await edit(product._id, { uqc: 'metres' }), 400, PRODUCT_MESSAGES.uqc, 'uqc');
    await expectError(await edit(product._id, { uqc: 7 }), 400, PRODUCT_MESSAGES.uqc, 'uqc');
    expect((await adminRead(product._id)).uqc).toBe('MTR');
  });
});

describe('the shop’s default GST rate', () => {
  it('is 5 % until the owner sets it; a saved rate must be one GST has', async () => {
    const current = await settings();
    expect(current.defaultGstRate).toBe(5);
    for (const defaultGstRate of [7, '12', null]) {
      const response = await saveSettings({ ...current, defaultGstRate });
      await expectError(response, 400, SETTINGS_MESSAGES.defaultGstRate, 'defaultGstRate');
    }
    const { defaultGstRate: _, ...without } = current;
    await expectError(await saveSettings(without), 400, SETTINGS_MESSAGES.defaultGstRate, 'defaultGstRate');
    expect((await settings()).defaultGstRate).toBe(5);
  });

  it('is what a product created without a rate takes, at creation; a given rate wins, and a later change of the default leaves products as they are', async () => {
    const saved = await saveSettings({ ...(await settings()), defaultGstRate: 12 });
    expect(saved.status).toBe(200);
    expect((await settings()).defaultGstRate).toBe(12);
    const planter = await createProduct(await productForm({ name: 'Terracotta planter' }));
    expect(planter.gstRate).toBe(12);
    expect((await createProduct(await productForm({ gstRate: '' }))).gstRate).toBe(12);
    expect((await createProduct(await productForm({ gstRate: '18' }))).gstRate).toBe(18);
    expect((await createProduct(await productForm({ gstRate: '0' }))).gstRate).toBe(0);

    expect((await saveSettings({ ...(await settings()), defaultGstRate: 0.25 })).status).toBe(200);
    expect((await adminRead(planter._id)).gstRate).toBe(12);
    expect((await createProduct()).gstRate).toBe(0.25);
    // An edit without a rate keeps the product's own.
    expect((await edit(planter._id, { name: 'Large terracotta planter' })).status).toBe(200);
    expect((await adminRead(planter._id)).gstRate).toBe(12);
  });
});
