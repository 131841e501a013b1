import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, isApiError } from './api';

function answer(status: number, body: unknown, contentType = 'application/json') {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': contentType } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('sends JSON to the same origin and returns the parsed body', async () => {
    const fetchMock = answer(200, { user: { name: 'Asha' } });
    await expect(api.post('/api/user/login', { email: 'a@example.com', password: 'secret1' })).resolves.toEqual({ user: { name: 'Asha' } });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/user/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"email":"a@example.com","password":"secret1"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends no body and no content type on a GET', async () => {
    const fetchMock = answer(200, { ok: true });
    await api.get('/api/user/profile');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('throws ApiError with the status, the message and the field errors of a failure', async () => {
    answer(400, { message: 'Invalid input', errors: [{ path: 'email', message: 'Invalid email address' }, { nonsense: true }] });
    const error = await api.put('/api/user/address', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid input', errors: [{ path: 'email', message: 'Invalid email address' }] });
    expect(isApiError(error, 400)).toBe(true);
    expect(isApiError(error, 401)).toBe(false);
  });

  it('falls back to the status text when the failure has no JSON message', async () => {
    answer(502, '<html>Bad gateway</html>', 'text/html');
    await expect(api.get('/api/anything')).rejects.toMatchObject({ status: 502, message: expect.stringMatching(/502|Bad Gateway/) });
  });

  it('answers an empty success body with null', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    await expect(api.delete('/api/cart/x/Red')).resolves.toBeNull();
  });

  it('turns a network failure into ApiError status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.post('/api/user/logout')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });
});
