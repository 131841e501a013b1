/**
 * The pure half of `npm run lighthouse`: turns Lighthouse results into the figures we keep, the
 * table we print, the audits someone should fix and the verdict against the thresholds.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The README's Lighthouse targets: the run fails below these (scores out of 100), 95 everywhere (docs/decisions/0052). */
export const THRESHOLDS: Partial<Record<Category, number>> = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 95 };

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  /** Lighthouse's short figure ("Potential savings of 12 KiB", "2.1 s"), when it gives one. */
  display?: string;
  /** A few of the offending elements or URLs. */
  items: string[];
}

export interface PageSummary {
  name: string;
  url: string;
  /** Out of 100; null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  metrics: { lcpMs: number | null; cls: number | null; tbtMs: number | null; fcpMs: number | null };
  /** The largest contentful paint element, to see at a glance what the LCP measures. */
  lcpElement?: string;
  failingAudits: FailingAudit[];
  runtimeError?: string;
}

/** The part of a Lighthouse result (LH.Result) this module reads. */
export interface LighthouseResult {
  requestedUrl?: string;
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  environment?: { hostUserAgent?: string; benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, LighthouseAudit | undefined>;
}

interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { type?: string; items?: unknown };
}

// Lighthouse's own report shows an audit as passed from 0.9 up.
const PASSING_AUDIT_SCORE = 0.9;
const UNSCORED_MODES = new Set(['informative', 'manual', 'notApplicable', 'error']);
const MAX_ITEMS = 3;
const MAX_ITEM_LENGTH = 140;

export function summarize(name: string, lhr: LighthouseResult): PageSummary {
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<Category, number | null>;
  const lcpElement = firstItem(lhr.audits['largest-contentful-paint-element']);
  return {
    name,
    url: lhr.finalDisplayedUrl ?? lhr.requestedUrl ?? '',
    scores,
    metrics: { lcpMs: numeric('largest-contentful-paint'), cls: numeric('cumulative-layout-shift'), tbtMs: numeric('total-blocking-time'), fcpMs: numeric('first-contentful-paint') },
    ...(lcpElement !== undefined && { lcpElement }),
    failingAudits: CATEGORIES.filter((category) => (scores[category] ?? 0) < 100).flatMap((category) => failingAudits(lhr, category)),
    ...(lhr.runtimeError && { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }),
  };
}

function failingAudits(lhr: LighthouseResult, category: Category): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failing: FailingAudit[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || UNSCORED_MODES.has(audit.scoreDisplayMode) || audit.score >= PASSING_AUDIT_SCORE) continue;
    failing.push({
      category,
      id: audit.id,
      title: audit.title,
      ...(audit.displayValue && { display: audit.displayValue }),
      items: describeItems(audit.details?.items),
    });
  }
  return failing;
}

function firstItem(audit: LighthouseAudit | undefined): string | undefined {
  return describeItems(audit?.details?.items)[0];
}

/** A short text per offending item: an element's snippet or selector, else a URL or label. */
function describeItems(items: unknown): string[] {
  const described: string[] = [];
  // Checklists (e.g. the web app manifest audit) carry an object instead of rows: nothing to list.
  if (!Array.isArray(items)) return described;
  for (const item of items) {
    // Tables nest their rows in `items` (e.g. the LCP element audit).
    const rows = isRecord(item) && item.type === 'table' && Array.isArray(item.items) ? item.items : [item];
    for (const row of rows) {
      const text = describeItem(row);
      if (text !== undefined && !described.includes(text)) described.push(text);
      if (described.length === MAX_ITEMS) return described;
    }
  }
  return described;
}

function describeItem(item: unknown): string | undefined {
  if (!isRecord(item)) return undefined;
  const node = isRecord(item.node) ? item.node : isRecord(item.element) ? item.element : undefined;
  const source = isRecord(item.source) ? item.source : undefined;
  const candidates = [node?.snippet, node?.selector, item.url, source?.url, item.label, item.description];
  const text = candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '');
  if (text === undefined) return undefined;
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_ITEM_LENGTH ? `${oneLine.slice(0, MAX_ITEM_LENGTH - 1)}…` : oneLine;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The run to report out of several of one page: the one with the median performance score (the
 * lower middle for an even count), so one run slowed by a busy CPU neither fails nor flatters a page.
 */
export function medianRun(runs: PageSummary[]): PageSummary {
  if (runs.length === 0) throw new Error('medianRun: no runs');
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)] as PageSummary;
}

/** Lighthouse's CPU benchmark below this: the machine is busy, timings (TBT above all) are not to be trusted. */
export const BUSY_BENCHMARK_INDEX = 700;

/**
 * Pages that ask search engines not to index them, on purpose: the shop's search results
 * (docs/decisions/0056). Lighthouse's SEO score counts that `noindex` against them, so SEO is not
 * held to its threshold there; every other category is.
 */
export const UNINDEXED_PAGES: readonly string[] = ['search'];

/** Pages and categories below THRESHOLDS, as lines such as "home: performance 87 < 90". */
export function thresholdFailures(pages: PageSummary[], thresholds = THRESHOLDS): string[] {
  const failures: string[] = [];
  for (const page of pages) {
    if (page.runtimeError) failures.push(`${page.name}: Lighthouse failed (${page.runtimeError})`);
    for (const category of CATEGORIES) {
      const minimum = thresholds[category];
      if (minimum === undefined || (category === 'seo' && UNINDEXED_PAGES.includes(page.name))) continue;
      const score = page.scores[category];
      if (score === null || score < minimum) failures.push(`${page.name}: ${category} ${score ?? 'not scored'} < ${minimum}`);
    }
  }
  return failures;
}

const formatMs = (ms: number | null) => (ms === null ? '–' : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);
const formatCls = (cls: number | null) => (cls === null ? '–' : cls.toFixed(3));
const formatScore = (score: number | null) => (score === null ? '–' : String(score));

/** The score table: one row per page, the four scores then LCP, CLS, TBT and FCP. */
export function formatTable(pages: PageSummary[]): string {
  const header = ['page', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP', 'CLS', 'TBT', 'FCP'];
  const rows = pages.map((page) => [
    page.name,
    ...CATEGORIES.map((category) => formatScore(page.scores[category])),
    formatMs(page.metrics.lcpMs),
    formatCls(page.metrics.cls),
    formatMs(page.metrics.tbtMs),
    formatMs(page.metrics.fcpMs),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  // The page name reads left-aligned; figures line up on the right.
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** The audits that keep a category below 100, page by page, with a few offending items each. */
export function formatFailingAudits(pages: PageSummary[]): string {
  const blocks: string[] = [];
  for (const page of pages) {
    if (page.failingAudits.length === 0) continue;
    const lines = [`${page.name} (${page.url})`];
    for (const audit of page.failingAudits) {
      lines.push(`  [${audit.category}] ${audit.id}: ${audit.title}${audit.display ? ` (${audit.display})` : ''}`);
      for (const item of audit.items) lines.push(`      - ${item}`);
    }
    blocks.push(lines.join('\n'));
  }
  return blocks.join('\n\n');
}
