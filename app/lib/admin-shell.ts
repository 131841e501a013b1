import { redirect, type MetaDescriptor, type UIMatch } from 'react-router';
import { withReturn } from './return-to';
import { privatePageMeta } from './seo';

/**
 * The `handle` of a route that draws its own page chrome: the admin shell (routes/admin/shell.tsx)
 * shows the back office's navbar, so the root leaves out the storefront's navbar and footer.
 */
export const OWN_SHELL_HANDLE = { ownShell: true } as const;

export function hasOwnShell(matches: readonly UIMatch[]): boolean {
  return matches.some(({ handle }) => typeof handle === 'object' && handle !== null && 'ownShell' in handle && handle.ownShell === true);
}

export const ADMIN_HOME = '/admin';
export const ADMIN_LOGIN = '/admin/login';
/** The signed-in admin's own password (docs/decisions/0063). */
export const ADMIN_PASSWORD = '/admin/account/password';

/** To the admin login, which comes back to the page `request` asked for (docs/decisions/0026). */
export function adminLoginRedirect(request: Request): Response {
  const { pathname, search } = new URL(request.url);
  return redirect(pathname.replace(/\/+$/, '') === '/admin' ? ADMIN_LOGIN : withReturn(ADMIN_LOGIN, `${pathname}${search}`));
}

/** Title and `noindex` of an admin page: nothing in the back office is for search engines. */
export function adminPageMeta(title: string, shopName: string | undefined): MetaDescriptor[] {
  return privatePageMeta({ title: `${title} · Admin`, description: 'The shop’s back office.', shopName });
}
