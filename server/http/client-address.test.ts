import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

/** What clientAddress answers for a request with this X-Forwarded-For (no socket here: 'unknown'). */
async function addressFor(trustedProxies: number, forwardedFor?: string): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustedProxies)));
  const response = await app.request('/', { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } });
  return response.text();
}

describe('clientAddress', () => {
  it('is the socket’s address without trusted proxies, whatever the header says', async () => {
    expect(await addressFor(0, '203.0.113.7')).toBe('unknown');
  });

  it('is the N-th address from the right behind N proxies', async () => {
    expect(await addressFor(1, '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressFor(1, 'forged,  203.0.113.7 ')).toBe('203.0.113.7');
    expect(await addressFor(2, 'forged, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    expect(await addressFor(1, '2001:db8::1')).toBe('2001:db8::1');
  });

  it('is the farthest address given when the header has fewer than N, and the socket without one', async () => {
    expect(await addressFor(3, '203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    expect(await addressFor(1)).toBe('unknown');
    expect(await addressFor(1, ' , ')).toBe('unknown');
  });

  it('keeps a limiter key short whatever the header carries', async () => {
    expect((await addressFor(1, 'x'.repeat(10_000))).length).toBe(64);
  });
});
