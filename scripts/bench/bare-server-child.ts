/**
 * The bare server's own process (started by bare-server.ts): receives the captured responses over
 * IPC, listens on loopback (argv[2], 0 = any free port) and reports the port back.
 */
import type { AddressInfo } from 'node:net';
import { createBareServer, type BareServerMessage } from './bare-server';

process.once('message', (message) => {
  const { responses } = message as BareServerMessage;
  const server = createBareServer(responses.map((response) => ({ ...response, body: Buffer.from(response.body, 'base64') })));
  server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
    process.send?.({ port: (server.address() as AddressInfo).port });
  });
  // The benchmark went away (finished or crashed): so does its bare server.
  process.once('disconnect', () => process.exit(0));
  process.once('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
});
