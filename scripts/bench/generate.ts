/**
 * Writes a large generated shop into a fresh SQLite database: the app's migrations first (through
 * the app's own connect and migrate code), then rows through prepared statements in big
 * transactions (better-sqlite3 directly: Kysely per row would take minutes for a million orders).
 */
import SQLite from 'better-sqlite3';
import { MAX_STOCK } from '../../common/catalog';
import { connectDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { progressBar, type Progress } from './progress';
import { seededRandom } from './random';
import { categoryRows, orderRows, productRow, userRow, type ImagePool, type SoldProduct } from './rows';

export interface ShopSize {
  products: number;
  orders: number;
}

export interface GenerateOptions extends ShopSize {
  /** The SQLite file to create; it must not exist yet. */
  dbPath: string;
  images: ImagePool;
  seed?: number;
  now?: Date;
  /** A progress bar per phase (default: the stderr bar; tests pass a silent one). */
  progress?: (label: string, total: number) => Progress;
}

/** What the benchmark needs to know about a generated shop. */
export interface GeneratedShop extends ShopSize {
  categories: number;
  users: number;
  /** The category whose 5th page is measured (the biggest; ties: the first). */
  categoryName: string;
  /** An in-stock product from the middle of the catalogue (not the newest, not the oldest). */
  sampleProductId: string;
  /** Another in-stock product near it whose first colour has tracked stock (1,000,000 units: never runs out in a run). */
  stockedProductId: string;
}

/** Every this-many products has tracked stock on each colour (the rest untracked), as a shop that counts some items. */
const TRACKED_EVERY = 3;

const BATCH = 10_000;
/** Orders reference a sample of the catalogue: enough variety, without holding 100k products in memory. */
const SOLD_SAMPLE = 5_000;

export async function generateShop(options: GenerateOptions): Promise<GeneratedShop> {
  const { dbPath, images, products, orders } = options;
  const random = seededRandom(options.seed ?? 6);
  const now = options.now ?? new Date();
  const progress = options.progress ?? progressBar;

  const kysely = connectDatabase(`file:${dbPath}`);
  try {
    await migrateToLatest(kysely);
  } finally {
    await kysely.destroy();
  }

  const db = new SQLite(dbPath);
  try {
    // Bulk-load settings: the rollback journal in memory (a failed statement still rolls back),
    // no fsync. The file goes back to WAL, as the app runs it, before it is used.
    db.pragma('journal_mode = MEMORY');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -1048576');
    db.pragma('temp_store = MEMORY');
    // Indexes are built once at the end from sorted data, far faster than kept up row by row.
    // (The implicit indexes of PRIMARY KEY and UNIQUE columns stay: they keep the data valid.)
    const indexes = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL`).all() as Array<{ name: string; sql: string }>;
    for (const index of indexes) db.exec(`DROP INDEX ${index.name}`);

    const categories = categoryRows(now, images, random);
    const insertCategory = insertStatement(db, 'categories', Object.keys(categories[0]!));
    db.transaction(() => categories.forEach((row) => insertCategory.run(row)))();

    const sold: SoldProduct[] = [];
    const stride = Math.max(1, Math.floor(products / SOLD_SAMPLE));
    let sampleProductId = '';
    let stockedProductId = '';
    const productBar = progress('products', products);
    let insertProduct: SQLite.Statement | undefined;
    const insertStock = insertStatement(db, 'product_stock', ['product_id', 'color_id', 'size', 'stock']);
    for (let start = 0; start < products; start += BATCH) {
      db.transaction(() => {
        for (let index = start; index < Math.min(products, start + BATCH); index += 1) {
          const row = productRow(index, products, categories, now, images, random);
          insertProduct ??= insertStatement(db, 'products', Object.keys(row));
          insertProduct.run(row);
          const stocked = sampleProductId !== '' && stockedProductId === '' && row.in_stock === 1;
          if (sampleProductId === '' && index >= Math.floor(products / 2) && row.in_stock === 1) sampleProductId = row.id;
          if (stocked) stockedProductId = row.id;
          if (stocked || (index % TRACKED_EVERY === 0 && row.id !== sampleProductId)) {
            (JSON.parse(row.colors) as { _id: string }[]).forEach((color, c) => {
              insertStock.run({ product_id: row.id, color_id: color._id, size: '', stock: stocked && c === 0 ? MAX_STOCK : 1 + ((index * 37 + c) % 500) });
            });
          }
          if (index % stride === 0 && sold.length < SOLD_SAMPLE) sold.push(soldProduct(row));
        }
      })();
      productBar.update(Math.min(products, start + BATCH));
    }
    productBar.done();

    const userCount = orders === 0 ? 1 : Math.max(10, Math.ceil(orders / 20));
    const users = Array.from({ length: userCount }, (_, index) => userRow(index, now, random));
    const insertUser = insertStatement(db, 'users', Object.keys(users[0]!));
    db.transaction(() => users.forEach((row) => insertUser.run(row)))();

    if (orders > 0) {
      if (sold.length === 0) throw new Error('orders need at least one product');
      insertOrders(db, orders, () => orderRows(random.pick(users), sold, now, random), progress('orders', orders));
    }

    const indexBar = progress('indexes', indexes.length);
    indexes.forEach((index, i) => {
      db.exec(index.sql);
      indexBar.update(i + 1);
    });
    indexBar.done();

    db.pragma('journal_mode = WAL');
    db.pragma('wal_checkpoint(TRUNCATE)');
    return {
      products,
      orders,
      categories: categories.length,
      users: userCount,
      categoryName: categories[0]!.name,
      sampleProductId,
      stockedProductId,
    };
  } finally {
    db.close();
  }
}

function insertOrders(db: SQLite.Database, total: number, next: () => ReturnType<typeof orderRows>, bar: Progress) {
  const first = next();
  // ON CONFLICT DO NOTHING, as the orders repo does: a clashing ORD- id is drawn again.
  const insertOrder = insertStatement(db, 'orders', Object.keys(first.order), 'ON CONFLICT DO NOTHING');
  const insertItem = insertStatement(db, 'order_items', Object.keys(first.items[0]!));
  const attemptColumns = Object.keys(first.attempt ?? orderWithAttempt(next).attempt!);
  const insertAttempt = insertStatement(db, 'payment_attempts', attemptColumns);

  let pending: ReturnType<typeof orderRows> | undefined = first;
  for (let start = 0; start < total; start += BATCH) {
    db.transaction(() => {
      for (let index = start; index < Math.min(total, start + BATCH); index += 1) {
        let rows = pending ?? next();
        pending = undefined;
        while (insertOrder.run(rows.order).changes === 0) rows = next();
        for (const item of rows.items) insertItem.run(item);
        if (rows.attempt) insertAttempt.run(rows.attempt);
      }
    })();
    bar.update(Math.min(total, start + BATCH));
  }
  bar.done();
}

/** Draws orders until one is paid online, to learn the attempt table's columns. */
function orderWithAttempt(next: () => ReturnType<typeof orderRows>) {
  for (;;) {
    const rows = next();
    if (rows.attempt) return rows;
  }
}

function insertStatement(db: SQLite.Database, table: string, columns: string[], suffix = ''): SQLite.Statement {
  return db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')}) ${suffix}`);
}

function soldProduct(row: { id: string; name: string; colors: string; primary_image: string; discount_price: number; delivery_charge: number; cod_charge: number }): SoldProduct {
  const colors = JSON.parse(row.colors) as Array<{ name: string; images: string[] }>;
  return {
    id: row.id,
    name: row.name,
    primaryImage: colors[0]?.images[0] ?? row.primary_image,
    color: colors[0]?.name ?? 'Black',
    pricePaise: row.discount_price,
    deliveryPaise: row.delivery_charge,
    codPaise: row.cod_charge,
  };
}
