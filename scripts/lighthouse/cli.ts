// `npm run lighthouse [-- --runs 3] [--skip-build]`: builds the shop (into HAAT_BUILD_DIR, default
// build/), serves it on a fresh demo database, runs Lighthouse on the storefront's main pages
// (`--runs` times each, keeping the median run: 3 by default), prints the
// scores, the audits to fix and the home page's first-load JavaScript, writes the summary to
// lighthouse/results/<date>.json, and exits 1 when a page is below THRESHOLDS (the README's Lighthouse section).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumVersion, launchBrowser } from './audit';
import { firstLoadJs, formatFirstLoadJs } from './first-load-js';
import { BUSY_BENCHMARK_INDEX, formatFailingAudits, formatTable, medianRun, summarize, THRESHOLDS, thresholdFailures, type LighthouseResult, type PageSummary } from './report';
import { build, buildDir, freePort, pickTargets, ROOT, startShop } from './server';
import { runCli } from '../run-cli';

const RESULTS_DIR = join(ROOT, 'lighthouse/results');
const REPORTS_DIR = join(ROOT, 'lighthouse/reports');

/** Lighthouse on the storefront's main pages, and the home page's HTML as the server sends it. */
async function auditShop(origin: string, runs: number): Promise<{ pages: PageSummary[]; environment: LighthouseResult['environment']; homeHtml: string }> {
  const { productId, category } = await pickTargets(origin);
  const paths: [name: string, path: string][] = [
    ['home', '/'],
    ['products', '/products'],
    ...(category === undefined ? [] : [['category', `/products/${encodeURIComponent(category)}`] as [string, string]]),
    ['product', `/product/${productId}`],
    ['search', '/search?q=cotton'],
  ];
  const homeHtml = await (await fetch(`${origin}/`)).text();

  mkdirSync(REPORTS_DIR, { recursive: true });
  const pages: PageSummary[] = [];
  let environment: LighthouseResult['environment'];
  const browser = await launchBrowser();
  try {
    for (const [name, path] of paths) {
      const results: PageSummary[] = [];
      for (let run = 1; run <= runs; run++) {
        console.log(`Lighthouse: ${name} (${path})${runs > 1 ? `, run ${run} of ${runs}` : ''}…`);
        const lhr = await browser.audit(origin + path);
        // Whole reports, for a closer look (lighthouse/reports/ is not committed).
        writeFileSync(join(REPORTS_DIR, `${name}-${run}.json`), JSON.stringify(lhr));
        environment ??= lhr.environment;
        results.push(summarize(name, lhr));
      }
      pages.push(medianRun(results));
    }
  } finally {
    await browser.close();
  }
  return { pages, environment, homeHtml };
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, 'skip-build': { type: 'boolean', default: false } }, strict: true });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number from 1, not ${values.runs}`);
  if (!values['skip-build']) build();

  const port = process.env.LIGHTHOUSE_PORT ? Number(process.env.LIGHTHOUSE_PORT) : await freePort();
  const shop = await startShop(port);
  let audited;
  try {
    audited = await auditShop(shop.origin, runs);
  } finally {
    await shop.stop();
  }
  const { pages, environment, homeHtml } = audited;

  const homeJs = firstLoadJs(homeHtml, join(buildDir(), 'client'));
  const chromium = chromiumVersion() ?? /Chrome\/([\d.]+)/.exec(environment?.hostUserAgent ?? '')?.[1] ?? 'unknown';
  const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, Chromium ${chromium}, mobile emulation, simulated slow 4G`;

  const benchmarkIndex = environment?.benchmarkIndex;
  console.log(`\n${machine}${benchmarkIndex ? ` (Lighthouse CPU benchmark index ${Math.round(benchmarkIndex)})` : ''}; median of ${runs} run${runs > 1 ? 's' : ''} per page\n`);
  if (benchmarkIndex !== undefined && benchmarkIndex < BUSY_BENCHMARK_INDEX) {
    console.log(`Warning: the CPU benchmark index is under ${BUSY_BENCHMARK_INDEX}: the machine is busy, so TBT and performance are lower than they should be. Rerun when it is quiet.\n`);
  }
  console.log(formatTable(pages));
  console.log(`\n${formatFirstLoadJs('Home page', homeJs)}`);
  const audits = formatFailingAudits(pages);
  if (audits !== '') console.log(`\nAudits below 0.9 in categories under 100:\n\n${audits}`);

  const date = new Date().toISOString();
  const file = join(RESULTS_DIR, `${date.slice(0, 10)}.json`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const summary = { date, machine, benchmarkIndex: benchmarkIndex ?? null, runsPerPage: runs, thresholds: THRESHOLDS, pages, homeFirstLoadJs: homeJs };
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nSummary written to ${file}; whole reports (open in https://googlechrome.github.io/lighthouse/viewer/) in ${REPORTS_DIR}`);

  const failures = thresholdFailures(pages);
  if (failures.length > 0) {
    console.error(`\nBelow the thresholds:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    return 1;
  }
  return 0;
}

runCli(main);
