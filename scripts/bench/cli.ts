/**
 * `npm run bench`: generates a large shop (or reuses the one generated before), starts the
 * production server on it and, beside it, a bare node:http server answering the same bytes, loads
 * both in turn with autocannon, prints the table and keeps it as JSON under bench/.
 * Flags: see options.ts (`npm run bench -- --help`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, platform, release, totalmem } from 'node:os';
import { relative, resolve } from 'node:path';
import { buildApp, freePort, startApp, type RunningApp } from './app-server';
import { captureResponse, startBareServer, type RequestSpec, type RunningBareServer } from './bare-server';
import { prepareDataset } from './dataset';
import { preparePostgresRun } from './postgres-dataset';
import { endpoints, prepareCustomer } from './endpoints';
import { bestOf, load, type LoadFigures, type LoadSettings } from './load';
import { parseOptions, USAGE, type BenchOptions } from './options';
import { measureOrdersExport, type ExportFigures } from './orders-export';
import { checkTargets, formatMarkdown, formatTable, replaceReadmeSection, unanswered, type BenchReport, type EndpointResult, type Machine } from './report';

const root = resolve(import.meta.dirname, '../..');
const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    log(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(USAGE);
    return 0;
  }

  const dataset = await prepareDataset(root, { products: options.products, orders: options.orders }, { fresh: options.fresh, log });
  const databaseUrl =
    options.databaseUrl === undefined ? `file:${dataset.dbPath}` : await preparePostgresRun(options.databaseUrl, dataset.dbPath, `${relative(root, dataset.dataDir)} ${dataset.generation.generatedAt} ${migrationNames().join(' ')}`, log);
  // HAAT_BUILD_DIR, as react-router.config.ts and server/main.ts read it.
  const buildDir = resolve(root, process.env.HAAT_BUILD_DIR ?? 'build');
  if (options.build || !existsSync(resolve(buildDir, 'server/index.js'))) await buildApp(root, buildDir, log);

  const settings: LoadSettings = { connections: options.connections, duration: options.duration, warmup: options.warmup };
  const started: { app?: RunningApp; bare?: RunningBareServer } = {};
  const stopAll = async () => {
    await started.bare?.stop();
    await started.app?.stop();
  };
  process.once('SIGINT', () => {
    log('\nInterrupted: stopping the servers…');
    void stopAll().finally(() => process.exit(130));
  });

  const results: EndpointResult[] = [];
  let ordersExport: ExportFigures | undefined;
  try {
    const app = await startApp({ root, buildDir, dataDir: dataset.dataDir, databaseUrl, port: options.port || (await freePort()) });
    started.app = app;
    log(`Shop running at ${app.url} (production build, ${options.databaseUrl === undefined ? relative(root, dataset.dbPath) : `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}`}).`);
    const customer = await prepareCustomer(app.url, dataset.shop);
    const all = endpoints(dataset.shop, customer);
    const selected = options.only.map((name) => all[name]).sort((a, b) => Number(a.writes ?? false) - Number(b.writes ?? false));

    if (selected.some((endpoint) => endpoint.name === 'admin-stats')) await warmDeskSummary(app.url, all['admin-stats'].spec);
    const captured = await Promise.all(selected.map((endpoint) => captureResponse(app.url, endpoint.spec)));
    captured.forEach((response, i) => {
      if (response.status >= 300) log(`warning: ${selected[i]!.label} answered ${response.status}: ${response.body.toString().slice(0, 300)}`);
    });
    const bare = await startBareServer(captured, options.barePort);
    started.bare = bare;

    const perRun = settings.warmup + settings.duration;
    log(`Measuring ${selected.length} endpoints, app then bare server${options.rounds > 1 ? `, ${options.rounds} rounds` : ''}, ~${Math.ceil((selected.length * 2 * options.rounds * perRun) / 60)} min…`);
    for (const [i, endpoint] of selected.entries()) {
      const appRuns: LoadFigures[] = [];
      const bareRuns: LoadFigures[] = [];
      for (let round = 0; round < options.rounds; round += 1) {
        appRuns.push(await load(app.url, endpoint.spec, settings));
        // The bare server answers the captured `path` only: it is asked that one (another path would be its 404).
        bareRuns.push(await load(bare.url, { ...endpoint.spec, paths: undefined, uncached: undefined }, settings));
      }
      const appFigures = bestOf(appRuns);
      const bareFigures = bestOf(bareRuns);
      const ratio = bareFigures.rps > 0 ? appFigures.rps / bareFigures.rps : null;
      const response = captured[i]!;
      results.push({
        name: endpoint.name,
        label: endpoint.label,
        method: endpoint.spec.method,
        path: endpoint.spec.path,
        status: response.status,
        bytes: response.body.length,
        app: appFigures,
        bare: bareFigures,
        ratio,
        ...(options.rounds > 1 ? { rounds: { app: appRuns.map((run) => Math.round(run.rps)), bare: bareRuns.map((run) => Math.round(run.rps)) } } : {}),
      });
      const shop = unanswered(appFigures)
        ? `no answers (${appFigures.errors} errors, ${appFigures.timeouts ?? 0} timeouts)`
        : `${Math.round(appFigures.rps)} req/s, p99 ${appFigures.p99} ms`;
      log(`  [${i + 1}/${selected.length}] ${endpoint.label}: ${shop}; bare ${Math.round(bareFigures.rps)} req/s`);
    }
    if (options.ordersExport) {
      log('Streaming the orders CSV of every order, with the list measured beside it…');
      ordersExport = await measureOrdersExport(app, customer.adminToken);
      log(`  ${ordersExport.rows.toLocaleString('en-US')} lines in ${ordersExport.seconds.toFixed(1)} s (first byte after ${ordersExport.firstByteSeconds?.toFixed(2) ?? '?'} s); RSS ${ordersExport.rssBeforeMb?.toFixed(0) ?? '?'} → ${ordersExport.rssPeakMb?.toFixed(0) ?? '?'} MB; list p99 meanwhile ${ordersExport.listDuring.p99} ms`);
    }
    const errors = app.output().filter((line) => /"level":(50|60)|error/i.test(line));
    if (errors.length > 0) log(`The server logged ${errors.length} error lines; the last: ${errors.at(-1)}`);
  } finally {
    await stopAll();
  }

  const report: BenchReport = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: commitMeasured(),
    // A PostgreSQL run is kept beside the SQLite one of its preset, not over it.
    preset: options.databaseUrl === undefined ? options.preset : `${options.preset}-postgresql`,
    size: { products: options.products, orders: options.orders },
    machine: machine(options.note),
    settings: { ...settings, rounds: options.rounds },
    generation: dataset.generation,
    results,
    ...(ordersExport === undefined ? {} : { ordersExport }),
    targets: [],
  };
  report.targets = checkTargets(results, growthPair(report, options.compare), ordersExport);
  process.stdout.write(`\n${formatTable(report)}\n`);

  if (options.save) {
    const stamp = report.date.slice(0, 16).replace('T', '-').replace(':', '');
    const file = resolve(root, 'bench/results', `${stamp}-${report.preset}.json`);
    mkdirSync(resolve(root, 'bench/results'), { recursive: true });
    const json = `${JSON.stringify(report, null, 2)}\n`;
    writeFileSync(file, json);
    if (report.preset !== 'custom') writeFileSync(resolve(root, `bench/latest-${report.preset}.json`), json);
    log(`\nSaved ${relative(root, file)}${report.preset !== 'custom' ? ` and bench/latest-${report.preset}.json` : ''}.`);
    if (options.updateReadme) updateReadme(report, relative(root, file));
  }
  return 0;
}

/**
 * The owner's figures read a per-IST-day summary (docs/decisions/0066). The generator writes its
 * orders through the triggers of migration 0029 (or, on a database generated before it, the
 * migration marks every order's day dirty): either way the first stats read recomputes the dirty
 * days of its range. That read is made and timed here, before anything is measured, so the runs
 * measure the summary as a running shop reads it, and the one-off build is reported beside them.
 */
async function warmDeskSummary(baseUrl: string, spec: RequestSpec) {
  const started = performance.now();
  const response = await captureResponse(baseUrl, spec);
  log(`Owner's desk summary built by a first ${spec.path} (${response.status}) in ${((performance.now() - started) / 1000).toFixed(1)} s, before measuring.`);
}

/** The app's migrations: a template copied into PostgreSQL before a new one is copied again. */
function migrationNames(): string[] {
  return readdirSync(resolve(root, 'server/db/migrations'))
    .filter((name) => !name.includes('.test.'))
    .sort();
}

function machine(note: string): Machine {
  const cores = cpus();
  return {
    cpus: cores.length,
    cpuModel: cores[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${platform()} ${release()}`,
    note,
  };
}

/** HEAD, marked `+changes` when the working tree differs from it (the build is made from the working tree). */
function commitMeasured(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${sha}+changes` : sha;
  } catch {
    return 'unknown';
  }
}

/** This run and the latest run of the other size (or --compare): the smaller and the larger catalogue. */
function growthPair(report: BenchReport, compare: string | undefined): { small: BenchReport; large: BenchReport } | undefined {
  const other = compare ?? (report.preset === 'small' ? 'bench/latest-large.json' : report.preset === 'large' ? 'bench/latest-small.json' : undefined);
  if (other === undefined || !existsSync(resolve(root, other))) return undefined;
  const previous = JSON.parse(readFileSync(resolve(root, other), 'utf8')) as BenchReport;
  if (previous.size.products === report.size.products) return undefined;
  return previous.size.products < report.size.products ? { small: previous, large: report } : { small: report, large: previous };
}

function updateReadme(report: BenchReport, jsonPath: string) {
  const path = resolve(root, 'README.md');
  const updated = replaceReadmeSection(readFileSync(path, 'utf8'), report.preset, formatMarkdown(report, jsonPath));
  if (updated === null) log(`README.md has no <!-- bench:${report.preset} --> … <!-- /bench:${report.preset} --> markers: not updated.`);
  else {
    writeFileSync(path, updated);
    log('README.md updated.');
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
