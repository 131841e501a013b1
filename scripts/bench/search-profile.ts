/**
 * In-process timings of product search (docs/decisions/0071): the service's search and suggest,
 * one at a time, over the `search` preset's 1,000 queries on a copy of the bench's 100k database,
 * and each of the repo's statements alone. Less disturbed by a shared machine's load than the
 * HTTP bench. Usage: `tsx scripts/bench/search-profile.ts [path/to/template.db] [--statements] [--general] [--compare]`.
 */
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '../../server/db/connect';
import { createCatalogRepo } from '../../server/modules/catalog/repo';
import { createSearchRepo, type SearchFilter } from '../../server/modules/catalog/search-repo';
import { createSearchService } from '../../server/modules/catalog/search-service';
import { allowsTypo, MAX_TYPO_CANDIDATES, searchWords, toFts5Match, toTsQuery, withinOneEdit } from '../../server/modules/catalog/search-query';
import { searchQueries } from './search-queries';

const args = process.argv.slice(2);
const source = args.find((arg) => !arg.startsWith('--')) ?? 'bench/.data/p100000-o0-g2/template.db';
const url = process.env.PROFILE_DATABASE_URL ?? (() => {
  const copy = join(mkdtempSync(join(tmpdir(), 'search-profile-')), 'haat.db');
  copyFileSync(source, copy);
  return `file:${copy}`;
})();
const db = connectDatabase(url);
// --general: the general path alone (the SQL before docs/decisions/0071), for a before/after on one database.
const search = createSearchRepo(db, { facts: !args.includes('--general') });
const catalog = createCatalogRepo(db);
const service = createSearchService({ search, catalog, clock: () => new Date() });
const queries = searchQueries();

function summary(label: string, times: number[], cpuMs: number) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(`${label.padEnd(28)} mean ${mean.toFixed(2)} ms  p50 ${at(0.5)}  p90 ${at(0.9)}  p99 ${at(0.99)}  max ${at(1)}  CPU ${cpuMs.toFixed(2)} ms each  (n ${times.length})`);
}

async function timeEach(label: string, run: (text: string) => Promise<unknown>) {
  for (const text of queries.slice(0, 50)) await run(text); // warm the page cache and statements
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (const text of queries) {
    const started = performance.now();
    await run(text);
    times.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  summary(label, times, (used.user + used.system) / 1000 / queries.length);
}

async function engineQuery(text: string) {
  const terms = await Promise.all(
    searchWords(text).map(async (word) => ({ word, typos: allowsTypo(word) ? (await search.typoCandidates(word)).filter((term) => term !== word && withinOneEdit(term, word)).slice(0, MAX_TYPO_CANDIDATES) : [] })),
  );
  return search.engine === 'tsquery' ? toTsQuery(terms) : toFts5Match(terms);
}

if (args.includes('--compare')) {
  // The narrow path (docs/decisions/0071) against the general one, query by query: the answers must be equal.
  const general = createSearchService({ search: createSearchRepo(db, { facts: false }), catalog, clock: () => new Date() });
  let differ = 0;
  for (const q of queries) {
    const same = JSON.stringify(await service.search({ q, page: 1, limit: 20 } as never)) === JSON.stringify(await general.search({ q, page: 1, limit: 20 } as never));
    const sameSuggest = JSON.stringify(await service.suggest(q.slice(0, 12))) === JSON.stringify(await general.suggest(q.slice(0, 12)));
    if (!same || !sameSuggest) {
      differ += 1;
      console.log(`differs: ${q}${same ? '' : ' (search)'}${sameSuggest ? '' : ' (suggest)'}`);
    }
  }
  console.log(`${queries.length - differ} of ${queries.length} queries answered the same by both paths`);
}
const cpu = process.cpuUsage();
await timeEach('search (service)', (q) => service.search({ q, page: 1, limit: 20 } as never));
await timeEach('suggest (service)', (q) => service.suggest(q.slice(0, 12)));
if (args.includes('--statements')) {
  const matches = new Map<string, string | undefined>();
  for (const q of queries) matches.set(q, await engineQuery(q));
  await timeEach('  typo look-up', (q) => engineQuery(q));
  const filter = (q: string): SearchFilter => ({ match: matches.get(q) });
  await timeEach('  page and facets', async (q) => (filter(q).match === undefined ? undefined : search.pageAndFacets(filter(q), 'relevance', 0, 20)));
  await timeEach('  suggest statement', async (q) => {
    const match = await engineQuery(q.slice(0, 12));
    return match === undefined ? undefined : search.suggest(match, 8);
  });
}
const used = process.cpuUsage(cpu);
console.log(`CPU ${((used.user + used.system) / 1000).toFixed(0)} ms in all`);
await db.destroy();
