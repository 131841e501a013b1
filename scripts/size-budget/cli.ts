// `npm run size [-- --skip-build]`: builds the shop (into HAAT_BUILD_DIR, default build/), serves it
// on a fresh demo database like `npm run lighthouse`, fetches the storefront's main pages as a
// signed-out shopper, prints each page's first-load JavaScript and HTML against the size budget
// (lighthouse/size-budget.json) with its DOM element count, and exits 1 when a page is over
// (docs/decisions/0052). It takes seconds, so CI runs it on every change; Lighthouse it does not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { firstLoadJs } from '../lighthouse/first-load-js';
import { build, buildDir, freePort, pickTargets, ROOT, startShop } from '../lighthouse/server';
import { formatSizeTable, overBudget, parseBudget, type PageSize } from './budget';
import { fetchServedHtml } from './measure';
import { runCli } from '../run-cli';

const BUDGET_FILE = 'lighthouse/size-budget.json';

/** The pages with a budget, in the order printed (each has its line in lighthouse/size-budget.json). */
const PAGES = ['home', 'products', 'category', 'product', 'search', 'login', 'cart'] as const;

async function pagePaths(origin: string): Promise<[name: string, path: string][]> {
  const { productId, category } = await pickTargets(origin);
  if (category === undefined) throw new Error('GET /api/categories returned no category: is the demo catalogue seeded?');
  const paths: Record<(typeof PAGES)[number], string> = {
    home: '/',
    products: '/products',
    category: `/products/${encodeURIComponent(category)}`,
    product: `/product/${productId}`,
    // A search with several results and every facet: what a shopper most often gets.
    search: '/search?q=cotton',
    login: '/login',
    cart: '/cart',
  };
  return PAGES.map((name) => [name, paths[name]]);
}

async function measure(origin: string): Promise<PageSize[]> {
  const clientDir = join(buildDir(), 'client');
  const pages: PageSize[] = [];
  for (const [name, path] of await pagePaths(origin)) {
    // The first request renders the page and fills the public cache; the second is what shoppers get.
    await fetchServedHtml(origin + path);
    const served = await fetchServedHtml(origin + path);
    pages.push({ name, path, firstLoadJsGzip: firstLoadJs(served.html, clientDir).gzipBytes, html: served.bytes, htmlGzip: served.gzipBytes, domElements: served.domElements });
  }
  return pages;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'skip-build': { type: 'boolean', default: false } }, strict: true });
  // Read first: a broken budget file fails before the build and the server start.
  const budget = parseBudget(readFileSync(join(ROOT, BUDGET_FILE), 'utf8'), PAGES, BUDGET_FILE);
  if (!values['skip-build']) build();

  const port = process.env.SIZE_PORT ? Number(process.env.SIZE_PORT) : await freePort();
  const shop = await startShop(port);
  let pages: PageSize[];
  try {
    pages = await measure(shop.origin);
  } finally {
    await shop.stop();
  }

  console.log(`\nPage sizes against ${BUDGET_FILE} (KiB = 1,024 bytes; DOM elements as served, before hydration)\n`);
  console.log(formatSizeTable(pages, budget));
  const failures = overBudget(pages, budget);
  if (failures.length > 0) {
    console.error(`\nOver the size budget:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    console.error(`\nMake the page lighter, or, when the growth is worth it, raise its figure in ${BUDGET_FILE}.`);
    return 1;
  }
  console.log('\nEvery page is within its size budget.');
  return 0;
}

runCli(main);
