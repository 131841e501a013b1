import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS_CSV_COLUMNS } from '../common/csv';
import { connectDatabase, type Db } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { createCatalogRepo } from '../server/modules/catalog/repo';
import { addCategory, addProducts } from '../server/test/catalog-fixtures';

const dir = mkdtempSync(join(tmpdir(), 'haat-products-import-'));
const databaseUrl = `file:${join(dir, 'shop.db')}`;
const script = join(import.meta.dirname, 'products-import.ts');
let db: Db;
let image: string;

beforeAll(async () => {
  db = connectDatabase(databaseUrl);
  await migrateToLatest(db);
  const category = await addCategory(db, 'Kurtas');
  const [id] = await addProducts(db, category, 1, { colors: ['Indigo'] });
  image = JSON.parse((await createCatalogRepo(db).findProductRow(id!))!.colors)[0].images[0] as string;
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the script as `npm run products:import` does (tsx), against the temporary SQLite file. */
function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dir, SEED_DEMO: 'false', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', LOG_LEVEL: 'silent' }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

function csvFile(name: string, rows: Record<string, string>[]): string {
  const path = join(dir, name);
  const line = (cells: string[]) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');
  writeFileSync(path, [line([...PRODUCTS_CSV_COLUMNS]), ...rows.map((row) => line(PRODUCTS_CSV_COLUMNS.map((column) => row[column] ?? '')))].join('\r\n') + '\r\n');
  return path;
}

const kurta = (overrides: Record<string, string> = {}) => ({
  name: 'Block-print kurta',
  description: 'Hand block printed cotton',
  features: 'Cotton',
  category: 'kurtas',
  actualPrice: '1499',
  discountPrice: '1199',
  deliveryCharge: '0',
  codCharge: '30',
  hsnCode: '6206',
  gstRate: '5',
  uqc: 'PCS',
  rating: '4',
  inStock: 'TRUE',
  isNewArrival: 'true',
  isFeatured: 'false',
  color: 'Indigo',
  size: '',
  stock: '10',
  ...overrides,
});

const count = async () => createCatalogRepo(db).countProducts({});

describe('npm run products:import', { timeout: 60_000 }, () => {
  it('answers 2 with its usage for bad arguments', async () => {
    const result = await run([]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run products:import -- <file.csv> [--dry-run]');
  });

  it('checks a file with --dry-run, then imports it: a summary line, and no progress bar when the output is not a terminal', async () => {
    const path = csvFile('good.csv', [kurta({ images: image })]);
    const dry = await run([path, '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/^Dry run: 1 to create, 0 to update, 0 unchanged \(1 row in \d+\.\d s\)\. Nothing was changed\.\n$/);
    expect(dry.stderr).not.toContain('[');
    expect(await count()).toBe(1);
    const real = await run([path]);
    expect(real.code).toBe(0);
    expect(real.stdout).toMatch(/^Imported: 1 created, 0 updated, 0 unchanged \(1 row in \d+\.\d s\)\.\n$/);
    expect(real.stderr).toBe('');
    expect(await count()).toBe(2);
  });

  it('imports the status column, and a file without it keeps the product\'s status', async () => {
    const drafts = csvFile('draft.csv', [kurta({ name: 'Draft kurta', status: 'Draft', images: image })]);
    expect((await run([drafts])).code).toBe(0);
    const repo = createCatalogRepo(db);
    const draft = (await repo.listProductsForAdmin({ q: 'Draft kurta', lowBelow: 5 }, 0, 5)).rows[0]!;
    expect(draft.status).toBe('draft');
    const old = join(dir, 'old.csv');
    const columns = PRODUCTS_CSV_COLUMNS.filter((column) => column !== 'status');
    const line = (cells: string[]) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');
    const edited: Record<string, string> = kurta({ id: draft.id, name: 'Draft kurta', discountPrice: '999', images: image });
    writeFileSync(old, `${line(columns)}\r\n${line(columns.map((column) => edited[column] ?? ''))}\r\n`);
    const result = await run([old]);
    expect(result.stdout).toMatch(/^Imported: 0 created, 1 updated, 0 unchanged/);
    expect(await repo.findProductRow(draft.id)).toMatchObject({ status: 'draft', discount_price: 99_900 });
  });

  it('lists the bad rows, changes nothing and exits 1', async () => {
    const path = csvFile('bad.csv', [kurta({ name: 'Good one', images: image }), kurta({ name: 'No picture', images: '' }), kurta({ name: 'Bad rate', gstRate: '7', images: image })]);
    const result = await run([path]);
    expect(result.code).toBe(1);
    expect(result.stdout.replace(/in \d+\.\d s/, 'in T s')).toBe(
      ['2 rows have errors; nothing was changed (3 rows in T s):', '  row 3: Atleast one image is required', '  row 4: GST rate must be one of 0, 0.25, 3, 5, 12, 18, 28 or 40 %', ''].join('\n'),
    );
    // The shop's active products: as before (the draft of the test before is not one).
    expect(await count()).toBe(2);
  });

  it('says why a file is refused', async () => {
    const path = join(dir, 'not.csv');
    writeFileSync(path, 'name,price\r\nKurta,100\r\n');
    const result = await run([path]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('The header lacks the columns id, description');
  });
});
