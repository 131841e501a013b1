/**
 * The orders' CSV export's worker thread (docs/decisions/0070), started by
 * server/orders-export-threads.ts: it opens its own connection to the shop's database (a read-only
 * SQLite connection, or a PostgreSQL pool of one), makes the file with the desk's own page loop
 * (docs/decisions/0064, 0067) and hands it to the main thread a chunk at a time, when asked. The
 * main thread's event loop is then free for the shop's requests while the file is made.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { OrdersExportQuery } from '../common/csv';
import { serveStream } from './csv/thread-stream';
import { connectDatabase } from './db/connect';
// The export's own files, not the modules' doors: a door loads its whole module (and the
// modules it wires) into the thread, which doubled its memory and start (docs/decisions/0070).
import { ordersCsv } from './modules/desk/orders-export';
import { issuedLinesReader } from './modules/invoices/issued-lines';
import { createInvoicesRepo } from './modules/invoices/repo';
import { createExportRepo } from './modules/orders/export-repo';

/** What the main thread hands the worker when it starts it. */
export interface OrdersExportJob {
  databaseUrl: string;
  query: OrdersExportQuery;
  pageSize?: number;
}

if (parentPort !== null) {
  const job = workerData as OrdersExportJob;
  const db = connectDatabase(job.databaseUrl, { reader: true });
  const { body } = ordersCsv({ orderExport: createExportRepo(db), issuedLines: issuedLinesReader(createInvoicesRepo(db)) }, job.query, job.pageSize);
  serveStream(parentPort, body, () => db.destroy());
}
