import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('the API shell', () => {
  it('reports health once the database answers', async () => {
    const response = await app.fetch('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const path of ['/api', '/api/nope', '/api/products/x/y/z']) {
      const response = await app.fetch(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('sends the security headers on API, media and asset answers', async () => {
    for (const path of ['/api/health', '/api/nope', '/media/nothing-640.webp', '/assets/missing.js']) {
      const response = await app.fetch(path);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('answers a missing asset or media file with a plain 404 and refuses path tricks', async () => {
    expect((await app.fetch('/assets/missing.js')).status).toBe(404);
    expect((await app.fetch('/media/nothing-640.webp')).status).toBe(404);
    expect((await app.fetch('/media/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});
