import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { authResponseSchema, userSchema } from '../../common/accounts';
import { messageAnswerSchema } from '../../common/api';
import { cartSchema } from '../../common/cart';
import { AnswerShapeError, api, ApiError, isApiError } from './api';

const address = { street: '12 MG Road', city: 'Chennai', state: 'Tamil Nadu', zipCode: '600001', country: 'India', isDefault: true };
const asha = { _id: 'u1', name: 'Asha', email: 'asha@example.in', phoneNumber: '9876543210', address, totalCartItems: 0, pendingEmail: null };

function answer(status: number, body: unknown, contentType = 'application/json') {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': contentType } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('api', () => {
  it('sends JSON to the same origin and returns the parsed body', async () => {
    const fetchMock = answer(200, { token: 't', user: asha });
    await expect(api.post(authResponseSchema, '/api/user/login', { email: 'a@example.com', password: 'secret1' })).resolves.toEqual({ token: 't', user: asha });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/user/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"email":"a@example.com","password":"secret1"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends no body and no content type on a GET', async () => {
    const fetchMock = answer(200, asha);
    await api.get(userSchema, '/api/user/profile');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('throws ApiError with the status, the message and the field errors of a failure', async () => {
    answer(400, { message: 'Invalid input', errors: [{ path: 'email', message: 'Invalid email address' }, { nonsense: true }] });
    const error = await api.put(userSchema, '/api/user/address', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid input', errors: [{ path: 'email', message: 'Invalid email address' }] });
    expect(isApiError(error, 400)).toBe(true);
    expect(isApiError(error, 401)).toBe(false);
  });

  it('falls back to the status text when the failure has no JSON message', async () => {
    answer(502, '<html>Bad gateway</html>', 'text/html');
    await expect(api.get(messageAnswerSchema, '/api/anything')).rejects.toMatchObject({ status: 502, message: expect.stringMatching(/502|Bad Gateway/) });
  });

  it('answers an empty success body with null', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    await expect(api.delete(z.null(), '/api/cart/x/Red')).resolves.toBeNull();
  });

  it('turns a network failure into ApiError status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.post(messageAnswerSchema, '/api/user/logout')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('in development and tests, refuses an answer its schema refuses, naming the call and the field', async () => {
    answer(200, { message: 42 });
    const error = await api.post(messageAnswerSchema, '/api/user/logout').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AnswerShapeError);
    expect(isApiError(error)).toBe(false);
    expect((error as Error).message).toBe('POST /api/user/logout answered a shape its schema refuses:\n✖ Invalid input: expected string, received number\n  → at message');
  });

  it('returns the answer as sent (not a parsed copy), so development behaves as production', async () => {
    answer(200, { message: 'Logged out successfully', extra: 1 });
    await expect(api.post(messageAnswerSchema, '/api/user/logout')).resolves.toEqual({ message: 'Logged out successfully', extra: 1 });
  });

  it('in production, trusts the server: no check', async () => {
    vi.stubEnv('DEV', false);
    answer(200, { items: 'none' });
    await expect(api.post(cartSchema, '/api/cart', {})).resolves.toEqual({ items: 'none' });
  });
});
