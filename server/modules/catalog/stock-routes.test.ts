import { describe, expect, it } from 'vitest';
import type { InventoryLine, Product, ProductPage } from '../../../common/catalog';
import { bearer } from '../../test/accounts-fixtures';
import { addProducts, setStock } from '../../test/catalog-fixtures';
import { admin, app, categoryId, createProduct, customerToken, edit, expectError, productForm, send, startCatalogAdminApp } from '../../test/admin-routes-fixtures';

// Sizes and stock (docs/decisions/0015): the admin sets them on create and edit, answers carry them.
startCatalogAdminApp();

const colorsJson = (colors: unknown[]) => JSON.stringify(colors);
const colorNamed = (product: Product, name: string) => product.colors.find((color) => color.name === name)!;

describe('stock and sizes on create', () => {
  it('untracked by default: stock null, no sizes, in stock', async () => {
    const product = await createProduct();
    expect(product.sizes).toEqual([]);
    expect(product.colors.map((color) => color.stock)).toEqual([null, null]);
    expect(product.colors[0]).not.toHaveProperty('stockBySize');
    expect(product.inStock).toBe(true);
  });

  it('takes stock per colour (multipart, colours as JSON text)', async () => {
    const product = await createProduct(await productForm({ colors: colorsJson([{ name: 'Red', stock: 4 }, { name: 'Blue', stock: '0' }]) }));
    expect(colorNamed(product, 'Red').stock).toBe(4);
    expect(colorNamed(product, 'Blue').stock).toBe(0);
    expect(product.inStock).toBe(true);
  });

  it('takes sizes and stock per size; the colour total sums them while all are tracked', async () => {
    const form = await productForm({
      sizes: JSON.stringify(['S', 'M', 'L']),
      colors: colorsJson([{ name: 'Red', stockBySize: { S: 1, M: 2, L: 3 } }, { name: 'Blue', stockBySize: { S: 5 } }]),
    });
    const product = await createProduct(form);
    expect(product.sizes).toEqual(['S', 'M', 'L']);
    expect(colorNamed(product, 'Red')).toMatchObject({ stock: 6, stockBySize: { S: 1, M: 2, L: 3 } });
    expect(colorNamed(product, 'Blue')).toMatchObject({ stock: null, stockBySize: { S: 5, M: null, L: null } });
  });

  it('refuses bad sizes and figures with the field named', async () => {
    const post = async (overrides: Record<string, string>) => send('POST', '/api/products', await productForm(overrides));
    await expectError(await post({ sizes: JSON.stringify(['S', 's']) }), 400, 'Size names must be different', 'sizes.1');
    await expectError(await post({ sizes: JSON.stringify(['X'.repeat(11)]) }), 400, 'A size name has at most 10 characters', 'sizes.0');
    await expectError(await post({ sizes: JSON.stringify(Array.from({ length: 21 }, (_, i) => `S${i}`)) }), 400, 'At most 20 sizes can be added', 'sizes');
    const stockMessage = 'Stock must be a whole number from 0 to 10,00,000, or empty when not tracked';
    await expectError(await post({ colors: colorsJson([{ name: 'Red', stock: -1 }, { name: 'Blue' }]) }), 400, stockMessage, 'colors.0.stock');
    await expectError(await post({ colors: colorsJson([{ name: 'Red', stock: 1.5 }, { name: 'Blue' }]) }), 400, stockMessage, 'colors.0.stock');
    await expectError(await post({ colors: colorsJson([{ name: 'Red', stock: 1_000_001 }, { name: 'Blue' }]) }), 400, stockMessage, 'colors.0.stock');
    await expectError(await post({ colors: colorsJson([{ name: 'Red', stockBySize: { M: 1 } }, { name: 'Blue' }]) }), 400, 'This product has no sizes: set the stock of the colour', 'colors.0.stockBySize');
    await expectError(
      await post({ sizes: '["M"]', colors: colorsJson([{ name: 'Red', stock: 3 }, { name: 'Blue' }]) }),
      400,
      'This product has sizes: set the stock of each size',
      'colors.0.stock',
    );
    await expectError(await post({ sizes: '["M"]', colors: colorsJson([{ name: 'Red', stockBySize: { XL: 3 } }, { name: 'Blue' }]) }), 400, 'This product has no size XL', 'colors.0.stockBySize.XL');
  });
});

describe('stock and sizes on edit', () => {
  it('sets, keeps and untracks figures; a renamed colour keeps its stock (by _id)', async () => {
    const product = await createProduct(await productForm({ colors: colorsJson([{ name: 'Red', stock: 4 }, { name: 'Blue', stock: 2 }]) }));
    const [red, blue] = product.colors;
    const response = await edit(product._id, { colors: [{ _id: red!._id, name: 'Crimson' }, { _id: blue!._id, name: 'Blue', stock: null }] });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Product;
    expect(updated.colors.map(({ name, stock }) => ({ name, stock }))).toEqual([
      { name: 'Crimson', stock: 4 },
      { name: 'Blue', stock: null },
    ]);
  });

  it('a removed colour and a removed size take their rows with them', async () => {
    const form = await productForm({ sizes: '["S","M"]', colors: colorsJson([{ name: 'Red', stockBySize: { S: 1, M: 2 } }, { name: 'Blue', stockBySize: { S: 3 } }]) });
    const product = await createProduct(form);
    const red = colorNamed(product, 'Red');
    const response = await edit(product._id, { sizes: ['M', 'L'], colors: [{ _id: red._id, name: 'Red', stockBySize: { L: 7 } }] }, [{ colorIndex: 1, imageIndex: 0 }, { colorIndex: 1, imageIndex: 1 }]);
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Product;
    expect(updated.colors).toHaveLength(1);
    expect(updated.colors[0]).toMatchObject({ stockBySize: { M: 2, L: 7 }, stock: 9 });
    const rows = await app.runtime.db.selectFrom('product_stock').selectAll().where('product_id', '=', product._id).orderBy('size').execute();
    expect(rows.map((row) => [row.size, Number(row.stock)])).toEqual([
      ['L', 7],
      ['M', 2],
    ]);
  });

  it('dropping every size drops the sized rows; a size figure with no sizes is refused', async () => {
    const product = await createProduct(await productForm({ sizes: '["S"]', colors: colorsJson([{ name: 'Red', stockBySize: { S: 1 } }, { name: 'Blue' }]) }));
    const dropped = (await (await edit(product._id, { sizes: [] })).json()) as Product;
    expect(dropped.sizes).toEqual([]);
    expect(dropped.colors.map((color) => color.stock)).toEqual([null, null]);
    const [red, blue] = dropped.colors;
    await expectError(await edit(product._id, { colors: [{ _id: red!._id, name: 'Red', stockBySize: { S: 1 } }, { _id: blue!._id, name: 'Blue' }] }), 400, 'This product has no sizes: set the stock of the colour', 'colors.0.stockBySize');
  });
});

describe('public inStock', () => {
  it('is false only when every colour (and size) is tracked and at 0', async () => {
    const [id] = await addProducts(app.runtime.db, categoryId, 1, { colors: ['Black', 'White'], sizes: ['6', '7'] });
    const read = async () => (await (await app.fetch(`/api/products/${id}`)).json()) as Product;
    await setStock(app.runtime.db, id!, 'Black', 0, '6');
    await setStock(app.runtime.db, id!, 'Black', 0, '7');
    await setStock(app.runtime.db, id!, 'White', 0, '6');
    expect((await read()).inStock).toBe(true); // White 7 untracked
    await setStock(app.runtime.db, id!, 'White', 0, '7');
    expect((await read()).inStock).toBe(false);
    await setStock(app.runtime.db, id!, 'White', 1, '7');
    const product = await read();
    expect(product.inStock).toBe(true);
    expect(colorNamed(product, 'White').stockBySize).toEqual({ '6': 0, '7': 1 });
  });

  it('lists carry the stock of every product on the page', async () => {
    const ids = await addProducts(app.runtime.db, categoryId, 3, { colors: ['Black'], createdAt: new Date(Date.UTC(2030, 0, 1)) });
    await setStock(app.runtime.db, ids[0]!, 'Black', 0);
    await setStock(app.runtime.db, ids[1]!, 'Black', 3);
    const { products } = (await (await app.fetch('/api/products?limit=100')).json()) as ProductPage;
    const byId = new Map(products.map((product) => [product._id, product]));
    expect(byId.get(ids[0]!)).toMatchObject({ inStock: false, colors: [{ stock: 0 }] });
    expect(byId.get(ids[1]!)).toMatchObject({ inStock: true, colors: [{ stock: 3 }] });
    expect(byId.get(ids[2]!)).toMatchObject({ inStock: true, colors: [{ stock: null }] });
  });
});

describe('GET /api/admin/inventory', () => {
  it('is the admin’s only', async () => {
    expect((await app.fetch('/api/admin/inventory')).status).toBe(401);
    expect((await app.fetch('/api/admin/inventory', { headers: bearer(customerToken) })).status).toBe(403);
  });

  it('lists tracked colours and sizes at or below n (default 5), lowest first', async () => {
    const [shoe] = await addProducts(app.runtime.db, categoryId, 1, { name: 'Inventory shoe', colors: ['Tan'], sizes: ['8', '9'] });
    const [cap] = await addProducts(app.runtime.db, categoryId, 1, { name: 'Inventory cap', colors: ['Red', 'Blue'] });
    await setStock(app.runtime.db, shoe!, 'Tan', 2, '8');
    await setStock(app.runtime.db, shoe!, 'Tan', 40, '9');
    await setStock(app.runtime.db, cap!, 'Red', 0);
    await setStock(app.runtime.db, cap!, 'Blue', 5);
    const list = async (query = '') => {
      const response = await app.fetch(`/api/admin/inventory${query}`, { headers: admin });
      expect(response.status).toBe(200);
      return ((await response.json()) as InventoryLine[]).filter((line) => line.name.startsWith('Inventory'));
    };
    expect(await list()).toEqual([
      { productId: cap, name: 'Inventory cap', color: 'Red', stock: 0 },
      { productId: shoe, name: 'Inventory shoe', color: 'Tan', size: '8', stock: 2 },
      { productId: cap, name: 'Inventory cap', color: 'Blue', stock: 5 },
    ]);
    expect((await list('?below=1')).map((line) => line.stock)).toEqual([0]);
    expect((await list('?below=100')).map((line) => line.stock)).toEqual([0, 2, 5, 40]);
    await expectError(await app.fetch('/api/admin/inventory?below=-1', { headers: admin }), 400, 'below must be a whole number from 0 to 1000000');
  });
});
