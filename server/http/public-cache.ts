import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CatalogueVersion } from '../modules/catalog/module';
import { encodingFor, sendAsIs, sendEncoded, sendGzippedPage, sendOnce, sendStreamed, streamsAsMade, toAnswer, type Answer } from './cached-answer';
import { compressBuffer, deflateParts } from './compression';

/**
 * The store of public answers, served before Hono or React Router is entered
 * (docs/decisions/0007-public-catalogue-cache.md). An answer is kept only when whoever made it
 * says it is the same for everyone (`shareable`: the route declared it), and it is a 200 that sets
 * no cookie. Every answer belongs to the catalogue version it was made under and is dropped when
 * the version changes. How a kept answer goes out (conditional requests, compression) is
 * cached-answer.ts's; its per-response nonce, nonce.ts's.
 */

/** What the caller produced for a request the cache could not answer. */
export interface Produced {
  response: Response;
  /** The same answer for anyone asking for this key (the route said so). */
  shareable: boolean;
}

export interface PublicCacheOptions {
  version: CatalogueVersion;
  /** Memory bound; the least recently used answers go first. */
  maxBytes?: number;
  maxEntries?: number;
}

const MAX_KEY_LENGTH = 2048;

export function createPublicCache(options: PublicCacheOptions) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxEntries = options.maxEntries ?? 10_000;
  // Map order is recency order: a hit moves its answer to the end, eviction takes from the front.
  const answers = new Map<string, Answer>();
  const producing = new Map<string, Promise<Answer | undefined>>();
  let storedVersion: number | undefined;
  let storedBytes = 0;

  function forgetAll(version: number) {
    answers.clear();
    producing.clear();
    storedBytes = 0;
    storedVersion = version;
  }

  function store(key: string, answer: Answer, version: number) {
    // Made under a version that is no longer current (a write landed meanwhile): serve it once, keep nothing.
    if (options.version.known() !== version || storedVersion !== version) return;
    const previous = answers.get(key);
    if (previous) storedBytes -= previous.bytes;
    answers.set(key, answer);
    storedBytes += answer.bytes;
    evict();
  }

  function evict() {
    for (const [oldest, old] of answers) {
      if (storedBytes <= maxBytes && answers.size <= maxEntries) break;
      answers.delete(oldest);
      storedBytes -= old.bytes;
    }
  }

  /** `made` once, for `answer`: its bytes count against the bound while the answer is kept; a failure is not kept. */
  function keepCopy<T extends Buffer | Buffer[]>(key: string, answer: Answer, made: Promise<T>, forget: () => void): Promise<T> {
    return made.then(
      (copy) => {
        const bytes = Array.isArray(copy) ? copy.reduce((sum, part) => sum + part.length, 0) : copy.length;
        answer.bytes += bytes;
        if (answers.get(key) === answer) {
          storedBytes += bytes;
          evict();
        }
        return copy;
      },
      (error: unknown) => {
        forget();
        throw error;
      },
    );
  }

  /** `answer` to `req`: as it is, or compressed from a copy kept with it (async only then). */
  function send(req: IncomingMessage, res: ServerResponse, key: string, answer: Answer): void | Promise<void> {
    // No Accept-Encoding (autocannon, curl): nothing more than before.
    const encoding = encodingFor(req, answer);
    if (encoding === undefined) return sendAsIs(req, res, answer);
    const { nonce } = answer;
    if (nonce) {
      const parts = (answer.deflatedParts ??= keepCopy(key, answer, deflateParts(nonce.bodyParts), () => delete answer.deflatedParts));
      return parts.then((deflated) => sendGzippedPage(req, res, answer, nonce, deflated));
    }
    const copy = (answer.encoded[encoding] ??= keepCopy(key, answer, compressBuffer(answer.body, encoding, 'kept'), () => delete answer.encoded[encoding]));
    return copy.then((body) => sendEncoded(req, res, answer, encoding, body));
  }

  return {
    /**
     * Answers `req` from memory, or with what `produce` makes (kept when shareable). Concurrent
     * requests for one key share one `produce`; a waiter whose leader's answer was not shareable
     * produces its own.
     */
    async serve(req: IncomingMessage, res: ServerResponse, key: string, produce: () => Promise<Produced>): Promise<void> {
      let version: number;
      try {
        version = await options.version.current();
      } catch {
        // Which catalogue is current is unknown: answer without the cache (the answer says why, if it fails too).
        const { response, shareable } = await produce();
        if (streamsAsMade(response, shareable)) await sendStreamed(req, res, response);
        else await sendOnce(req, res, response, Buffer.from(await response.arrayBuffer()));
        return;
      }
      if (version !== storedVersion) forgetAll(version);

      const stored = answers.get(key);
      if (stored) {
        answers.delete(key);
        answers.set(key, stored);
        const sending = send(req, res, key, stored);
        if (sending) await sending;
        return;
      }
      const pending = producing.get(key);
      if (pending) {
        const shared = await pending;
        if (shared) {
          await send(req, res, key, shared);
          return;
        }
      }

      const attempt = produce().then(async ({ response, shareable }) => {
        // Known from the headers: a stream nobody keeps is not read whole here (cached-answer.ts).
        if (streamsAsMade(response, shareable)) return { response, body: null, answer: undefined };
        const body = Buffer.from(await response.arrayBuffer());
        const answer = shareable && key.length <= MAX_KEY_LENGTH ? toAnswer(response, body) : undefined;
        return { response, body, answer };
      });
      const mine = attempt.then(
        ({ answer }) => answer,
        () => undefined,
      );
      if (!pending) producing.set(key, mine);
      try {
        const { response, body, answer } = await attempt;
        if (answer) {
          store(key, answer, version);
          await send(req, res, key, answer);
        } else if (body === null) {
          await sendStreamed(req, res, response);
        } else {
          await sendOnce(req, res, response, body);
        }
      } finally {
        if (producing.get(key) === mine) producing.delete(key);
      }
    },

    /** How many answers are kept (tests). */
    size: () => answers.size,
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;
