export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until one more attempt would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Exponential backoff on one key (OWASP's "exponential lockout"): the first `freeAttempts` pass at
 * once; after that each attempt must come a wait after the previous one, `firstDelayMs` doubling
 * with every further attempt up to `maxDelayMs`. A streak is forgotten `forgetAfterMs` after its
 * last attempt (the observation window).
 */
export interface BackoffPolicy {
  freeAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

/** How long the attempt after `attempts` counted ones must wait after the last of them. */
export function backoffDelayMs(attempts: number, policy: BackoffPolicy): number {
  if (attempts < policy.freeAttempts) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (attempts - policy.freeAttempts));
}

/**
 * Counts attempts per key. The in-memory store below serves one process; several processes need a
 * shared store behind this same interface, chosen in server/services.ts. Every call is async so
 * that one can be a round trip, and each is a single step a store can make atomic: `hit` is Redis
 * INCR + PEXPIRE, `backoff` a small Lua script (or a conditional UPDATE in SQL), `reset` a DEL.
 * The store reads its own clock (Redis TIME, the database's now()), never the caller's.
 */
export interface RateLimiter {
  /** Counts one attempt in the key's fixed window; `allowed` is false once it has had more than `limit`. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Whether one more `hit` would be allowed, without counting one. */
  peek(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /**
   * Lets an attempt through when the key's backoff wait is over, and counts it in the same step,
   * so attempts sent in parallel cannot all slip through one opening; otherwise refuses it with
   * what is left of the wait (and does not count it).
   */
  backoff(key: string, policy: BackoffPolicy): Promise<RateLimitResult>;
  /** Forgets whatever the key has counted. */
  reset(key: string): Promise<void>;
}

const ALLOWED: RateLimitResult = { allowed: true, retryAfterSeconds: 0 };
const refused = (waitMs: number): RateLimitResult => ({ allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });

/**
 * A Map whose entries expire, bounded in size: expired entries are pruned at most once a minute,
 * and past `maxKeys` live ones (a flood of distinct keys) the oldest go, down to 90% so the next
 * prune is not one insert away. Setting a key moves it to the newest end.
 */
function createExpiringMap<Entry extends { expiresAt: number }>(maxKeys: number) {
  const entries = new Map<string, Entry>();
  let nextPrune = 0;

  const prune = (now: number) => {
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size <= maxKeys * 0.9) break;
      entries.delete(key);
    }
    nextPrune = now + 60_000;
  };

  return {
    get(key: string, now: number): Entry | undefined {
      const entry = entries.get(key);
      return entry && entry.expiresAt > now ? entry : undefined;
    },
    set(key: string, entry: Entry, now: number): void {
      if (now >= nextPrune || entries.size >= maxKeys) prune(now);
      entries.delete(key);
      entries.set(key, entry);
    },
    delete(key: string): void {
      entries.delete(key);
    },
  };
}

/** One process's rate limiter. Memory stays bounded: at most `maxKeys` windows and as many streaks. */
export function createMemoryRateLimiter(options: { clock?: () => Date; maxKeys?: number } = {}): RateLimiter {
  const clock = options.clock ?? (() => new Date());
  const maxKeys = options.maxKeys ?? 50_000;
  const windows = createExpiringMap<{ count: number; expiresAt: number }>(maxKeys);
  const streaks = createExpiringMap<{ attempts: number; lastAt: number; expiresAt: number }>(maxKeys);

  const windowResult = (count: number, limit: number, resetAt: number, now: number) => (count <= limit ? ALLOWED : refused(resetAt - now));

  return {
    async hit(key, limit, windowMs) {
      const now = clock().getTime();
      let window = windows.get(key, now);
      if (!window) {
        window = { count: 0, expiresAt: now + windowMs };
        windows.set(key, window, now);
      }
      window.count += 1;
      return windowResult(window.count, limit, window.expiresAt, now);
    },
    async peek(key, limit, windowMs) {
      const now = clock().getTime();
      const window = windows.get(key, now);
      return windowResult((window?.count ?? 0) + 1, limit, window?.expiresAt ?? now + windowMs, now);
    },
    async backoff(key, policy) {
      const now = clock().getTime();
      const streak = streaks.get(key, now);
      const attempts = streak?.attempts ?? 0;
      const waitMs = streak ? streak.lastAt + backoffDelayMs(attempts, policy) - now : 0;
      if (waitMs > 0) return refused(waitMs);
      streaks.set(key, { attempts: attempts + 1, lastAt: now, expiresAt: now + policy.forgetAfterMs }, now);
      return ALLOWED;
    },
    async reset(key) {
      windows.delete(key);
      streaks.delete(key);
    },
  };
}
