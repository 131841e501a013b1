/**
 * The benchmark's output: a plain-text table for the terminal, the JSON kept under bench/, a
 * Markdown table for the README, and the issue's targets checked against the figures. A missed
 * target is printed as missed.
 */
import type { ExportFigures } from './orders-export';
import type { LoadFigures, LoadSettings } from './load';

export interface EndpointResult {
  name: string;
  label: string;
  method: string;
  path: string;
  /** The status and size of the answer captured for the bare server. */
  status: number;
  bytes: number;
  app: LoadFigures;
  bare: LoadFigures | null;
  /** app req/s ÷ bare req/s. */
  ratio: number | null;
  /** req/s of every round, when there were several (`app` and `bare` are the best of them). */
  rounds?: { app: number[]; bare: number[] };
}

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  platform: string;
  note: string;
}

export interface TargetCheck {
  description: string;
  value: number | null;
  /** e.g. '≥ 0.6' */
  limit: string;
  result: 'met' | 'MISSED' | 'not measured';
  detail?: string;
}

export interface BenchReport {
  date: string;
  /** The commit measured; `+changes` when the working tree had uncommitted changes. */
  commit: string;
  preset: string;
  size: { products: number; orders: number };
  machine: Machine;
  settings: LoadSettings & { rounds: number };
  generation: { seconds: number; generatedAt: string; cached: boolean };
  results: EndpointResult[];
  /** The orders CSV of the whole shop, when it was measured (orders-export.ts). */
  ordersExport?: ExportFigures;
  targets: TargetCheck[];
}

const fixed = (value: number, digits: number) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const invalid = (figures: LoadFigures | null) => figures !== null && (figures.non2xx > 0 || figures.errors > 0 || (figures.timeouts ?? 0) > 0);
/**
 * A run in which no request was answered (every one timed out or failed): its req/s and latencies
 * are autocannon's zeros, not figures, so the table says so instead of showing 0 req/s.
 */
export const unanswered = (figures: LoadFigures) => figures.requests === 0 && (figures.errors > 0 || (figures.timeouts ?? 0) > 0);
const failures = (figures: LoadFigures) => `${figures.non2xx}/${figures.errors}/${figures.timeouts ?? 0}`;

interface Check {
  description: string;
  value: number | null;
  limit: number;
  atMost: boolean;
  digits: number;
  unreliable?: string;
}

function check({ description, value, limit, atMost, digits, unreliable }: Check): TargetCheck {
  const shown = `${atMost ? '≤' : '≥'} ${fixed(limit, digits)}`;
  if (value === null) return { description, value, limit: shown, result: unreliable === undefined ? 'not measured' : 'MISSED', ...(unreliable === undefined ? {} : { detail: unreliable }) };
  const met = atMost ? value <= limit : value >= limit;
  return { description, value, limit: shown, result: met && unreliable === undefined ? 'met' : 'MISSED', ...(unreliable === undefined ? {} : { detail: unreliable }) };
}

function errorsOf(result: EndpointResult | undefined): string | undefined {
  if (!result || !(invalid(result.app) || invalid(result.bare))) return undefined;
  const { non2xx, errors, timeouts } = result.app;
  const counts = `${non2xx} non-2xx answers, ${errors} errors (${timeouts ?? 0} timeouts)`;
  return unanswered(result.app) ? `no answer at all: ${counts}` : `${counts} during the run`;
}

/** An endpoint's latency for a target: none when nothing was answered. */
const latencyOf = (result: EndpointResult | undefined, percentile: 'p99') => (result === undefined || unanswered(result.app) ? null : result.app[percentile]);

/**
 * The README's benchmark targets. `small` and `large` (1k and 100k products) give the p99 growth of the list
 * pages; without both, that target is 'not measured'.
 */
export function checkTargets(results: readonly EndpointResult[], growth?: { small: BenchReport; large: BenchReport }, ordersExport?: ExportFigures): TargetCheck[] {
  const find = (name: string) => results.find((result) => result.name === name);
  const list = find('products');
  const page = find('product-page');
  const checks: TargetCheck[] = [
    check({ description: 'GET /api/products?page=1: ratio to bare', value: list?.ratio ?? null, limit: 0.6, atMost: false, digits: 2, unreliable: errorsOf(list) }),
    check({ description: 'GET /api/products?page=1: p99 (ms)', value: latencyOf(list, 'p99'), limit: 25, atMost: true, digits: 0, unreliable: errorsOf(list) }),
    check({ description: 'SSR product page: ratio to bare', value: page?.ratio ?? null, limit: 0.3, atMost: false, digits: 2, unreliable: errorsOf(page) }),
  ];
  for (const name of ['products', 'category']) {
    const small = growth?.small.results.find((result) => result.name === name);
    const large = growth?.large.results.find((result) => result.name === name);
    const value = small && large && small.app.p99 > 0 ? large.app.p99 / small.app.p99 : null;
    const label = name === 'products' ? 'GET /api/products?page=1' : 'GET /api/products/category/{name}?page=5';
    const unreliable = errorsOf(small) ?? errorsOf(large);
    const target = check({ description: `${label}: p99 growth 1k → 100k products (×)`, value, limit: 1.5, atMost: true, digits: 1, unreliable });
    if (value !== null && small && large) {
      const at = (report: BenchReport, result: EndpointResult) => `${fixed(result.app.p99, 1)} ms at ${report.size.products.toLocaleString('en-US')} products (${report.date})`;
      target.detail = `${target.detail ? `${target.detail}; ` : ''}p99 ${at(growth!.small, small)} → ${at(growth!.large, large)}`;
    }
    checks.push(target);
  }
  // The owner's desk at a million orders (docs/decisions/0061), when it ran.
  const stats = find('admin-stats');
  if (stats) checks.push(check({ description: 'GET /api/admin/stats?range=90d: p99 (ms)', value: latencyOf(stats, 'p99'), limit: 100, atMost: true, digits: 0, unreliable: errorsOf(stats) }));
  // The orders CSV of every order (docs/decisions/0064): in a minute, in bounded memory, the shop answering meanwhile.
  if (ordersExport) {
    const failed = ordersExport.status === 200 ? undefined : `the export answered ${ordersExport.status}`;
    const rows = `${ordersExport.rows.toLocaleString('en-US')} lines, ${fixed(ordersExport.megabytes, 0)} MB${ordersExport.firstByteSeconds === undefined ? '' : `, first byte after ${fixed(ordersExport.firstByteSeconds, 2)} s`}`;
    checks.push({ ...check({ description: 'Orders CSV of every order: seconds', value: ordersExport.seconds, limit: 60, atMost: true, digits: 0, unreliable: failed }), detail: rows });
    const growth = ordersExport.rssPeakMb === null || ordersExport.rssBeforeMb === null ? null : ordersExport.rssPeakMb - ordersExport.rssBeforeMb;
    checks.push(check({ description: 'Orders CSV: server RSS growth (MB)', value: growth, limit: 100, atMost: true, digits: 0, unreliable: failed }));
    const during = invalid(ordersExport.listDuring) ? `${ordersExport.listDuring.non2xx} non-2xx answers, ${ordersExport.listDuring.errors} errors` : undefined;
    checks.push(check({ description: 'GET /api/products?page=1 during the export: p99 (ms)', value: ordersExport.listDuring.p99, limit: 50, atMost: true, digits: 0, unreliable: during }));
  }
  // The search preset's (docs/decisions/0054-product-search.md), when it ran.
  const search = find('search');
  const suggest = find('suggest');
  if (search) {
    checks.push(check({ description: 'GET /api/products/search: p99 (ms)', value: latencyOf(search, 'p99'), limit: 30, atMost: true, digits: 0, unreliable: errorsOf(search) }));
    checks.push(check({ description: 'GET /api/products/search: req/s', value: search.app.rps, limit: 1500, atMost: false, digits: 0, unreliable: errorsOf(search) }));
  }
  if (suggest) checks.push(check({ description: 'GET /api/products/suggest: p99 (ms)', value: latencyOf(suggest, 'p99'), limit: 15, atMost: true, digits: 0, unreliable: errorsOf(suggest) }));
  return checks;
}

interface Column {
  title: string;
  align: 'left' | 'right';
  cell(result: EndpointResult): string;
}

const COLUMNS: Column[] = [
  { title: 'endpoint', align: 'left', cell: (r) => r.label },
  { title: 'req/s', align: 'right', cell: (r) => (unanswered(r.app) ? 'no answers' : fixed(r.app.rps, 0)) },
  { title: 'p50 ms', align: 'right', cell: (r) => (unanswered(r.app) ? '-' : fixed(r.app.p50, 1)) },
  { title: 'p99 ms', align: 'right', cell: (r) => (unanswered(r.app) ? '-' : fixed(r.app.p99, 1)) },
  { title: 'bare req/s', align: 'right', cell: (r) => (r.bare ? fixed(r.bare.rps, 0) : '-') },
  { title: 'ratio', align: 'right', cell: (r) => (r.ratio === null || unanswered(r.app) ? '-' : fixed(r.ratio, 2)) },
  { title: 'non-2xx/errors/timeouts', align: 'right', cell: (r) => failures(r.app) },
];

function heading(report: BenchReport): string {
  const { machine, size, settings } = report;
  return [
    `Haat benchmark, ${report.date}, ${report.commit} (${report.preset}: ${size.products.toLocaleString('en-US')} products, ${size.orders.toLocaleString('en-US')} orders)`,
    `Machine: ${describeMachine(machine)}`,
    `Load: autocannon, ${settings.connections} connections, ${settings.duration} s per run after a ${settings.warmup} s warm-up${rounds(settings.rounds)}; bare = node:http answering the same bytes`,
  ].join('\n');
}

const rounds = (count: number | undefined) => (count !== undefined && count > 1 ? `, best of ${count} alternating rounds` : '');

export function describeMachine(machine: Machine): string {
  return `${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node.replace(/^v/, '')}, ${machine.platform}${machine.note ? `, ${machine.note}` : ''}`;
}

function alignRows(rows: string[][], aligns: Array<'left' | 'right'>): string[] {
  const widths = aligns.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => row.map((cell, i) => (aligns[i] === 'right' ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ').trimEnd());
}

const targetValue = (target: TargetCheck) => (target.value === null ? '-' : fixed(target.value, 2));

/** The terminal table: figures, then the targets. */
export function formatTable(report: BenchReport): string {
  const rows = [COLUMNS.map((column) => column.title), ...report.results.map((result) => COLUMNS.map((column) => column.cell(result)))];
  const targets = alignRows(
    [['target', 'value', 'limit', 'result'], ...report.targets.map((target) => [target.description, targetValue(target), target.limit, target.result])],
    ['left', 'right', 'right', 'left'],
  );
  const details = report.targets.filter((target) => target.detail).map((target) => `  ${target.description}: ${target.detail}`);
  return [heading(report), '', ...alignRows(rows, COLUMNS.map((column) => column.align)), '', ...targets, ...details].join('\n');
}

/** The same figures as a Markdown section body, for the README. */
export function formatMarkdown(report: BenchReport, jsonPath: string): string {
  const escape = (text: string) => text.replace(/\|/g, '\\|');
  const row = (cells: string[]) => `| ${cells.map(escape).join(' | ')} |`;
  const divider = (aligns: Array<'left' | 'right'>) => `|${aligns.map((align) => (align === 'right' ? '---:' : '---')).join('|')}|`;
  const generation = report.generation.cached ? `generated earlier in ${fixed(report.generation.seconds, 0)} s` : `generated in ${fixed(report.generation.seconds, 0)} s`;
  return [
    `**${report.preset}** (${report.size.products.toLocaleString('en-US')} products, ${report.size.orders.toLocaleString('en-US')} orders; ${generation}), ${report.date}, commit ${report.commit}, ${describeMachine(report.machine)}; ${report.settings.connections} connections, ${report.settings.duration} s after ${report.settings.warmup} s warm-up${rounds(report.settings.rounds)}. Raw: [${jsonPath}](${jsonPath}).`,
    '',
    row(COLUMNS.map((column) => column.title)),
    divider(COLUMNS.map((column) => column.align)),
    ...report.results.map((result) => row(COLUMNS.map((column) => column.cell(result)))),
    '',
    row(['target', 'value', 'limit', 'result']),
    divider(['left', 'right', 'right', 'left']),
    ...report.targets.map((target) => row([target.description + (target.detail ? ` (${target.detail})` : ''), targetValue(target), target.limit, target.result])),
  ].join('\n');
}

/**
 * Replaces the text between `<!-- bench:{preset} -->` and `<!-- /bench:{preset} -->` in the
 * README; null when the markers are missing (then nothing is changed).
 */
export function replaceReadmeSection(readme: string, preset: string, markdown: string): string | null {
  const start = `<!-- bench:${preset} -->`;
  const end = `<!-- /bench:${preset} -->`;
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from === -1 || to < from) return null;
  return `${readme.slice(0, from + start.length)}\n${markdown}\n${readme.slice(to)}`;
}
