import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

/**
 * The answer went out before the body was read to its end (a 401, the webhook's own 413): let the
 * rest flow into nothing, so the client finishes sending and reads the answer. A body whose stream
 * was opened but not read stays paused by that stream, and @hono/node-server, finding it stalled,
 * would cut the connection while the client still sends (it still does after 64 MB or 0.5 s).
 */
function discardUnreadBody(req: IncomingMessage): void {
  req.removeAllListeners('data');
  req.resume();
}

/** One log line per answered request (method, URL, status, time), and any unread body let go. */
export function logWhenAnswered(req: IncomingMessage, res: ServerResponse, logger: Logger): void {
  const started = performance.now();
  res.on('finish', () => {
    logger.info({ method: req.method, url: req.url, status: res.statusCode, ms: Math.round((performance.now() - started) * 10) / 10 }, 'request');
    if (!req.complete) discardUnreadBody(req);
  });
}
