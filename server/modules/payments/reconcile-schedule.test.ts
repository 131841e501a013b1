import { describe, expect, it } from 'vitest';
import { AFTER_EXPIRY_MS, FIRST_CHECK_MS, nextCheckDelayMs } from './reconcile-schedule';

/** The elapsed times (s) at which a reconciler following the schedule checks, from the start. */
function checkTimes(expireAfterMs?: number, limit = 200): number[] {
  const times: number[] = [];
  let elapsed = 0;
  for (let delay = nextCheckDelayMs(elapsed, expireAfterMs); delay !== null && times.length < limit; delay = nextCheckDelayMs(elapsed, expireAfterMs)) {
    elapsed += delay;
    times.push(elapsed / 1000);
  }
  return times;
}

describe('nextCheckDelayMs', () => {
  it('checks first 20 s after the start (PhonePe: 20-25 s)', () => {
    expect(FIRST_CHECK_MS).toBeGreaterThanOrEqual(20_000);
    expect(FIRST_CHECK_MS).toBeLessThanOrEqual(25_000);
    expect(nextCheckDelayMs(0)).toBe(20_000);
    expect(nextCheckDelayMs(5_000)).toBe(15_000);
  });

  it('then every 3 s for 30 s, 6 s for 60 s, 10 s for 60 s, 30 s for 60 s, then every 60 s', () => {
    expect(checkTimes(undefined, 32)).toEqual([
      20, // first check
      23, 26, 29, 32, 35, 38, 41, 44, 47, 50, // every 3 s for 30 s
      56, 62, 68, 74, 80, 86, 92, 98, 104, 110, // every 6 s for 60 s
      120, 130, 140, 150, 160, 170, // every 10 s for 60 s
      200, 230, // every 30 s for 60 s
      290, 350, 410, // then every 60 s
    ]);
  });

  it('keeps the phase interval after a late check instead of catching up', () => {
    expect(nextCheckDelayMs(21_500)).toBe(3_000);
    expect(nextCheckDelayMs(60_000)).toBe(6_000);
    expect(nextCheckDelayMs(3_600_000)).toBe(60_000);
  });

  it('with an expiry, checks once just after it and then says stop (null)', () => {
    const times = checkTimes(300_000);
    expect(times.at(-1)).toBe(300 + AFTER_EXPIRY_MS / 1000);
    expect(times.filter((t) => t > 300)).toHaveLength(1);
    expect(nextCheckDelayMs(305_000, 300_000)).toBeNull();
    expect(nextCheckDelayMs(400_000, 300_000)).toBeNull();
  });

  it('is never negative or zero while checks remain', () => {
    for (let elapsed = 0; elapsed < 1_300_000; elapsed += 777) {
      const delay = nextCheckDelayMs(elapsed, 1_200_000);
      if (delay !== null) expect(delay).toBeGreaterThan(0);
    }
    expect(nextCheckDelayMs(-5_000)).toBe(20_000);
  });
});
