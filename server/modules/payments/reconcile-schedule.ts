/**
 * When to ask the gateway about a payment that is still pending: PhonePe's published schedule
 * (payments-phonepe.md). The redirect back to the shop proves nothing, and webhooks get lost, so
 * the reconciler polls: first 20-25 s after the payment started, then every 3 s for 30 s, every
 * 6 s for 60 s, every 10 s for 60 s, every 30 s for 60 s, then every 60 s until the order expires.
 */

/** We take the early end of PhonePe's 20-25 s window: a shopper waiting on the result page wants it soon. */
export const FIRST_CHECK_MS = 20_000;

/** After the first check: [how long the phase lasts, the interval within it]. */
const PHASES: readonly (readonly [durationMs: number, intervalMs: number])[] = [
  [30_000, 3_000],
  [60_000, 6_000],
  [60_000, 10_000],
  [60_000, 30_000],
];
const FINAL_INTERVAL_MS = 60_000;

/**
 * A last look this long after expiry: the gateway marks the order FAILED/EXPIRED at expiry, and we
 * want to see that final state rather than a PENDING read a moment too early.
 */
export const AFTER_EXPIRY_MS = 5_000;

/**
 * How long to wait before the next status check, given how long ago the payment started.
 * With `expireAfterMs` (the order's lifetime): the checks never skip past expiry + AFTER_EXPIRY_MS,
 * and null once that last check is due or done, meaning stop polling.
 */
export function nextCheckDelayMs(elapsedMs: number, expireAfterMs?: number): number | null {
  const elapsed = Math.max(0, elapsedMs);
  const lastCheckAt = expireAfterMs === undefined ? Infinity : expireAfterMs + AFTER_EXPIRY_MS;
  if (elapsed >= lastCheckAt) return null;
  return Math.min(intervalAt(elapsed), lastCheckAt - elapsed);
}

function intervalAt(elapsed: number): number {
  if (elapsed < FIRST_CHECK_MS) return FIRST_CHECK_MS - elapsed;
  let phaseStart = FIRST_CHECK_MS;
  for (const [duration, interval] of PHASES) {
    if (elapsed < phaseStart + duration) return interval;
    phaseStart += duration;
  }
  return FINAL_INTERVAL_MS;
}
