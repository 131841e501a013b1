import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AuthEnv, RequestSession } from './auth';
import { isDeclaredPublic, PUBLIC_READ_CACHE_CONTROL, publicReads } from './public-read';

const someone = { role: 'customer', subjectId: 'a'.repeat(24), token: 't', via: 'bearer' } as RequestSession;

/** A route group behind publicReads, whose handlers say whether they saw a session. */
const app = new Hono<AuthEnv>()
  .use((c, next) => {
    c.set('session', () => Promise.resolve(someone));
    return next();
  })
  .use(publicReads)
  .get('/item', async (c) => c.json({ session: await c.get('session')() }))
  .get('/missing', (c) => c.json({ message: 'Not found' }, 404))
  .post('/item', async (c) => c.json({ session: await c.get('session')() }));

describe('publicReads', () => {
  it('marks a read public and hides the session from it, so the answer cannot depend on who asks', async () => {
    const response = await app.request('/item');
    expect(await response.json()).toEqual({ session: null });
    expect(response.headers.get('cache-control')).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(isDeclaredPublic(response)).toBe(true);
  });

  it('leaves errors and writes alone', async () => {
    expect(isDeclaredPublic(await app.request('/missing'))).toBe(false);
    const write = await app.request('/item', { method: 'POST' });
    expect(await write.json()).toEqual({ session: someone });
    expect(isDeclaredPublic(write)).toBe(false);
  });
});
