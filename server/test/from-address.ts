import { request } from 'node:http';
import type { TestApp } from './app';

/**
 * fetch() against the test app from another client address. On Linux the whole of 127.0.0.0/8
 * answers on the loopback interface, so a test can bind its side of the connection to
 * 127.0.0.2, 127.0.0.3 … and the server sees that many different clients, exactly as it would in
 * production (the socket's peer address). `fetch` cannot choose its local address; node:http can.
 * Bodies are strings (what the fixtures' `json()` makes).
 */
export function fetchFrom(app: TestApp, localAddress: string, path: string, init: RequestInit = {}): Promise<Response> {
  const url = new URL(path, app.baseUrl);
  if (init.body !== undefined && typeof init.body !== 'string') throw new Error('fetchFrom sends string bodies only');
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: init.method ?? 'GET', headers: Object.fromEntries(new Headers(init.headers)), localAddress }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const one of Array.isArray(value) ? value : [value ?? '']) headers.append(name, one);
        }
        const status = incoming.statusCode ?? 0;
        const bodyless = status === 204 || status === 304;
        resolve(new Response(bodyless ? null : Buffer.concat(chunks), { status, headers }));
      });
    });
    outgoing.on('error', reject);
    outgoing.end(init.body ?? undefined);
  });
}

/**
 * A source of new client addresses for fetchFrom: each call gives the next of 127.{block}.x.y
 * (127.{block}.0.2, 127.{block}.0.3 …), so the server sees a client it has not met before.
 */
export function loopbackClients(block: number): () => string {
  let clients = 0;
  return () => {
    clients += 1;
    return `127.${block}.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
  };
}
