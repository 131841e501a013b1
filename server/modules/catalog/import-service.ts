import type { ProductImportResult } from '../../../common/csv';
import { nowIso } from '../../db/time';
import type { UnitOfWork } from '../../db/unit-of-work';
import { writeImport } from './import-writes';
import { groupStock, parseStoredColors, type StockByColor } from './mappers';
import { imageUrls, namedIds, planImport, readProductsCsv, type CsvRecord } from './products-csv';
import type { CatalogRepo } from './repo';
import type { ProductsTable } from './tables';

/** How far an import is (the CLI's progress bar): the file's rows read, then checked, then its products written. */
export interface ImportProgress {
  phase: 'reading' | 'checking' | 'writing';
  done: number;
  total: number;
}

/** Products the import reads per query. */
const ID_CHUNK = 500;
/** How often the check tells its progress, in rows. */
const CHECK_PROGRESS_EVERY = 1000;

/**
 * POST /api/admin/products/import and `npm run products:import` (docs/decisions/0064, 0068):
 * every row checked; a dry run, or a file with any error, changes nothing; otherwise every
 * product's write is one transaction.
 */
export function createProductImport(deps: {
  repo: CatalogRepo;
  transaction: UnitOfWork['transaction'];
  clock: () => Date;
  defaultGstRate: () => Promise<number>;
  /** After the commit: the catalogue cache re-reads its version. */
  changed: () => Promise<void>;
  /** After the commit: files no product shows any more go (unless something else shows them). */
  removeFiles: (urls: string[]) => Promise<void>;
}) {
  const { repo } = deps;

  /** Reads what the import's rows name, and plans it (products-csv.ts). */
  async function planFile(rows: CsvRecord[], onChecked: (rows: number) => void) {
    const ids = namedIds(rows);
    const products = new Map<string, { row: ProductsTable; stock: StockByColor | undefined }>();
    for (let start = 0; start < ids.length; start += ID_CHUNK) {
      const chunk = ids.slice(start, start + ID_CHUNK);
      const stock = groupStock(await repo.stockOfProducts(chunk));
      for (const row of await repo.findProducts(chunk)) products.set(row.id, { row, stock: stock.get(row.id) });
    }
    const categories = new Map((await repo.listCategories()).map((category) => [category.name_key, category.id]));
    // The file's products' own images need no look-up; only the others are looked for among every product's.
    const own = new Set([...products.values()].flatMap(({ row }) => parseStoredColors(row.colors).flatMap((color) => color.images)));
    const others = [...new Set(rows.flatMap((record) => imageUrls(record.cells.images)))].filter((url) => !own.has(url));
    const shownImages = await repo.imagesShownByProducts(others);
    for (const url of own) shownImages.add(url);
    return planImport(rows, { categories, products, shownImages, defaultGstRate: await deps.defaultGstRate() }, onChecked);
  }

  async function importProducts(bytes: Uint8Array, dryRun: boolean, onProgress?: (progress: ImportProgress) => void): Promise<ProductImportResult> {
    const rows = readProductsCsv(bytes);
    onProgress?.({ phase: 'reading', done: rows.length, total: rows.length });
    let told = 0;
    const { plans, errors } = await planFile(rows, (checked) => {
      if (checked - told < CHECK_PROGRESS_EVERY && checked < rows.length) return;
      told = checked;
      onProgress?.({ phase: 'checking', done: checked, total: rows.length });
    });
    const toWrite = plans.filter((plan) => plan.changed);
    const counts = { created: toWrite.filter((plan) => !plan.existing).length, updated: toWrite.filter((plan) => plan.existing).length, unchanged: plans.length - toWrite.length };
    if (errors.length > 0) return { dryRun, created: 0, updated: 0, unchanged: 0, errors };
    if (dryRun || toWrite.length === 0) return { dryRun, ...counts, errors: [] };
    const now = nowIso(deps.clock);
    await deps.transaction(() => writeImport(repo, toWrite, now, (done) => onProgress?.({ phase: 'writing', done, total: toWrite.length })));
    await deps.changed();
    // Committed: the files an updated product no longer shows go, unless something else shows them.
    const dropped = toWrite.flatMap((plan) => {
      if (!plan.existing) return [];
      const kept = new Set(plan.colors.flatMap((color) => color.images));
      return parseStoredColors(plan.existing.colors)
        .flatMap((color) => color.images)
        .filter((url) => !kept.has(url));
    });
    await deps.removeFiles(dropped);
    return { dryRun, ...counts, errors: [] };
  }

  /**
   * Imports run one after another in a process: a file of the largest size takes a few hundred MB
   * while it is checked (docs/decisions/0068), and two at once would take twice that.
   */
  let queue: Promise<unknown> = Promise.resolve();

  return {
    importProducts(bytes: Uint8Array, dryRun: boolean, onProgress?: (progress: ImportProgress) => void): Promise<ProductImportResult> {
      const run = queue.then(() => importProducts(bytes, dryRun, onProgress));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
