/**
 * The one-time notice of a form posted without JavaScript (docs/decisions/0051): its action
 * redirects with this cookie holding a fixed code (app/lib/notice.ts maps it to one of the
 * storefront's fixed texts, never to text from the request), and the next page shows it once and
 * clears it. A request carrying it is never answered from, nor kept in, the public cache.
 */
export const NOTICE_COOKIE = 'notice';
