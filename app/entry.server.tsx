import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { newNonce } from '../server/http/nonce';
import { pageContentSecurityPolicy } from '../server/http/security-headers';
import { NonceContext } from './lib/nonce';
import { withScriptsAfterPaint } from './lib/scripts-after-paint.server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A cached page (server/http/public-cache.ts) gets a fresh nonce in this one's place per response.
  const nonce = newNonce();
  responseHeaders.set('Content-Security-Policy', pageContentSecurityPolicy(nonce, { dev: loadContext.dev }));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // Loaders await their data, so waiting for the whole document costs nothing and gives
    // crawlers and the page cache complete HTML.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          // The whole document is rendered by now: read it, start its scripts after the first paint, send it.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const html = withScriptsAfterPaint(Buffer.concat(chunks).toString('utf8'));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
