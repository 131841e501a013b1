import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureResponse, createBareServer, startBareServer, type CapturedResponse } from './bare-server';

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = (server: Server) => new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
});

// Stands in for the shop: a JSON list, an HTML page sent in chunks, and a 201 for a POST.
const body = Buffer.from(JSON.stringify({ products: [{ name: 'Chai ☕', price: 49 }], pages: 3 }));
const origin = createServer((req, res) => {
  if (req.url === '/api/products?page=1') {
    res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8', 'x-content-type-options': 'nosniff' }).end(body);
  } else if (req.url === '/') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.write('<!DOCTYPE html><html>');
    res.end('<body>Haat</body></html>');
  } else if (req.method === 'POST') {
    let received = '';
    req.on('data', (chunk: Buffer) => (received += chunk.toString()));
    req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ got: JSON.parse(received) })));
  } else res.writeHead(404).end();
});

let originUrl: string;
let captured: CapturedResponse[];

beforeAll(async () => {
  originUrl = await listen(origin);
  captured = await Promise.all([
    captureResponse(originUrl, { method: 'GET', path: '/api/products?page=1' }),
    captureResponse(originUrl, { method: 'GET', path: '/' }),
    captureResponse(originUrl, { method: 'POST', path: '/api/payments/cod', headers: { 'content-type': 'application/json' }, body: '{"a":1}' }),
  ]);
});

afterAll(() => close(origin));

async function raw(baseUrl: string, path: string, init?: RequestInit) {
  const response = await fetch(baseUrl + path, init);
  return { status: response.status, type: response.headers.get('content-type'), nosniff: response.headers.get('x-content-type-options'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('captureResponse', () => {
  it('keeps the status, the headers that describe the answer and the raw body bytes', () => {
    const [list, page, cod] = captured;
    expect(list!.status).toBe(200);
    expect(list!.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(list!.body.equals(body)).toBe(true);
    expect(page!.body.toString()).toBe('<!DOCTYPE html><html><body>Haat</body></html>');
    expect(page!.headers['transfer-encoding']).toBeUndefined();
    expect(cod!.status).toBe(201);
    expect(JSON.parse(cod!.body.toString())).toEqual({ got: { a: 1 } });
  });
});

describe('the bare server', () => {
  it('answers each captured request with the very same status, type and bytes', async () => {
    const bare = createBareServer(captured);
    const bareUrl = await listen(bare);
    try {
      for (const [path, init] of [['/api/products?page=1'], ['/'], ['/api/payments/cod', { method: 'POST', body: '{"a":1}' }]] as const) {
        const [fromOrigin, fromBare] = await Promise.all([raw(originUrl, path, init), raw(bareUrl, path, init)]);
        expect(fromBare.status).toBe(fromOrigin.status);
        expect(fromBare.type).toBe(fromOrigin.type);
        expect(fromBare.nosniff).toBe(fromOrigin.nosniff);
        expect(fromBare.bytes.equals(fromOrigin.bytes), path).toBe(true);
      }
      expect((await raw(bareUrl, '/elsewhere')).status).toBe(404);
    } finally {
      await close(bare);
    }
  });

  it('runs in its own process', async () => {
    const bare = await startBareServer(captured);
    try {
      const answer = await raw(bare.url, '/api/products?page=1');
      expect(answer.bytes.equals(body)).toBe(true);
    } finally {
      await bare.stop();
    }
  });
});
