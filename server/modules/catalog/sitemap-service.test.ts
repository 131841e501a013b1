import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCategory, addProducts } from '../../test/catalog-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { createCatalogRepo } from './repo';
import { createSitemapSource } from './sitemap-service';

let app: TestApp;
let ids: string[];

beforeAll(async () => {
  app = await startTestApp();
  const { db } = app.runtime;
  const sarees = await addCategory(db, 'Sarees');
  await addCategory(db, 'Empty Shelf');
  // Oldest first, as the sitemap lists them.
  ids = [...(await addProducts(db, sarees, 12)), ...(await addProducts(db, sarees, 11))];
});

afterAll(() => app.close());

describe('sitemap source', () => {
  it('splits the products into files of fileSize, oldest first, reading in batches', async () => {
    const repo = createCatalogRepo(app.runtime.db);
    const read = vi.spyOn(repo, 'listProductStamps');
    const sitemap = createSitemapSource(repo, { fileSize: 10, batchSize: 4 });
    expect(await sitemap.productFileCount()).toBe(3);

    const files = [await sitemap.productFile(1), await sitemap.productFile(2), await sitemap.productFile(3)];
    expect(files.map((file) => file.length)).toEqual([10, 10, 3]);
    expect(files.flat().map((stamp) => stamp.id)).toEqual(ids);
    expect(files[0]![0]!.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // File 1: 4 + 4 + 2 rows, each batch after the last product of the one before; never more than a file's worth.
    const after = (index: number) => expect.objectContaining({ id: ids[index] });
    expect(read.mock.calls.slice(0, 3)).toEqual([
      [null, 4],
      [after(3), 4],
      [after(7), 2],
    ]);
    // File 2 starts after the last product of file 1.
    expect(read.mock.calls[3]).toEqual([after(9), 4]);
    expect(await sitemap.productFile(4)).toEqual([]);
    expect(await sitemap.productFile(0)).toEqual([]);
  });

  it('keeps products with the same creation time apart by id', async () => {
    const { db } = app.runtime;
    const shelf = await addCategory(db, 'Same Second');
    const twins = (await addProducts(db, shelf, 5, { createdAt: new Date(Date.UTC(2030, 0, 1)) })).sort();
    const sitemap = createSitemapSource(createCatalogRepo(db), { fileSize: 2, batchSize: 1 });
    const files = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((file) => sitemap.productFile(file)));
    expect(files.flat().map((stamp) => stamp.id)).toEqual([...ids, ...twins]);
    await db.deleteFrom('products').where('category_id', '=', shelf).execute();
    await db.deleteFrom('categories').where('id', '=', shelf).execute();
  });

  it('is wired into the catalogue service with 50,000 URLs a file, and lists every category', async () => {
    const { sitemap } = app.runtime.services.catalog;
    expect(await sitemap.productFileCount()).toBe(1);
    expect((await sitemap.productFile(1)).map((stamp) => stamp.id)).toEqual(ids);
    expect((await sitemap.categories()).map((category) => category.name)).toEqual(['Empty Shelf', 'Sarees']);
  });
});
