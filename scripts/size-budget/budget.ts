/**
 * The pure half of `npm run size` (docs/decisions/0052): reads the size budget
 * (lighthouse/size-budget.json), compares each page's measured sizes with it and prints the table.
 * Lighthouse is too slow for every CI run; these sizes are what its performance score on a slow
 * phone mostly follows, and they do not vary from run to run.
 */
import { z } from 'zod';
import { formatKiB } from '../lighthouse/first-load-js';

/** What one page may weigh, in bytes. */
const pageBudgetSchema = z.strictObject({
  /** Every script the server-rendered HTML loads up front, with their static imports, gzip (scripts/lighthouse/first-load-js.ts). */
  firstLoadJsGzip: z.number().int().positive(),
  /** The HTML document as the server sends it, uncompressed. */
  html: z.number().int().positive(),
  /** The same document as the server sends it gzip-compressed (what a phone downloads). */
  htmlGzip: z.number().int().positive(),
});

const budgetSchema = z.strictObject({
  /** A note for whoever edits the file (JSON has no comments). */
  $comment: z.string().optional(),
  pages: z.record(z.string(), pageBudgetSchema),
});

export type PageBudget = z.infer<typeof pageBudgetSchema>;
export type Budget = Record<string, PageBudget>;

/** One page as measured. */
export interface PageSize {
  name: string;
  path: string;
  firstLoadJsGzip: number;
  html: number;
  htmlGzip: number;
  /** Elements in the server-rendered HTML (Lighthouse's DOM size audit counts the live page). */
  domElements: number;
}

/**
 * The budget in `json` (the text of lighthouse/size-budget.json) for exactly the pages `known`:
 * a page the budget names but the command does not measure (a typo, a page since removed) is an
 * error, and so is a measured page without a budget.
 */
export function parseBudget(json: string, known: readonly string[], file = 'lighthouse/size-budget.json'): Budget {
  const parsed = budgetSchema.safeParse(JSON.parse(json));
  if (!parsed.success) throw new Error(`${file} is not a size budget: ${z.prettifyError(parsed.error)}`);
  const pages = parsed.data.pages;
  const unknown = Object.keys(pages).filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`${file} has a budget for ${unknown.map((name) => `"${name}"`).join(', ')}, which npm run size does not measure (it measures ${known.join(', ')})`);
  const missing = known.filter((name) => !(name in pages));
  if (missing.length > 0) throw new Error(`${file} has no budget for ${missing.join(', ')}`);
  return pages;
}

const FIGURES: { key: keyof PageBudget; label: string }[] = [
  { key: 'firstLoadJsGzip', label: 'first-load JS (gzip)' },
  { key: 'html', label: 'HTML' },
  { key: 'htmlGzip', label: 'HTML (gzip)' },
];

const bytes = (value: number) => `${value.toLocaleString('en-US')} bytes`;

/** Every figure over its budget, as "product: first-load JS (gzip) 140.2 KiB is over its budget of 135.0 KiB (…)". */
export function overBudget(pages: PageSize[], budget: Budget): string[] {
  const failures: string[] = [];
  for (const page of pages) {
    const limits = budget[page.name];
    if (limits === undefined) {
      failures.push(`${page.name}: no budget for this page`);
      continue;
    }
    for (const { key, label } of FIGURES) {
      if (page[key] > limits[key]) failures.push(`${page.name}: ${label} ${formatKiB(page[key])} is over its budget of ${formatKiB(limits[key])} (${bytes(page[key])} > ${bytes(limits[key])})`);
    }
  }
  return failures;
}

/** Elements in an HTML document: start tags outside comments and script/style bodies. */
export function countElements(html: string): number {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, '$1$2')
    .replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi, '$1$2');
  return markup.match(/<[a-zA-Z][\w:-]*(?=[\s/>])/g)?.length ?? 0;
}

/** The table: each figure with its budget and the share of it used, one row per page. */
export function formatSizeTable(pages: PageSize[], budget: Budget): string {
  const figure = (value: number, limit: number | undefined) => (limit === undefined ? formatKiB(value) : `${formatKiB(value)} / ${formatKiB(limit)} (${Math.round((value / limit) * 100)}%)`);
  const header = ['page', 'first-load JS gzip / budget', 'HTML / budget', 'HTML gzip / budget', 'DOM elements'];
  const rows = pages.map((page) => {
    const limits = budget[page.name];
    return [page.name, figure(page.firstLoadJsGzip, limits?.firstLoadJsGzip), figure(page.html, limits?.html), figure(page.htmlGzip, limits?.htmlGzip), page.domElements.toLocaleString('en-US')];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
