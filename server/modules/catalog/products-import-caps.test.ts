import { describe, expect, it } from 'vitest';
import { PRODUCT_IMPORT_LIMITS, PRODUCTS_CSV_COLUMNS, type ProductImportResult } from '../../../common/csv';
import { bearer } from '../../test/accounts-fixtures';
import { file } from '../../test/admin-fixtures';
import { adminToken, app, categoryId, send, startCatalogAdminApp } from '../../test/admin-routes-fixtures';
import { addProducts, stockLeft } from '../../test/catalog-fixtures';
import { createCatalogRepo } from './repo';

/**
 * The products import's limits (docs/decisions/0068): a file past the old 5 MB / 5,000 rows
 * imports, in one transaction; past 20 MB or 50,000 rows it is refused as before (a file part too
 * large: 400; a body too large: 413, read no further).
 */
startCatalogAdminApp();

const MB = 1024 * 1024;
const line = (cells: string[]) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');

async function importCsv(body: string, dryRun: boolean) {
  const form = new FormData();
  form.append('file', file(body, 'products.csv', 'text/csv'));
  form.append('dryRun', String(dryRun));
  const response = await send('POST', '/api/admin/products/import', form, bearer(adminToken));
  return { status: response.status, body: (await response.json()) as ProductImportResult & { message?: string } };
}

/** `products` new products with four sizes each (four rows), their descriptions long enough to make the file over 5 MB. */
function largeFile(products: number, image: string): string {
  const description = 'Hand-loomed cotton, block printed in Jaipur with vegetable dyes. '.repeat(14);
  const rows = [line([...PRODUCTS_CSV_COLUMNS])];
  for (let i = 0; i < products; i += 1) {
    for (const [s, size] of ['S', 'M', 'L', 'XL'].entries()) {
      const cells: Record<string, string> = {
        name: `Large file kurta ${i}`, description, features: 'Cotton', category: 'footwear', actualPrice: '1499', discountPrice: '1199', deliveryCharge: '0', codCharge: '30',
        hsnCode: '6206', gstRate: '5', uqc: 'PCS', rating: '4', inStock: 'true', isNewArrival: 'false', isFeatured: 'false', status: 'active', color: 'Indigo', size, stock: String((i + s) % 20), images: image,
      };
      rows.push(line(PRODUCTS_CSV_COLUMNS.map((column) => cells[column] ?? '')));
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}

describe('POST /api/admin/products/import limits', { timeout: 120_000 }, () => {
  it('imports a file over the old limits (6,000 rows, over 5 MB) in one go', async () => {
    const [model] = await addProducts(app.runtime.db, categoryId, 1, { colors: ['Red'] });
    const image = JSON.parse((await createCatalogRepo(app.runtime.db).findProductRow(model!))!.colors)[0].images[0] as string;
    const body = largeFile(1500, image);
    expect(Buffer.byteLength(body)).toBeGreaterThan(5 * MB);
    expect((await importCsv(body, true)).body).toEqual({ dryRun: true, created: 1500, updated: 0, unchanged: 0, errors: [] });
    expect((await importCsv(body, false)).body).toEqual({ dryRun: false, created: 1500, updated: 0, unchanged: 0, errors: [] });
    const rows = await createCatalogRepo(app.runtime.db).listProductsForAdmin({ q: 'Large file kurta 1499', lowBelow: 5 }, 0, 5);
    expect(rows.rows.map((row) => JSON.parse(row.sizes))).toEqual([['S', 'M', 'L', 'XL']]);
    expect(await stockLeft(app.runtime.db, rows.rows[0]!.id, 'Indigo', 'XL')).toBe((1499 + 3) % 20);
  });

  it('finds many images (more than are looked up one by one) among every product\'s, and names one no product shows', async () => {
    const ids = await addProducts(app.runtime.db, categoryId, 30, { colors: ['Red'] });
    const images = await Promise.all(ids.map(async (id) => JSON.parse((await createCatalogRepo(app.runtime.db).findProductRow(id))!.colors)[0].images[0] as string));
    const row = (i: number, image: string) => {
      const cells: Record<string, string> = { name: `Borrowed picture ${i}`, description: 'Cotton', features: 'Cotton', category: 'Footwear', actualPrice: '999', discountPrice: '899', deliveryCharge: '0', codCharge: '0', rating: '4', inStock: 'true', isNewArrival: 'false', isFeatured: 'false', color: 'Red', images: image };
      return line(PRODUCTS_CSV_COLUMNS.map((column) => cells[column] ?? ''));
    };
    const header = line([...PRODUCTS_CSV_COLUMNS]);
    const good = [header, ...images.map((image, i) => row(i, image))].join('\r\n');
    expect((await importCsv(good, true)).body).toEqual({ dryRun: true, created: 30, updated: 0, unchanged: 0, errors: [] });
    const unknown = '/media/nobody-shows-this-640.webp';
    const bad = [header, ...images.map((image, i) => row(i, image)), row(30, unknown)].join('\r\n');
    expect((await importCsv(bad, true)).body.errors).toEqual([{ row: 32, message: `Image ${unknown} is not an image of the shop (an import does not fetch images: upload it in the product form)` }]);
  });

  it('refuses more than 50,000 rows, a file over 20 MB (400) and a body past its limit (413)', async () => {
    const header = PRODUCTS_CSV_COLUMNS.join(',');
    const rows = await importCsv(`${header}\r\n${'x\r\n'.repeat(PRODUCT_IMPORT_LIMITS.maxRows + 1)}`, true);
    expect({ status: rows.status, message: rows.body.message }).toEqual({ status: 400, message: 'The file has more than 50,000 rows' });
    const large = await importCsv('a'.repeat(20 * MB + 1), true);
    expect({ status: large.status, message: large.body.message }).toEqual({ status: 400, message: 'The file is larger than 20 MB' });
    const tooLarge = await importCsv('a'.repeat(21 * MB), true);
    expect(tooLarge.status).toBe(413);
  });
});
