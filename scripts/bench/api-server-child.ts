/**
 * The shop's server without pages, in its own process (`npm run bench:import`): the real runtime
 * and HTTP listener (edge, body limits, API) on the database of DATABASE_URL, as server/main.ts
 * wires them, but no React Router build is needed: the import bench calls the API only.
 * Reports its port to the parent over IPC.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpListener } from '../../server/http/listener';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { startRuntime } from '../../server/runtime';

const config = loadConfig(process.env);
const runtime = await startRuntime(config, createLogger(config), { startReconciler: false, startJobWorker: false });
const server = createServer(createHttpListener(runtime, { build: () => Promise.reject(new Error('the import bench serves no pages')) }));
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  runtime.setListeningPort(port);
  process.send?.({ port });
});
const stop = () => {
  server.closeAllConnections();
  server.close(() => void runtime.close().finally(() => process.exit(0)));
};
process.once('SIGTERM', stop);
// The bench went away (finished or crashed): so does its server.
process.once('disconnect', stop);
