/**
 * One generated database per size, kept under bench/.data/ (gitignored): a rerun copies the
 * pristine template instead of generating again (unless `--fresh`), so every run measures the
 * same rows, and the orders a run creates never leak into the next.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connectDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { generateShop, type GeneratedShop, type ShopSize } from './generate';
import { demoImagePool } from './images';

/** Bump when the generator's rows change: older cached databases are then generated again. */
export const GENERATOR_VERSION = 2;

export interface Dataset {
  /** DATA_DIR for the server: holds haat.db (a fresh copy of the template) and uploads/. */
  dataDir: string;
  dbPath: string;
  shop: GeneratedShop;
  generation: { seconds: number; generatedAt: string; cached: boolean };
}

interface Meta {
  shop: GeneratedShop;
  seconds: number;
  generatedAt: string;
}

export async function prepareDataset(root: string, size: ShopSize, options: { fresh: boolean; log: (line: string) => void }): Promise<Dataset> {
  const dataDir = join(root, 'bench/.data', `p${size.products}-o${size.orders}-g${GENERATOR_VERSION}`);
  const template = join(dataDir, 'template.db');
  const metaFile = join(dataDir, 'meta.json');
  let cached = !options.fresh && existsSync(template) && existsSync(metaFile);

  let meta: Meta;
  if (cached) {
    meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Meta;
    options.log(`Using the database generated on ${meta.generatedAt} (${meta.seconds.toFixed(1)} s); --fresh generates it again.`);
    // Migrations added since (an index, say) are applied to the template once, not to every copy.
    const db = connectDatabase(`file:${template}`);
    try {
      const applied = await migrateToLatest(db);
      if (applied.length > 0) options.log(`Applied new migrations to the cached database: ${applied.join(', ')}`);
    } finally {
      await db.destroy();
    }
  } else {
    cached = false;
    mkdirSync(dataDir, { recursive: true });
    options.log(`Generating ${size.products.toLocaleString('en-US')} products and ${size.orders.toLocaleString('en-US')} orders…`);
    const started = performance.now();
    const images = await demoImagePool(join(dataDir, 'uploads'));
    const partial = join(dataDir, 'template.partial.db');
    removeDb(partial);
    const shop = await generateShop({ dbPath: partial, images, ...size });
    removeDb(template);
    renameSync(partial, template);
    meta = { shop, seconds: (performance.now() - started) / 1000, generatedAt: new Date().toISOString() };
    writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
    options.log(`Generated in ${meta.seconds.toFixed(1)} s.`);
  }

  const dbPath = join(dataDir, 'haat.db');
  removeDb(dbPath);
  copyFileSync(template, dbPath);
  return { dataDir, dbPath, shop: meta.shop, generation: { seconds: meta.seconds, generatedAt: meta.generatedAt, cached } };
}

function removeDb(path: string) {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(path + suffix, { force: true });
}
