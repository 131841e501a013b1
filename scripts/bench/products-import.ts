/**
 * `npm run bench:import [-- --products 10000] [--database-url postgres://…]`: how long the admin's
 * products import takes for a catalogue of 10,000 products (docs/decisions/0068; the aim: 30 s).
 * A fresh database (a SQLite file, or a new database on the PostgreSQL server named), the shop's
 * server in its own process with the demo catalogue, then through the real HTTP endpoint
 * (POST /api/admin/products/import): a dry run of the generated file, the import itself (every
 * product new), and the shop's export with every bench product's stock changed (every product an
 * update). Prints seconds, rows/s and the server's peak resident memory of each; keeps them as
 * JSON in bench/results/.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import type { ProductImportResult } from '../../common/csv';
import { BENCH_ADMIN } from './bench-admin';
import { generatedImportFile, restockedExport, type ImportFile } from './import-file';

const root = resolve(import.meta.dirname, '../..');
const log = (line: string) => process.stderr.write(`${line}\n`);

interface RunFigures {
  run: string;
  rows: number;
  products: number;
  megabytes: number;
  seconds: number;
  rowsPerSecond: number;
  /** The server's resident memory before the request, and its peak while it ran (MB). */
  rssBeforeMb: number | null;
  rssPeakMb: number | null;
  answer: Omit<ProductImportResult, 'errors'> & { errors: number };
}

/** VmRSS of a process in MB, or null where /proc cannot be read. */
function rssMb(pid: number | undefined): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((text) => text.startsWith('VmRSS:'));
    return line === undefined ? null : Number(line.replace(/\D+/g, '')) / 1024;
  } catch {
    return null;
  }
}

/** A fresh database: a SQLite file in `dir`, or a new one on the PostgreSQL server of `serverUrl` (dropped afterwards). */
async function freshDatabase(dir: string, serverUrl: string | undefined): Promise<{ url: string; dialect: string; drop(): Promise<void> }> {
  if (!serverUrl) return { url: `file:${join(dir, 'shop.db')}`, dialect: 'sqlite', drop: async () => undefined };
  const name = `haat_bench_import_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    dialect: 'postgresql',
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function startServer(databaseUrl: string, dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(join(import.meta.dirname, 'api-server-child.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, PUBLIC_URL: 'http://127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolvePort, reject) => {
    child.once('message', (message) => resolvePort((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the server stopped while starting (exit ${code})`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

async function importFile(url: string, token: string, file: ImportFile, dryRun: boolean, run: string, pid: number | undefined): Promise<RunFigures> {
  const form = new FormData();
  form.append('file', new File([file.csv], 'products.csv', { type: 'text/csv' }));
  form.append('dryRun', String(dryRun));
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    const now = rssMb(pid);
    if (now !== null && (rssPeakMb === null || now > rssPeakMb)) rssPeakMb = now;
  }, 50);
  const started = performance.now();
  const response = await fetch(`${url}/api/admin/products/import`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await response.json()) as ProductImportResult & { message?: string };
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (response.status !== 200 || body.errors.length > 0) throw new Error(`${run}: ${response.status} ${body.message ?? JSON.stringify(body.errors.slice(0, 5))}`);
  return {
    run,
    rows: file.rows,
    products: file.products,
    megabytes: file.bytes / 1_048_576,
    seconds,
    rowsPerSecond: file.rows / seconds,
    rssBeforeMb,
    rssPeakMb,
    answer: { ...body, errors: body.errors.length },
  };
}

const mb = (value: number | null) => (value === null ? '-' : String(Math.round(value)));
const formatRun = (f: RunFigures) =>
  `| ${f.run} | ${f.products.toLocaleString('en-US')} | ${f.rows.toLocaleString('en-US')} | ${f.megabytes.toFixed(1)} | ${f.seconds.toFixed(1)} | ${Math.round(f.rowsPerSecond).toLocaleString('en-US')} | ${mb(f.rssBeforeMb)} → ${mb(f.rssPeakMb)} | ${f.answer.created} / ${f.answer.updated} / ${f.answer.unchanged} |`;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '10000' }, 'database-url': { type: 'string' } }, strict: true });
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1) {
    log('Usage: npm run bench:import -- [--products 10000] [--database-url postgres://user@host:5432/any]');
    return 2;
  }
  const dir = mkdtempSync(join(tmpdir(), 'haat-bench-import-'));
  const database = await freshDatabase(dir, values['database-url']);
  let child: ChildProcess | undefined;
  try {
    log(`Starting the shop on a fresh ${database.dialect} database with the demo catalogue…`);
    const server = await startServer(database.url, dir);
    child = server.child;
    const login = await fetch(`${server.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_ADMIN) });
    const { token } = (await login.json()) as { token: string };
    const exportRows = async () => parse(await (await fetch(`${server.url}/api/admin/products/export.csv`, { headers: { authorization: `Bearer ${token}` } })).text(), { bom: true }) as string[][];

    const file = generatedImportFile(await exportRows(), products);
    log(`Generated ${file.products.toLocaleString('en-US')} products: ${file.rows.toLocaleString('en-US')} rows, ${(file.bytes / 1_048_576).toFixed(1)} MB.`);
    const runs: RunFigures[] = [];
    runs.push(await importFile(server.url, token, file, true, 'dry run (all new)', child.pid));
    log(formatRun(runs.at(-1)!));
    runs.push(await importFile(server.url, token, file, false, 'import (all new)', child.pid));
    log(formatRun(runs.at(-1)!));
    const restocked = restockedExport(await exportRows());
    runs.push(await importFile(server.url, token, restocked, false, 'import (every stock changed)', child.pid));
    log(formatRun(runs.at(-1)!));

    const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.versions.node}`;
    const at = new Date().toISOString();
    process.stdout.write(
      [
        `Products import, ${database.dialect}, ${at}, ${machine}`,
        '',
        '| run | products | rows | MB | seconds | rows/s | server RSS MB (before → peak) | created / updated / unchanged |',
        '|---|---:|---:|---:|---:|---:|---:|---|',
        ...runs.map(formatRun),
        '',
      ].join('\n'),
    );
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    const path = join(root, 'bench/results', `${at.slice(0, 16).replace('T', '-').replace(':', '')}-import-${database.dialect}.json`);
    writeFileSync(path, `${JSON.stringify({ at, dialect: database.dialect, machine, runs }, null, 2)}\n`);
    log(`Kept in ${path.slice(root.length + 1)}.`);
    return runs.every((run) => run.seconds <= 30) ? 0 : 1;
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child!.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
