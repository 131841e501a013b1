import { CART_MESSAGES } from '../../common/cart';
import { NOTICE_COOKIE } from '../../common/notice';
import type { Notice } from './root-data';
import { ACCOUNT_CREATED, ADDED_TO_CART, ADDRESS_UPDATED, GENERIC_ERROR, NOT_LOGGED_IN, NOT_LOGGED_IN_CHECKOUT, OUT_OF_STOCK, REVIEW_ADDED } from './messages';

/**
 * The notices a form posted without JavaScript leaves for the next page (docs/decisions/0051):
 * each a fixed code in a one-time cookie, shown as the same text the JavaScript path toasts. Only
 * these texts can come back: the cookie holds a code, never words from the request. Server-only
 * (the root loader maps the code): the page's scripts get the one text, not this table.
 */
export const NOTICES = {
  added: { kind: 'success', text: ADDED_TO_CART },
  'account-created': { kind: 'success', text: ACCOUNT_CREATED },
  'address-updated': { kind: 'success', text: ADDRESS_UPDATED },
  'review-added': { kind: 'success', text: REVIEW_ADDED },
  'signed-out': { kind: 'error', text: NOT_LOGGED_IN },
  'signed-out-checkout': { kind: 'error', text: NOT_LOGGED_IN_CHECKOUT },
  'out-of-stock': { kind: 'error', text: OUT_OF_STOCK },
  'select-size': { kind: 'error', text: CART_MESSAGES.selectSize },
  unavailable: { kind: 'error', text: CART_MESSAGES.unavailable },
  error: { kind: 'error', text: GENERIC_ERROR },
} as const satisfies Record<string, Notice>;

export type NoticeCode = keyof typeof NOTICES;

const isNoticeCode = (value: string): value is NoticeCode => Object.hasOwn(NOTICES, value);

/** The notice a request's cookie holds, or null (none, or a code that is not ours). */
export function noticeOf(request: Request): Notice | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const pair of header.split(';')) {
    const [name, value = ''] = pair.split('=', 2).map((part) => part.trim());
    if (name === NOTICE_COOKIE && isNoticeCode(value)) return NOTICES[value];
  }
  return null;
}

/** Whether the request carries the notice cookie at all (a page that reads it clears it). */
export const hasNoticeCookie = (request: Request) => request.headers.get('cookie')?.split(';').some((pair) => pair.split('=', 1)[0]?.trim() === NOTICE_COOKIE) ?? false;

/**
 * The notice cookie's Set-Cookie: `code` for the next page (a minute is plenty for a redirect),
 * or, without one, its removal. HttpOnly (no script reads it), Lax (sent on the redirect's GET),
 * Secure when the shop is on https.
 */
export function noticeCookie(code: NoticeCode | null, { secure }: { secure: boolean }): string {
  return `${NOTICE_COOKIE}=${code ?? ''}; Path=/; Max-Age=${code === null ? 0 : 60}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
