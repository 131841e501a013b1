import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

/** A GET Request for `req` (HEAD is answered from the GET's answer), with its headers but Host. */
export function toGetRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] ?? '';
    if (!name.startsWith(':') && name.toLowerCase() !== 'host') headers.append(name, raw[i + 1] ?? '');
  }
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { headers });
}

/** GET or HEAD: a read, which the public cache may answer. */
export const isReadMethod = (method: string | undefined) => method === 'GET' || method === 'HEAD';
export const isRead = (req: IncomingMessage) => isReadMethod(req.method);

/** `plain` for requests that accept no encoding (so they pay nothing for compression), else `compressing`. */
export function byAcceptEncoding(plain: RequestListener, compressing: RequestListener): RequestListener {
  return (req, res) => (req.headers['accept-encoding'] === undefined ? plain(req, res) : compressing(req, res));
}

/** A logged 500 for this request alone (or, once its headers are out, a cut-off answer). */
export const failRequest = (logger: Logger, res: ServerResponse, what: string) => (error: unknown) => {
  logger.error({ err: error }, what);
  if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(res.headersSent ? undefined : 'Internal Server Error');
};
