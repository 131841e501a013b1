import { redirect } from 'react-router';
import { noticeCookie, type NoticeCode } from './notice.server';

/**
 * Helpers of the route actions that answer forms posted without JavaScript (docs/decisions/0051).
 * Each action sends the form to the JSON API (`context.api`, the same rules and messages as the
 * JavaScript path) and maps its answer: a redirect with a one-time notice, or the page again with
 * the API's messages under the fields.
 */

/** What the API says when it refuses: its message and, for a 400, each field's messages (server/http/error-mapper.ts). */
export interface ApiRefusal {
  status: number;
  message: string | null;
  /** The first message per field path ('email', 'address.city'), as the form shows them. */
  fields: Record<string, string>;
}

export async function refusalOf(answer: Response): Promise<ApiRefusal> {
  let body: unknown = null;
  try {
    body = await answer.json();
  } catch {
    // Not JSON (a proxy's page): no message to show but the generic one.
  }
  const { message, errors } = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; errors?: unknown };
  const fields: Record<string, string> = {};
  if (Array.isArray(errors)) {
    for (const issue of errors as { path?: unknown; message?: unknown }[]) {
      if (typeof issue.path === 'string' && typeof issue.message === 'string' && !(issue.path in fields)) fields[issue.path] = issue.message;
    }
  }
  return { status: answer.status, message: typeof message === 'string' ? message : null, fields };
}

/** A form field as text ('' when absent or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The 303 after a form's success or refusal: to `location` (a same-site path the action chose),
 * with the API answer's cookies (a login's session) and the one-time notice for the next page.
 */
export function redirectAfterForm(location: string, options: { notice?: NoticeCode; from?: Response; publicUrl: string }): Response {
  const headers = new Headers();
  for (const cookie of options.from?.headers.getSetCookie() ?? []) headers.append('Set-Cookie', cookie);
  if (options.notice) headers.append('Set-Cookie', noticeCookie(options.notice, { secure: options.publicUrl.startsWith('https:') }));
  return redirect(location, { status: 303, headers });
}
