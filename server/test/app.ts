import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from '../config';
import { createHttpListener } from '../http/listener';
import { createLogger } from '../logger';
import { startRuntime, type Runtime, type RuntimeOptions } from '../runtime';
import { createTestDatabase } from './database';

export interface TestApp {
  runtime: Runtime;
  baseUrl: string;
  /** fetch() against the running app, with a path: `app.fetch('/api/health')`. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Waits for work started in the background, then runs every due job (e-mails, refunds) until none is left. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real app (database, services, API, static files) on a real port with its own fresh
 * database. Pages are not built here: page rendering is covered by the Playwright suite.
 * `env` adds environment variables (e.g. SMTP_URL); `options` swaps the clock, rate limiter or mailer.
 * The payment reconciler and the job worker do not run on their own unless `startReconciler: true`
 * / `startJobWorker: true`: tests call `services.payments.reconciler.runOnce()` and `settled()`.
 */
export async function startTestApp(env: Record<string, string> = {}, options: RuntimeOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Most tests place cash-on-delivery orders; a shop with it off refuses them (docs/decisions/0029).
    COD_ENABLED: 'true',
    // One search thread, not one per core: each test app that searches starts its own (docs/decisions/0073).
    SEARCH_THREADS: '1',
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    ...env,
  });
  const runtime = await startRuntime(config, createLogger(config), { startReconciler: false, startJobWorker: false, ...options });
  const server: Server = createServer(
    createHttpListener(runtime, {
      build: () => Promise.reject(new Error('pages are not built in HTTP tests')),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  runtime.setListeningPort(port);
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    runtime,
    baseUrl,
    fetch: (path, init) => fetch(baseUrl + path, init),
    async settled() {
      do await runtime.services.background.idle();
      while ((await runtime.services.jobs.runDue()) > 0);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.close();
      await database.drop();
    },
  };
}
