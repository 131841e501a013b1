import { expect } from 'vitest';
import type { AuthResponse, RegisterInput } from '../../common/accounts';
import type { RateLimiter } from '../http/rate-limit';
import type { TestApp } from './app';

let sequence = 0;

/** A valid registration body; each call gets a fresh e-mail unless one is given. */
export function registration(overrides: Partial<RegisterInput> = {}): RegisterInput {
  sequence += 1;
  return {
    name: 'Asha Verma',
    email: `asha.${sequence}.${Date.now()}@example.in`,
    password: 'correct-horse',
    phoneNumber: '9876543210',
    address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' },
    ...overrides,
  };
}

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const cookie = (value: string) => ({ cookie: value });

/** Registers a customer over HTTP; returns the answer and the input. */
export async function register(app: TestApp, overrides: Partial<RegisterInput> = {}): Promise<AuthResponse & { input: RegisterInput }> {
  const input = registration(overrides);
  const response = await app.fetch('/api/user/register', json(input));
  expect(response.status).toBe(201);
  return { ...((await response.json()) as AuthResponse), input };
}

/** The Set-Cookie header of `response` for cookie `name`, or undefined. */
export function setCookie(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));
}

/** A clock the test moves by hand: services read it for every timestamp and expiry. */
export function createTestClock(start = new Date('2026-11-22T10:00:00.000Z')) {
  let now = start.getTime();
  return {
    clock: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/**
 * For test files that make more sign-ins than the per-IP budget allows (every test request comes
 * from 127.0.0.1). The limits themselves are tested with the real limiter in server/http.
 */
export const unlimitedRateLimiter: RateLimiter = {
  hit: () => Promise.resolve({ allowed: true, retryAfterSeconds: 0 }),
  peek: () => Promise.resolve({ allowed: true, retryAfterSeconds: 0 }),
  backoff: () => Promise.resolve({ allowed: true, retryAfterSeconds: 0 }),
  reset: () => Promise.resolve(),
};
