import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { AppError } from '../errors';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the key's window ends (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts attempts per key in fixed windows. The in-memory one below serves one process; several
 * processes need a shared store (Redis: INCR + PEXPIRE) behind this same interface, chosen in
 * server/services.ts.
 */
export interface RateLimiter {
  /** Counts one attempt; `allowed` is false once the key has had more than `limit` in its window. */
  hit(key: string, limit: number, windowMs: number): RateLimitResult;
  /** Whether one more attempt would be allowed, without counting one. */
  peek(key: string, limit: number, windowMs: number): RateLimitResult;
}

/** One process's rate limiter. Memory stays bounded: expired keys are pruned, and past `maxKeys` the oldest go. */
export function createMemoryRateLimiter(options: { clock?: () => Date; maxKeys?: number } = {}): RateLimiter {
  const clock = options.clock ?? (() => new Date());
  const maxKeys = options.maxKeys ?? 50_000;
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextPrune = 0;

  const prune = (now: number) => {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    // Still too many live keys (a flood of distinct ones): drop the oldest windows first, down to
    // 90% so the next prune is not one insert away.
    for (const key of windows.keys()) {
      if (windows.size <= maxKeys * 0.9) break;
      windows.delete(key);
    }
    nextPrune = now + 60_000;
  };

  const result = (count: number, limit: number, resetAt: number, now: number): RateLimitResult =>
    count <= limit ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };

  const current = (key: string, now: number) => {
    const window = windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  };

  return {
    hit(key, limit, windowMs) {
      const now = clock().getTime();
      if (now >= nextPrune || windows.size >= maxKeys) prune(now);
      let window = current(key, now);
      if (!window) {
        window = { count: 0, resetAt: now + windowMs };
        windows.delete(key);
        windows.set(key, window);
      }
      window.count += 1;
      return result(window.count, limit, window.resetAt, now);
    },
    peek(key, limit, windowMs) {
      const now = clock().getTime();
      const window = current(key, now);
      return result((window?.count ?? 0) + 1, limit, window?.resetAt ?? now + windowMs, now);
    },
  };
}

const MINUTE = 60_000;

/** The limits of the account endpoints (docs/decisions/0004). */
export const AUTH_LIMITS = {
  /** Every attempt at login, register, forgot-password or reset-password, per client IP and action. */
  perIp: { limit: 30, windowMs: MINUTE },
  /** Failed logins per e-mail address. */
  loginFailuresPerEmail: { limit: 10, windowMs: 15 * MINUTE },
  /** Register and forgot-password attempts per e-mail address. */
  perEmail: { limit: 5, windowMs: MINUTE },
} as const;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

function enforce(result: RateLimitResult): void {
  if (!result.allowed) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS, { retryAfterSeconds: result.retryAfterSeconds });
}

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

/** The account endpoints' limits as calls a route makes; each throws a 429 with Retry-After when past. */
export function createAuthLimits(limiter: RateLimiter) {
  const emailKey = (email: string) => email.trim().toLowerCase();
  return {
    perIp(c: Context, action: string): void {
      enforce(limiter.hit(`${action}:ip:${clientIp(c)}`, AUTH_LIMITS.perIp.limit, AUTH_LIMITS.perIp.windowMs));
    },
    perEmail(action: string, email: string): void {
      enforce(limiter.hit(`${action}:email:${emailKey(email)}`, AUTH_LIMITS.perEmail.limit, AUTH_LIMITS.perEmail.windowMs));
    },
    /** Refuses a login for an e-mail that has had too many failures recently. */
    checkLoginFailures(email: string): void {
      const { limit, windowMs } = AUTH_LIMITS.loginFailuresPerEmail;
      enforce(limiter.peek(`login-failed:email:${emailKey(email)}`, limit, windowMs));
    },
    recordLoginFailure(email: string): void {
      const { limit, windowMs } = AUTH_LIMITS.loginFailuresPerEmail;
      limiter.hit(`login-failed:email:${emailKey(email)}`, limit, windowMs);
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
