import { describe, expect, it } from 'vitest';
import { createTestClock, MINUTE } from '../test/accounts-fixtures';
import { backoffDelayMs, createMemoryRateLimiter, type BackoffPolicy } from './rate-limit';

const SECOND = 1000;

describe('the in-memory rate limiter', () => {
  it('allows `limit` hits per window, then answers how long to wait', async () => {
    const time = createTestClock();
    const limiter = createMemoryRateLimiter({ clock: time.clock });
    for (let i = 0; i < 3; i += 1) expect(await limiter.hit('k', 3, MINUTE)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    time.advance(15_000);
    expect(await limiter.hit('k', 3, MINUTE)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.hit('other', 3, MINUTE)).allowed).toBe(true);
    time.advance(45_000);
    expect((await limiter.hit('k', 3, MINUTE)).allowed).toBe(true);
  });

  it('peek tells whether one more hit would pass, without counting', async () => {
    const limiter = createMemoryRateLimiter();
    expect((await limiter.peek('k', 1, MINUTE)).allowed).toBe(true);
    expect((await limiter.peek('k', 1, MINUTE)).allowed).toBe(true);
    await limiter.hit('k', 1, MINUTE);
    expect(await limiter.peek('k', 1, MINUTE)).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
    await limiter.reset('k');
    expect((await limiter.peek('k', 1, MINUTE)).allowed).toBe(true);
  });

  it('keeps memory bounded: expired keys are pruned, and a flood of new keys evicts the oldest', async () => {
    const time = createTestClock();
    const limiter = createMemoryRateLimiter({ clock: time.clock, maxKeys: 100 });
    for (let i = 0; i < 1000; i += 1) await limiter.hit(`flood-${i}`, 1, MINUTE);
    // The newest keys are still counted; the oldest were dropped to stay within 100.
    expect((await limiter.hit('flood-999', 1, MINUTE)).allowed).toBe(false);
    expect((await limiter.hit('flood-0', 1, MINUTE)).allowed).toBe(true);
    time.advance(2 * MINUTE);
    expect((await limiter.hit('flood-999', 1, MINUTE)).allowed).toBe(true);
  });

  describe('backoff', () => {
    const policy: BackoffPolicy = { freeAttempts: 2, firstDelayMs: SECOND, maxDelayMs: 4 * SECOND, forgetAfterMs: MINUTE };

    it('lets the free attempts through, then each one a doubling wait after the previous, up to the cap', async () => {
      expect([0, 1, 2, 3, 4, 5, 6].map((attempts) => backoffDelayMs(attempts, policy))).toEqual([0, 0, 1000, 2000, 4000, 4000, 4000]);
      const time = createTestClock();
      const limiter = createMemoryRateLimiter({ clock: time.clock });
      expect(await limiter.backoff('k', policy)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      expect(await limiter.backoff('k', policy)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      const waits: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const refused = await limiter.backoff('k', policy);
        expect(refused.allowed).toBe(false);
        // A refused attempt is not counted: asking again at once gets the same answer.
        expect(await limiter.backoff('k', policy)).toEqual(refused);
        waits.push(refused.retryAfterSeconds);
        time.advance(refused.retryAfterSeconds * SECOND - 1);
        expect((await limiter.backoff('k', policy)).allowed).toBe(false);
        time.advance(1);
        expect((await limiter.backoff('k', policy)).allowed).toBe(true);
      }
      expect(waits).toEqual([1, 2, 4, 4]);
      expect((await limiter.backoff('other', policy)).allowed).toBe(true);
    });

    it('forgets a streak a quiet window after its last attempt, or when reset', async () => {
      const time = createTestClock();
      const limiter = createMemoryRateLimiter({ clock: time.clock });
      for (let i = 0; i < 2; i += 1) await limiter.backoff('k', policy);
      expect((await limiter.backoff('k', policy)).allowed).toBe(false);
      time.advance(MINUTE);
      for (let i = 0; i < 2; i += 1) expect((await limiter.backoff('k', policy)).allowed).toBe(true);
      expect((await limiter.backoff('k', policy)).allowed).toBe(false);
      await limiter.reset('k');
      expect((await limiter.backoff('k', policy)).allowed).toBe(true);
    });
  });
});
