import pino, { type Logger } from 'pino';
import type { Config } from './config';

/** JSON lines in production; readable lines in development (pino-pretty, a dev dependency). */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'isProduction' | 'NODE_ENV'>): Logger {
  const pretty = !config.isProduction && config.NODE_ENV !== 'test' && process.stdout.isTTY;
  return pino({
    level: config.LOG_LEVEL,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  });
}
