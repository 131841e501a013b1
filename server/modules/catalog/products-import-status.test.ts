import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { PRODUCT_STATUS_MESSAGE } from '../../../common/catalog';
import { PRODUCTS_CSV_COLUMNS, type ProductImportResult } from '../../../common/csv';
import { bearer } from '../../test/accounts-fixtures';
import { file } from '../../test/admin-fixtures';
import { adminToken, app, categoryId, send, startCatalogAdminApp } from '../../test/admin-routes-fixtures';
import { addProducts } from '../../test/catalog-fixtures';
import { createCatalogRepo } from './repo';

/**
 * The products CSV's status column (docs/decisions/0068, docs/csv.md): exported, imported in any
 * case, kept by the round trip, a bad value a bad row; and a file from before the column still
 * imports, an updated product keeping its status and a new one active.
 */
startCatalogAdminApp();

const repo = () => createCatalogRepo(app.runtime.db);
const statusOf = async (id: string) => (await repo().findProductRow(id))?.status;
const column = (name: (typeof PRODUCTS_CSV_COLUMNS)[number]) => PRODUCTS_CSV_COLUMNS.indexOf(name);
const toCsv = (rows: string[][]) => rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n') + '\r\n';

async function exported(): Promise<{ header: string[]; rows: string[][] }> {
  const response = await app.fetch('/api/admin/products/export.csv', { headers: bearer(adminToken) });
  const [header, ...rows] = parse(await response.text(), { bom: true }) as string[][];
  return { header: header!, rows };
}

async function importCsv(body: string, dryRun: boolean) {
  const form = new FormData();
  form.append('file', file(body, 'products.csv', 'text/csv'));
  form.append('dryRun', String(dryRun));
  const response = await send('POST', '/api/admin/products/import', form, bearer(adminToken));
  return { status: response.status, body: (await response.json()) as ProductImportResult };
}

async function setStatus(id: string, status: string) {
  const response = await send('PUT', `/api/products/${id}`, JSON.stringify({ updatedFields: { status } }), bearer(adminToken));
  expect(response.status).toBe(200);
}

describe('the status column of the products CSV', () => {
  it('is exported, and the same file imports back with Draft and Archived kept', async () => {
    const [draft, archived, active] = await addProducts(app.runtime.db, categoryId, 3, { colors: ['Red'] });
    await setStatus(draft!, 'draft');
    await setStatus(archived!, 'archived');
    const { header, rows } = await exported();
    expect(header).toEqual([...PRODUCTS_CSV_COLUMNS]);
    const statusById = new Map(rows.map((row) => [row[column('id')], row[column('status')]]));
    expect([statusById.get(draft), statusById.get(archived), statusById.get(active)]).toEqual(['draft', 'archived', 'active']);
    const { body } = await importCsv(toCsv([header, ...rows]), false);
    expect(body).toEqual({ dryRun: false, created: 0, updated: 0, unchanged: rows.length, errors: [] });
    expect([await statusOf(draft!), await statusOf(archived!), await statusOf(active!)]).toEqual(['draft', 'archived', 'active']);
  });

  it('sets the status a row names, in any case, for a new product and an updated one', async () => {
    const [shown] = await addProducts(app.runtime.db, categoryId, 1, { name: 'Soon archived', colors: ['Red'] });
    const { header, rows } = await exported();
    const row = rows.find((cells) => cells[column('id')] === shown)!;
    const archivedRow = [...row];
    archivedRow[column('status')] = 'Archived';
    const newDraft = [...row];
    newDraft[column('id')] = '';
    newDraft[column('name')] = 'New draft from a file';
    newDraft[column('status')] = ' DRAFT ';
    const { body } = await importCsv(toCsv([header, archivedRow, newDraft]), false);
    expect(body).toEqual({ dryRun: false, created: 1, updated: 1, unchanged: 0, errors: [] });
    expect(await statusOf(shown!)).toBe('archived');
    const created = (await repo().listProductsForAdmin({ q: 'New draft from a file', lowBelow: 5 }, 0, 5)).rows;
    expect(created.map((product) => product.status)).toEqual(['draft']);
  });

  it('lists a bad status as a bad row, by its number, and changes nothing', async () => {
    const [kept] = await addProducts(app.runtime.db, categoryId, 1, { colors: ['Red', 'Blue'] });
    const { header, rows } = await exported();
    const [red, blue] = rows.filter((cells) => cells[column('id')] === kept) as [string[], string[]];
    const bad = [red, blue].map((cells) => Object.assign([...cells], { [column('status')]: 'live', [column('discountPrice')]: '899' }));
    for (const dryRun of [true, false]) {
      const { status, body } = await importCsv(toCsv([header, ...bad]), dryRun);
      expect(status).toBe(200);
      expect(body).toEqual({ dryRun, created: 0, updated: 0, unchanged: 0, errors: [{ row: 2, message: PRODUCT_STATUS_MESSAGE }] });
    }
    expect(await repo().findProductRow(kept!)).toMatchObject({ status: 'active', discount_price: 99_900 });
  });

  it('imports a file without the column: an updated product keeps its status, a new one is active', async () => {
    const [draft] = await addProducts(app.runtime.db, categoryId, 1, { name: 'Old-file draft', colors: ['Red'] });
    await setStatus(draft!, 'draft');
    const { header, rows } = await exported();
    const row = rows.find((cells) => cells[column('id')] === draft)!;
    const withoutStatus = (cells: string[]) => cells.filter((_, index) => index !== column('status'));
    const edited = [...row];
    edited[column('discountPrice')] = '899';
    const created = [...row];
    created[column('id')] = '';
    created[column('name')] = 'New from an old file';
    const { body } = await importCsv(toCsv([withoutStatus(header), withoutStatus(edited), withoutStatus(created)]), false);
    expect(body).toEqual({ dryRun: false, created: 1, updated: 1, unchanged: 0, errors: [] });
    expect(await repo().findProductRow(draft!)).toMatchObject({ status: 'draft', discount_price: 89_900 });
    const fresh = (await repo().listProductsForAdmin({ q: 'New from an old file', lowBelow: 5 }, 0, 5)).rows;
    expect(fresh.map((product) => product.status)).toEqual(['active']);
  });
});
