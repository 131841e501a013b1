/**
 * A search thread (docs/decisions/0073), started by server/search-threads.ts: it opens its own
 * read-only connection to the shop's SQLite file and answers the shop's searches and suggestions
 * with the search service's own code, one message at a time. The main thread's event loop is then
 * free for the shop's other requests (a cart, a checkout) while searches run, and the searches use
 * every core. Missed searches are counted by the main thread: this thread never writes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { SearchAnswer, SearchQuery, Suggestion } from '../common/search';
import { connectDatabase } from './db/connect';
// The search's own files, not the catalog module's door: the door would load the module's writes and routes into the thread.
import { createCatalogRepo } from './modules/catalog/repo';
import { createSearchRepo } from './modules/catalog/search-repo';
import { createSearchService } from './modules/catalog/search-service';

/** What the main thread hands the thread when it starts it. */
export interface SearchThreadData {
  databaseUrl: string;
}

/** What the thread is asked: a search, or the search box's suggestions. */
export type SearchThreadAsk = { kind: 'search'; query: SearchQuery } | { kind: 'suggest'; text: string | undefined };
/** A request to the thread: an ask and its number, which the reply carries back. */
export type SearchThreadRequest = SearchThreadAsk & { id: number };
/** The thread's answer to request `id`: its value, or the message of the error it met. */
export type SearchThreadReply = { id: number; value: SearchAnswer | Suggestion[] } | { id: number; error: string };

if (parentPort !== null) {
  const port = parentPort;
  const { databaseUrl } = workerData as SearchThreadData;
  const db = connectDatabase(databaseUrl, { reader: true });
  const search = createSearchService({ search: createSearchRepo(db), catalog: createCatalogRepo(db), clock: () => new Date() });
  port.on('message', async (request: SearchThreadRequest) => {
    try {
      const value = request.kind === 'search' ? await search.search(request.query) : await search.suggest(request.text);
      port.postMessage({ id: request.id, value } satisfies SearchThreadReply);
    } catch (error) {
      port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies SearchThreadReply);
    }
  });
}
