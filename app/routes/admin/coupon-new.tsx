import { useNavigate } from 'react-router';
import type { Route } from './+types/coupon-new';
import { couponSchema, type CouponInput } from '../../../common/coupons';
import { CouponForm } from '../../components/admin/CouponForm';
import { AdminPage } from '../../components/admin/Page';
import { adminApi } from '../../lib/admin-api';
import { COUPON_CREATE_FAILED, COUPON_CREATED, COUPONS_PATH } from '../../lib/admin-coupons';
import { adminPageMeta } from '../../lib/admin-shell';
import { toast } from '../../lib/toast';

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta('New Coupon', matches[0].loaderData?.shopName);

/** /admin/coupons/new (docs/decisions/0060). */
export default function NewCoupon() {
  const navigate = useNavigate();

  async function create(input: CouponInput) {
    try {
      await adminApi.post(couponSchema, '/api/admin/coupons', input);
    } catch (error) {
      toast.error(COUPON_CREATE_FAILED);
      throw error;
    }
    toast.success(COUPON_CREATED);
    await navigate(COUPONS_PATH);
  }

  return (
    <AdminPage title="New Coupon" width="narrow">
      <CouponForm submitLabel="Create Coupon" onSave={create} />
    </AdminPage>
  );
}
