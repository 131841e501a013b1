import { useNavigate } from 'react-router';
import type { Route } from './+types/coupon-edit';
import { COUPON_FORM_MESSAGES, couponSchema, type CouponInput } from '../../../common/coupons';
import { CouponForm } from '../../components/admin/CouponForm';
import { AdminPage } from '../../components/admin/Page';
import { RouteErrorScreen } from '../../components/admin/RouteError';
import { adminApi } from '../../lib/admin-api';
import { COUPON_UPDATE_FAILED, COUPON_UPDATED, COUPONS_PATH } from '../../lib/admin-coupons';
import { adminLoginRedirect, adminPageMeta } from '../../lib/admin-shell';
import { readOrNotFound } from '../../lib/not-found';
import { toast } from '../../lib/toast';

// Private (docs/decisions/0060): the loader checks the admin session itself; a missing coupon is the admin's 404.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null) throw adminLoginRedirect(request);
  return { coupon: await readOrNotFound(() => context.services.coupons.get(params.couponId), COUPON_FORM_MESSAGES.notFound) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminPageMeta(loaderData ? `Edit ${loaderData.coupon.code}` : 'Edit Coupon', matches[0].loaderData?.shopName);

/** /admin/coupons/edit/:couponId: the whole coupon, replaced by PUT. */
export default function EditCoupon({ loaderData }: Route.ComponentProps) {
  const { coupon } = loaderData;
  const navigate = useNavigate();

  async function update(input: CouponInput) {
    try {
      await adminApi.put(couponSchema, `/api/admin/coupons/${coupon._id}`, input);
    } catch (error) {
      toast.error(COUPON_UPDATE_FAILED);
      throw error;
    }
    toast.success(COUPON_UPDATED);
    await navigate(COUPONS_PATH);
  }

  return (
    <AdminPage title="Edit Coupon" width="narrow">
      {coupon.used > 0 && (
        <p className="mb-4 text-sm text-zinc-600">
          Used by {coupon.used === 1 ? '1 order' : `${coupon.used} orders`} (cancelled and failed ones not counted). Changes apply to orders placed from now on; placed ones keep their discount.
        </p>
      )}
      <CouponForm key={`${coupon._id}-${coupon.updatedAt}`} coupon={coupon} submitLabel="Update Coupon" onSave={update} />
    </AdminPage>
  );
}

export const ErrorBoundary = RouteErrorScreen;
