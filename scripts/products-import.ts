// `npm run products:import -- products.csv [--dry-run]`: the admin's CSV import (docs/csv.md,
// docs/decisions/0064) from a terminal, against the database of DATABASE_URL, through the same
// catalogue service as POST /api/admin/products/import: every row checked, nothing changed with any
// error or with --dry-run, else one transaction. On a terminal a progress bar goes to stderr
// (import-progress.ts); the summary line, and any bad rows by spreadsheet row number, to stdout. Exit codes: 0 imported (or a clean dry
// run), 1 errors in the file or anything else, 2 bad arguments.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { progressBar } from './import-progress';
import { runCli } from './run-cli';

const USAGE = 'Usage: npm run products:import -- <file.csv> [--dry-run]';

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
    const bar = progressBar(process.stderr, process.stdout.isTTY === true && process.stderr.isTTY === true);
    const started = performance.now();
    let result;
    let rows = 0;
    try {
      result = await services.catalogAdmin.importProducts(new Uint8Array(bytes), dryRun, (step) => {
        if (step.phase === 'reading') rows = step.total;
        bar(step);
      });
    } catch (error) {
      // The file itself is refused (not CSV, a missing column, too large …): its reason, exit 1.
      if (isAppError(error)) {
        bar.end();
        console.error(error.message);
        return 1;
      }
      throw error;
    }
    bar.end();
    const took = `${rows.toLocaleString('en-IN')} ${rows === 1 ? 'row' : 'rows'} in ${((performance.now() - started) / 1000).toFixed(1)} s`;
    if (result.errors.length > 0) {
      console.log(`${result.errors.length} ${result.errors.length === 1 ? 'row has an error' : 'rows have errors'}; nothing was changed (${took}):`);
      for (const { row, message } of result.errors) console.log(`  row ${row}: ${message}`);
      return 1;
    }
    const counts = `${result.created} to create, ${result.updated} to update, ${result.unchanged} unchanged`;
    console.log(dryRun ? `Dry run: ${counts} (${took}). Nothing was changed.` : `Imported: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged (${took}).`);
    return 0;
  } finally {
    await db.destroy();
  }
}

runCli(main);
