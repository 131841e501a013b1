import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { PRODUCT_IMPORT_LIMITS, PRODUCTS_CSV_COLUMNS, type ProductImportResult } from '../../../common/csv';
import { bearer } from '../../test/accounts-fixtures';
import { file, pngBytes } from '../../test/admin-fixtures';
import { adminToken, app, categoryId, customerToken, send, startCatalogAdminApp } from '../../test/admin-routes-fixtures';
import { addProducts, setStock, stockLeft } from '../../test/catalog-fixtures';
import { createCatalogRepo } from './repo';

/**
 * The products' CSV (docs/decisions/0064, docs/csv.md): export, import (dry run and real), the
 * round trip, bad rows by their spreadsheet row number with nothing changed, the limits and the
 * file checks, formula injection, access.
 */
startCatalogAdminApp();

const repo = () => createCatalogRepo(app.runtime.db);
const productCount = () => repo().countProducts({});

async function exportCsv(headers: Record<string, string> = bearer(adminToken)): Promise<{ status: number; text: string; response: Response }> {
  const response = await app.fetch('/api/admin/products/export.csv', { headers });
  return { status: response.status, text: await response.text(), response };
}

const rowsOf = (text: string) => parse(text, { bom: true }) as string[][];
const toCsv = (rows: string[][]) => rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n') + '\r\n';
const column = (name: (typeof PRODUCTS_CSV_COLUMNS)[number]) => PRODUCTS_CSV_COLUMNS.indexOf(name);

async function importCsv(body: string | Uint8Array, dryRun: boolean | undefined, headers: Record<string, string> = bearer(adminToken)) {
  const form = new FormData();
  form.append('file', file(body, 'products.csv', 'text/csv'));
  if (dryRun !== undefined) form.append('dryRun', String(dryRun));
  const response = await send('POST', '/api/admin/products/import', form, headers);
  return { status: response.status, body: (await response.json()) as ProductImportResult & { message?: string } };
}

describe('GET /api/admin/products/export.csv and POST /api/admin/products/import', () => {
  it('exports one row per product, colour and size, and the same file imports back with no change', async () => {
    const [tee] = await addProducts(app.runtime.db, categoryId, 1, { name: 'Round-trip tee', sizes: ['S', 'M'], colors: ['Black', 'White'] });
    await setStock(app.runtime.db, tee!, 'Black', 7, 'S');
    await setStock(app.runtime.db, tee!, 'White', 0, 'M');
    const exported = await exportCsv();
    expect(exported.status).toBe(200);
    expect(exported.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.response.headers.get('content-disposition')).toBe('attachment; filename="products.csv"');
    const rows = rowsOf(exported.text);
    expect(rows[0]).toEqual([...PRODUCTS_CSV_COLUMNS]);
    const teeRows = rows.filter((row) => row[column('id')] === tee);
    expect(teeRows.map((row) => [row[column('color')], row[column('size')], row[column('stock')]])).toEqual([
      ['Black', 'S', '7'],
      ['Black', 'M', ''],
      ['White', 'S', ''],
      ['White', 'M', '0'],
    ]);
    expect(teeRows[0]!.slice(column('actualPrice'), column('uqc') + 1)).toEqual(['1299.00', '999.00', '40.00', '20.00', '6109', '5', 'PCS']);

    const products = await productCount();
    const dry = await importCsv(exported.text, true);
    expect(dry).toEqual({ status: 200, body: { dryRun: true, created: 0, updated: 0, unchanged: products, errors: [] } });
    const real = await importCsv(exported.text, false);
    expect(real).toEqual({ status: 200, body: { dryRun: false, created: 0, updated: 0, unchanged: products, errors: [] } });
    expect(await stockLeft(app.runtime.db, tee!, 'Black', 'S')).toBe(7);
  });

  it('updates what was edited and creates a row without id, in one go', async () => {
    const [mug] = await addProducts(app.runtime.db, categoryId, 1, { name: 'Edited mug', colors: ['Red'] });
    const rows = rowsOf((await exportCsv()).text);
    const mugRow = rows.find((row) => row[column('id')] === mug)!;
    const edited = [...mugRow];
    edited[column('discountPrice')] = '899.50';
    edited[column('stock')] = '12';
    const created = [...mugRow];
    created[column('id')] = '';
    created[column('name')] = 'New mug from a file';
    created[column('color')] = 'Blue';
    created[column('hex')] = '#1e40af';
    const file = toCsv([rows[0]!, edited, created]);

    const before = await productCount();
    expect((await importCsv(file, true)).body).toEqual({ dryRun: true, created: 1, updated: 1, unchanged: 0, errors: [] });
    expect(await productCount()).toBe(before);
    expect((await importCsv(file, false)).body).toEqual({ dryRun: false, created: 1, updated: 1, unchanged: 0, errors: [] });
    expect(await productCount()).toBe(before + 1);
    const mugAfter = await repo().findProductRow(mug!);
    expect(mugAfter?.discount_price).toBe(89_950);
    expect(await stockLeft(app.runtime.db, mug!, 'Red')).toBe(12);
    const newRow = (await repo().listProducts({}, 0, 50)).find((row) => row.name === 'New mug from a file');
    expect(JSON.parse(newRow!.colors)).toEqual([{ _id: expect.any(String), name: 'Blue', images: mugRow[column('images')]!.split(' '), swatch: '#1e40af' }]);
  });

  it('lists bad rows by their spreadsheet row number (the header is row 1) and changes nothing', async () => {
    const [shirt] = await addProducts(app.runtime.db, categoryId, 1, { name: 'Bad rows shirt', colors: ['Green', 'Grey'] });
    const rows = rowsOf((await exportCsv()).text);
    const [green, grey] = rows.filter((row) => row[column('id')] === shirt) as [string[], string[]];
    const goodEdit = [...green];
    goodEdit[column('stock')] = '3';
    const badGrey = [...grey];
    badGrey[column('stock')] = 'lots';
    const badPrice = [...green];
    badPrice[column('id')] = '';
    badPrice[column('name')] = 'Cheaper than free';
    badPrice[column('discountPrice')] = '5000';
    const unknownCategory = [...green];
    unknownCategory[column('id')] = '';
    unknownCategory[column('name')] = 'Lost shirt';
    unknownCategory[column('category')] = 'Nowhere';
    const file = toCsv([rows[0]!, goodEdit, badGrey, badPrice, unknownCategory]);

    const before = await productCount();
    for (const dryRun of [true, false]) {
      const { status, body } = await importCsv(file, dryRun);
      expect(status).toBe(200);
      expect(body).toEqual({
        dryRun,
        created: 0,
        updated: 0,
        unchanged: 0,
        errors: [
          { row: 3, message: expect.stringMatching(/^Stock must be a whole number/) },
          { row: 4, message: 'Discount price cannot be greater than actual price' },
          { row: 5, message: 'Category not found: Nowhere' },
        ],
      });
    }
    expect(await productCount()).toBe(before);
    expect(await stockLeft(app.runtime.db, shirt!, 'Green')).toBeNull();
  });

  it('neutralises formula-like text in the export and takes it back unchanged on import', async () => {
    const [risky] = await addProducts(app.runtime.db, categoryId, 1, { name: '=HYPERLINK("http://evil.example","x")', colors: ['+Plus'] });
    const exported = await exportCsv();
    expect(exported.text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    const row = rowsOf(exported.text).find((cells) => cells[column('id')] === risky)!;
    expect(row[column('name')]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(row[column('color')]).toBe(`'+Plus`);
    const { body } = await importCsv(toCsv([rowsOf(exported.text)[0]!, row]), false);
    expect(body).toEqual({ dryRun: false, created: 0, updated: 0, unchanged: 1, errors: [] });
    expect((await repo().findProductRow(risky!))?.name).toBe('=HYPERLINK("http://evil.example","x")');
  });

  it('refuses a file it cannot read with a 400 that says why, never a 500', async () => {
    const header = PRODUCTS_CSV_COLUMNS.join(',');
    const cases: [string | Uint8Array, string][] = [
      ['', 'The file is empty'],
      [new Uint8Array(await pngBytes()), 'The file is not a CSV file'],
      [`${header}\r\n`, 'The file has a header but no product rows'],
      [PRODUCTS_CSV_COLUMNS.filter((name) => name !== 'hsnCode' && name !== 'images').join(',') + '\r\n', 'The header lacks the columns hsnCode, images'],
      [`${header},colour\r\n`, 'The header has unknown column colour'],
      [`${header}\r\n"unclosed,quote\r\n`, expect.stringMatching(/^The file is not a CSV file: /) as unknown as string],
      [`${header}\r\n${'x\r\n'.repeat(PRODUCT_IMPORT_LIMITS.maxRows + 1)}`, 'The file has more than 50,000 rows'],
    ];
    for (const [body, message] of cases) {
      const answer = await importCsv(body, true);
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
    }
    const large = await importCsv('a'.repeat(PRODUCT_IMPORT_LIMITS.maxBytes + 1), true);
    expect({ status: large.status, message: large.body.message }).toEqual({ status: 400, message: 'The file is larger than 20 MB' });
    const noFile = await send('POST', '/api/admin/products/import', new FormData());
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as { message: string }).message).toBe('Choose a CSV file to import (field file)');
    const badFlag = new FormData();
    badFlag.append('file', file('x', 'p.csv', 'text/csv'));
    badFlag.append('dryRun', 'maybe');
    expect((await send('POST', '/api/admin/products/import', badFlag)).status).toBe(400);
  });

  it('is the admin’s only: 401 without a session, 403 for a customer', async () => {
    expect((await exportCsv({})).status).toBe(401);
    expect((await exportCsv(bearer(customerToken))).status).toBe(403);
    expect((await importCsv('x', true, {})).status).toBe(401);
    expect((await importCsv('x', true, bearer(customerToken))).status).toBe(403);
  });
});
