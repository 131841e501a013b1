/**
 * The server the crash test (server/crash.test.ts) starts, kills with SIGKILL and starts again:
 * production's start-up (config from the environment, migrations, the job worker and the payment
 * reconciler running on their own) behind the real HTTP listener. Only the pages differ: they need
 * the client build, which the crash test has no use for, so rendering one is an error.
 *
 * Run: `NODE_ENV=production PORT=0 DATABASE_URL=… node --import tsx server/test/crash-child.ts`.
 * Prints `crash-child listening on port N` once it accepts requests.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpListener, createLogger, loadConfig, startRuntime } from '../app';

const config = loadConfig(process.env);
const logger = createLogger(config);
const runtime = await startRuntime(config, logger);

const server = createServer(
  createHttpListener(runtime, {
    build: () => Promise.reject(new Error('The crash test serves the API only: pages are not built')),
  }),
);
server.listen(config.PORT, config.HOST, () => {
  const { port } = server.address() as AddressInfo;
  runtime.setListeningPort(port);
  console.log(`crash-child listening on port ${port}`);
});
// No graceful shutdown on purpose: this process only ever ends by SIGKILL, as a crash would end it.
