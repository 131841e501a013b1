import type { Context } from 'hono';
import { AppError, isAppError } from '../errors';
import type { BackoffPolicy, RateLimiter, RateLimitResult } from './rate-limit';
import { clientAddress } from './client-address';

const MINUTE = 60_000;

/**
 * The limits of the account endpoints (docs/decisions/0004): what is counted, per what key; the
 * calls below throw the 429 past them. The counting itself is rate-limit.ts's store.
 */
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
  /**
   * Login attempts from one known device (a browser holding our device cookie for the account),
   * counted until one succeeds: past them that device is locked for the rest of the window, as
   * OWASP's device cookies lock a device token out (docs/decisions/0031).
   */
  attemptsPerKnownDevice: { limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, { limit: number; windowMs: number } | BackoffPolicy>;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

function enforce(result: RateLimitResult): void {
  if (!result.allowed) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS, { retryAfterSeconds: result.retryAfterSeconds });
}

const emailKey = (email: string) => email.trim().toLowerCase();

/** Every attempt at `action` from this client, counted before the body is read. */
async function enforcePerIp(limiter: RateLimiter, clientIp: ClientIp, c: Context, action: string): Promise<void> {
  enforce(await limiter.hit(`${action}:ip:${clientIp(c)}`, AUTH_LIMITS.perIp.limit, AUTH_LIMITS.perIp.windowMs));
}

/** The client's address as the limits count it: server/http/client-address.ts, with TRUST_PROXY's hops. */
type ClientIp = (c: Context) => string;

/**
 * The browsers that signed in to an account before (OWASP's device cookies, docs/decisions/0031):
 * server/http/known-devices.ts, for one login endpoint.
 */
export interface KnownDevices {
  /** The request's device id when its device cookie is ours for this account; else null (an unknown device). */
  recognise(c: Context, email: string): Promise<string | null>;
  /** Gives the browser a fresh device cookie for this account (after a right password). */
  remember(c: Context, email: string): Promise<void>;
}

/** No device is ever known: every login is slowed alike. */
const NO_KNOWN_DEVICES: KnownDevices = { recognise: () => Promise.resolve(null), remember: () => Promise.resolve() };

/**
 * The limits of one login endpoint (`login` or `admin-login`: each has its own budget), as calls
 * its route makes; each throws a 429 with Retry-After when past.
 */
function createLoginLimits(limiter: RateLimiter, clientIp: ClientIp, action: 'login' | 'admin-login', devices: KnownDevices) {
  const { loginFailuresPerEmailAndIp: failures, loginBackoffPerEmail, attemptsPerKnownDevice } = AUTH_LIMITS;
  const failuresKey = (email: string, ip: string) => `${action}-failed:email+ip:${emailKey(email)}|${ip}`;
  const backoffKey = (email: string) => `${action}-backoff:email:${emailKey(email)}`;
  const deviceKey = (deviceId: string) => `${action}-device:${deviceId}`;

  /**
   * A known device skips the account's slowdown and the (e-mail, IP) stop, which anyone's wrong
   * guesses feed, and answers only for its own attempts: counted before the password is checked (so
   * a burst cannot pass the limit), forgotten when one is right. Its success leaves the account's
   * slowdown as it is, so the guessing elsewhere stays slowed.
   */
  async function throttleKnownDevice<T>(c: Context, email: string, deviceId: string, checkPassword: () => Promise<T>): Promise<T> {
    enforce(await limiter.hit(deviceKey(deviceId), attemptsPerKnownDevice.limit, attemptsPerKnownDevice.windowMs));
    const result = await checkPassword();
    await limiter.reset(deviceKey(deviceId));
    await devices.remember(c, email);
    return result;
  }

  return {
    perIp: (c: Context) => enforcePerIp(limiter, clientIp, c, action),

    /**
     * Runs `checkPassword` when this client may try this e-mail now. Both checks come before it,
     * so a refused attempt costs no argon2 work. A wrong password (an UNAUTHORIZED error) counts
     * against the (e-mail, IP) pair; a right one clears the e-mail's backoff and the pair's failures
     * and gives the browser a device cookie. A known device is limited by its own attempts only.
     */
    async throttle<T>(c: Context, email: string, checkPassword: () => Promise<T>): Promise<T> {
      const deviceId = await devices.recognise(c, email);
      if (deviceId !== null) return throttleKnownDevice(c, email, deviceId, checkPassword);
      const ip = clientIp(c);
      enforce(await limiter.peek(failuresKey(email, ip), failures.limit, failures.windowMs));
      enforce(await limiter.backoff(backoffKey(email), loginBackoffPerEmail));
      try {
        const result = await checkPassword();
        await Promise.all([limiter.reset(backoffKey(email)), limiter.reset(failuresKey(email, ip))]);
        await devices.remember(c, email);
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
export function createAuthLimits(
  limiter: RateLimiter,
  devices: { customer: KnownDevices; admin: KnownDevices } = { customer: NO_KNOWN_DEVICES, admin: NO_KNOWN_DEVICES },
  { trustedProxies = 0 }: { trustedProxies?: number } = {},
) {
  const clientIp: ClientIp = (c) => clientAddress(c, trustedProxies);
  return {
    login: createLoginLimits(limiter, clientIp, 'login', devices.customer),
    // The customer login's limits under keys of their own, so the two never share a budget.
    adminLogin: createLoginLimits(limiter, clientIp, 'admin-login', devices.admin),
    perIp: (c: Context, action: 'register' | 'forgot-password' | 'reset-password' | 'change-email' | 'confirm-email' | 'change-password') => enforcePerIp(limiter, clientIp, c, action),
    async perEmail(action: 'register' | 'forgot-password', email: string): Promise<void> {
      enforce(await limiter.hit(`${action}:email:${emailKey(email)}`, AUTH_LIMITS.perEmail.limit, AUTH_LIMITS.perEmail.windowMs));
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
