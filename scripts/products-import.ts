// `npm run products:import -- products.csv [--dry-run]`: the admin's CSV import (docs/csv.md,
// docs/decisions/0064) from a terminal, against the database of DATABASE_URL, through the same
// catalogue service as POST /api/admin/products/import: every row checked, nothing changed with any
// error or with --dry-run, else one transaction. A one-line progress goes to stderr; the outcome
// and any bad rows (by spreadsheet row number) to stdout. Exit codes: 0 imported (or a clean dry
// run), 1 errors in the file or anything else, 2 bad arguments.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { runCli } from './run-cli';

const USAGE = 'Usage: npm run products:import -- <file.csv> [--dry-run]';

/** `checking 1,200 of 1,200 rows [##########----------] 50%`, rewritten in place on a terminal, one line per phase elsewhere. */
function progressLine(): (progress: { phase: string; done: number; total: number }) => void {
  const terminal = process.stderr.isTTY === true;
  let last = '';
  return ({ phase, done, total }) => {
    const share = total === 0 ? 1 : done / total;
    const bar = `[${'#'.repeat(Math.round(share * 20)).padEnd(20, '-')}]`;
    const line = `${phase} ${done.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} ${phase === 'checking' ? 'rows' : 'products'} ${bar} ${Math.round(share * 100)}%`;
    if (terminal) process.stderr.write(`\r${line}${done === total ? '\n' : ''}`);
    else if (done === total && line !== last) process.stderr.write(`${line}\n`);
    last = line;
  };
}

async function main(): Promise<number> {
  let parsed: { values: { 'dry-run'?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({ options: { 'dry-run': { type: 'boolean' } }, strict: true, allowPositionals: true });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const [path, ...extra] = parsed.positionals;
  if (path === undefined || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const dryRun = parsed.values['dry-run'] === true;
  const bytes = await readFile(path);

  // The server's modules load only once the arguments are good: a usage error answers at once.
  const [{ loadConfig }, { connectDatabase }, { migrateToLatest }, { createLogger }, { createServices }, { isAppError }] = await Promise.all([
    import('../server/config'),
    import('../server/db/connect'),
    import('../server/db/migrate'),
    import('../server/logger'),
    import('../server/services'),
    import('../server/errors'),
  ]);
  const config = loadConfig();
  const db = connectDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(db);
    const services = createServices(db, config, createLogger(config));
    let result;
    try {
      result = await services.catalogAdmin.importProducts(new Uint8Array(bytes), dryRun, progressLine());
    } catch (error) {
      // The file itself is refused (not CSV, a missing column, too large …): its reason, exit 1.
      if (isAppError(error)) {
        console.error(error.message);
        return 1;
      }
      throw error;
    }
    if (result.errors.length > 0) {
      console.log(`${result.errors.length} ${result.errors.length === 1 ? 'row has an error' : 'rows have errors'}; nothing was changed:`);
      for (const { row, message } of result.errors) console.log(`  row ${row}: ${message}`);
      return 1;
    }
    const counts = `${result.created} to create, ${result.updated} to update, ${result.unchanged} unchanged`;
    console.log(dryRun ? `Dry run: ${counts}. Nothing was changed.` : `Imported: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

runCli(main);
