import { Link } from 'react-router';
import type { Route } from './+types/coupons';
import { CouponsTable } from '../../components/admin/CouponsTable';
import { AdminPage, EmptyState, LoadError } from '../../components/admin/Page';
import { buttonClass } from '../../components/form/Button';
import { couponsLoadError, COUPONS_PATH, istToday, NO_COUPONS } from '../../lib/admin-coupons';
import { loadErrorMessage } from '../../lib/admin-list';
import { adminLoginRedirect, adminPageMeta } from '../../lib/admin-shell';

// The shop's coupons, newest first (docs/decisions/0060): private, so the loader checks the admin session itself.
export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null) throw adminLoginRedirect(request);
  // The day the validity column reads 'Ended' or 'Not started yet' against, the same on the server and in the browser.
  const today = istToday(new Date());
  try {
    const { coupons } = await context.services.coupons.list();
    return { coupons, today, error: null };
  } catch (error) {
    context.logger.error({ err: error }, 'admin coupon list failed to load');
    return { coupons: [], today, error: loadErrorMessage(error) };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta('Coupons', matches[0].loaderData?.shopName);

export default function AdminCoupons({ loaderData }: Route.ComponentProps) {
  const { coupons, today, error } = loaderData;
  return (
    <AdminPage
      title="Coupons"
      actions={
        <Link to={`${COUPONS_PATH}/new`} className={buttonClass('primary')}>
          New Coupon
        </Link>
      }
    >
      {error !== null ? (
        <LoadError>{couponsLoadError(error)}</LoadError>
      ) : coupons.length === 0 ? (
        <EmptyState>{NO_COUPONS}</EmptyState>
      ) : (
        <CouponsTable coupons={coupons} today={today} />
      )}
    </AdminPage>
  );
}
