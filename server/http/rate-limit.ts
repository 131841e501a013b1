import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { AppError, isAppError } from '../errors';

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

const MINUTE = 60_000;

/** The limits of the account endpoints (docs/decisions/0004). */
export const AUTH_LIMITS = {
  /** Every attempt at login, register, forgot-password or reset-password, per client IP and action. */
  perIp: { limit: 30, windowMs: MINUTE },
  /**
   * Failed logins per (e-mail, client IP): the hard stop for one client guessing one account. It
   * locks that client out of that account only, never the owner on another address.
   */
  loginFailuresPerEmailAndIp: { limit: 10, windowMs: 15 * MINUTE },
  /**
   * Login attempts per e-mail from any address: no lock, a short growing wait once an account has
   * had a few attempts (1 s, 2 s, 4 s … 30 s), so guessing one password from many addresses is
   * slow, and its owner waits at most half a minute.
   */
  loginBackoffPerEmail: { freeAttempts: 5, firstDelayMs: 1000, maxDelayMs: 30_000, forgetAfterMs: 15 * MINUTE },
  /** Register and forgot-password attempts per e-mail address. */
  perEmail: { limit: 5, windowMs: MINUTE },
} as const satisfies Record<string, { limit: number; windowMs: number } | BackoffPolicy>;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

function enforce(result: RateLimitResult): void {
  if (!result.allowed) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS, { retryAfterSeconds: result.retryAfterSeconds });
}

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * The client's IP: the socket's peer address. Behind a reverse proxy that is the proxy, so every
 * client would share one budget; honouring X-Forwarded-For needs a trusted-proxy setting (not
 * there yet), because a client can write that header itself.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Every attempt at `action` from this client, counted before the body is read. */
async function enforcePerIp(limiter: RateLimiter, c: Context, action: string): Promise<void> {
  enforce(await limiter.hit(`${action}:ip:${clientIp(c)}`, AUTH_LIMITS.perIp.limit, AUTH_LIMITS.perIp.windowMs));
}

/**
 * The limits of one login endpoint (`login` or `admin-login`: each has its own budget), as calls
 * its route makes; each throws a 429 with Retry-After when past.
 */
function createLoginLimits(limiter: RateLimiter, action: 'login' | 'admin-login') {
  const { loginFailuresPerEmailAndIp: failures, loginBackoffPerEmail } = AUTH_LIMITS;
  const failuresKey = (email: string, ip: string) => `${action}-failed:email+ip:${emailKey(email)}|${ip}`;
  const backoffKey = (email: string) => `${action}-backoff:email:${emailKey(email)}`;

  return {
    perIp: (c: Context) => enforcePerIp(limiter, c, action),

    /**
     * Runs `checkPassword` when this client may try this e-mail now. Both checks come before it,
     * so a refused attempt costs no argon2 work. A wrong password (an UNAUTHORIZED error) counts
     * against the (e-mail, IP) pair; a right one clears the e-mail's backoff and the pair's failures.
     */
    async throttle<T>(c: Context, email: string, checkPassword: () => Promise<T>): Promise<T> {
      const ip = clientIp(c);
      enforce(await limiter.peek(failuresKey(email, ip), failures.limit, failures.windowMs));
      enforce(await limiter.backoff(backoffKey(email), loginBackoffPerEmail));
      try {
        const result = await checkPassword();
        await Promise.all([limiter.reset(backoffKey(email)), limiter.reset(failuresKey(email, ip))]);
        return result;
      } catch (error) {
        if (isAppError(error) && error.kind === 'UNAUTHORIZED') await limiter.hit(failuresKey(email, ip), failures.limit, failures.windowMs);
        throw error;
      }
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;

/**
 * Every limit of the account endpoints (customer and admin), as calls a route makes; each throws a
 * 429 with Retry-After when past. Built once per API, so each limit has one definition.
 */
export function createAuthLimits(limiter: RateLimiter) {
  return {
    login: createLoginLimits(limiter, 'login'),
    // The customer login's limits under keys of their own, so the two never share a budget.
    adminLogin: createLoginLimits(limiter, 'admin-login'),
    perIp: (c: Context, action: 'register' | 'forgot-password' | 'reset-password') => enforcePerIp(limiter, c, action),
    async perEmail(action: 'register' | 'forgot-password', email: string): Promise<void> {
      enforce(await limiter.hit(`${action}:email:${emailKey(email)}`, AUTH_LIMITS.perEmail.limit, AUTH_LIMITS.perEmail.windowMs));
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
