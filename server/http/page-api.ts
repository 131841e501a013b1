import type { IncomingMessage } from 'node:http';
import type { AppLoadContext } from 'react-router';

type PageApi = AppLoadContext['api'];
type ApiCall = Parameters<PageApi>[1];

/** The JSON API's fetch (server/http/api.ts's Hono app), with the Node bindings its rate limits read the client's address from. */
export type ApiFetch = (request: Request, env: { incoming: IncomingMessage } | Record<string, never>) => Response | Promise<Response>;

/**
 * The browser's headers an API call made for a page's form carries (docs/decisions/0051): its
 * cookies (the session), where the form came from (`Origin`, `Sec-Fetch-Site`: the API's origin
 * check sees the browser's own request), the Host the origin check compares with, and the proxies'
 * X-Forwarded-For (the limits read it only under TRUST_PROXY, docs/decisions/0058). Nothing
 * else: the body is the action's JSON, never the browser's.
 */
const FORWARDED = ['cookie', 'origin', 'sec-fetch-site', 'host', 'user-agent', 'accept-language', 'x-forwarded-for'] as const;

/**
 * A page action's way into the API (docs/decisions/0051): the same Hono app that answers /api,
 * called in-process, as the browser's request. Rules, validation messages, rate limits (by the
 * socket's address: `incoming`) and the origin check stay in the API; the action maps the answer.
 * Without `incoming` (a test, the public cache's render) the limits count the address 'unknown'.
 */
export function createPageApi(fetchApi: ApiFetch, incoming?: IncomingMessage): PageApi {
  return async (request: Request, { method, path, body }: ApiCall) => {
    if (!path.startsWith('/api/')) throw new Error(`page actions call the API only: ${path}`);
    const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json' });
    for (const name of FORWARDED) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    const target = new URL(path, request.url);
    const call = new Request(target, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return fetchApi(call, incoming ? { incoming } : {});
  };
}

/** A load context's API before one is wired (tests that build the context alone): every call fails loudly. */
export const noPageApi: PageApi = () => Promise.reject(new Error('this load context has no API (server/http/page-api.ts)'));
