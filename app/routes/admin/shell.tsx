import { isRouteErrorResponse, Outlet, redirect, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/shell';
import { AdminShell } from '../../components/admin/AdminShell';
import { ErrorScreen } from '../../components/ErrorScreen';
import { NotFound } from '../../components/layout/NotFound';
import { ADMIN_HOME, ADMIN_LOGIN, adminLoginRedirect, adminPageMeta, OWN_SHELL_HANDLE } from '../../lib/admin-shell';
import { adminReturnPath } from '../../lib/return-to';

/** Every /admin page, /admin/login included, renders in the admin shell, not the storefront's. */
export const handle = OWN_SHELL_HANDLE;

/**
 * The guard of the back office (docs/storefront-texts.md#screens), on the server before anything renders: without an admin
 * session every /admin path but /admin/login goes to /admin/login; with one, /admin/login goes to
 * /admin. The pages' own loaders read only public catalogue data; every change goes through the
 * API, which checks the session again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await context.auth.admin(request);
  const url = new URL(request.url);
  const onLogin = url.pathname.replace(/\/+$/, '') === ADMIN_LOGIN;
  // The login returns to the page asked for (docs/decisions/0026).
  if (admin === null && !onLogin) throw adminLoginRedirect(request);
  if (admin !== null && onLogin) throw redirect(adminReturnPath(url.search, ADMIN_HOME));
  return { admin, shopName: context.shop.name };
}

// The guard runs on every navigation, not only when the params change: it looks at the path, and
// a session can end (logout in another tab, expiry) while the back office stays open.
export function shouldRevalidate() {
  return true;
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta('Admin', matches[0].loaderData?.shopName);

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell shopName={loaderData.shopName} signedIn={loaderData.admin !== null}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Absent when the shell's own loader failed; the frame still renders, without the admin links.
  const data = useRouteLoaderData<typeof loader>('admin');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? error.data : undefined;
  return (
    <AdminShell shopName={data?.shopName ?? 'Haat'} signedIn={Boolean(data?.admin)}>
      {status === 404 ? <NotFound /> : <ErrorScreen status={status} message={message} />}
    </AdminShell>
  );
}
