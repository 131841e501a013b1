import { describe, expect, it } from 'vitest';
import { noticeCookie, noticeOf, NOTICES } from './notice.server';
import { redirectAfterForm, refusalOf } from './page-action.server';

const withCookie = (cookie: string) => new Request('http://shop.test/cart', { headers: { cookie } });

// A form posted without JavaScript says what happened on the next page, once (docs/decisions/0051).
describe('the one-time notice', () => {
  it('is one of the fixed texts, chosen by its code; any other value is nothing', () => {
    expect(noticeOf(withCookie('token=abc; notice=added'))).toEqual({ kind: 'success', text: 'Added to cart!' });
    expect(noticeOf(withCookie('notice=signed-out-checkout'))).toEqual({ kind: 'error', text: "You're not logged in!" });
    expect(noticeOf(withCookie('notice=<script>alert(1)</script>'))).toBeNull();
    expect(noticeOf(withCookie('notice=toString'))).toBeNull();
    expect(noticeOf(withCookie('token=abc'))).toBeNull();
    expect(NOTICES['address-updated'].text).toBe('Updated Address!');
  });

  it('lives a minute, for this site only, out of scripts’ reach; Secure on https; cleared with no code', () => {
    expect(noticeCookie('added', { secure: false })).toBe('notice=added; Path=/; Max-Age=60; HttpOnly; SameSite=Lax');
    expect(noticeCookie('added', { secure: true })).toMatch(/; Secure$/);
    expect(noticeCookie(null, { secure: false })).toBe('notice=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
  });
});

describe('the form’s redirect', () => {
  it('is a 303 carrying the API’s cookies and the notice', () => {
    const api = new Response('{}', { headers: [['set-cookie', 'token=t; Path=/; HttpOnly'], ['set-cookie', 'device=d; Path=/api/user/login']] });
    const response = redirectAfterForm('/orders', { notice: 'added', from: api, publicUrl: 'http://shop.test' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/orders');
    expect(response.headers.getSetCookie()).toEqual(['token=t; Path=/; HttpOnly', 'device=d; Path=/api/user/login', noticeCookie('added', { secure: false })]);
  });

  it('reads the API’s refusal: its message and the first message of each field', async () => {
    const answer = Response.json(
      { message: 'Street is required', errors: [{ path: 'address.street', message: 'Street is required' }, { path: 'address.street', message: 'later' }, { path: 'email', message: 'Invalid email address' }] },
      { status: 400 },
    );
    expect(await refusalOf(answer)).toEqual({ status: 400, message: 'Street is required', fields: { 'address.street': 'Street is required', email: 'Invalid email address' } });
    expect(await refusalOf(new Response('<html>', { status: 502 }))).toEqual({ status: 502, message: null, fields: {} });
  });
});
