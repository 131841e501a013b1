import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

/** One log line per answered request (method, URL, status, time). */
export function logWhenAnswered(req: IncomingMessage, res: ServerResponse, logger: Logger): void {
  const started = performance.now();
  res.on('finish', () => {
    logger.info({ method: req.method, url: req.url, status: res.statusCode, ms: Math.round((performance.now() - started) * 10) / 10 }, 'request');
  });
}
