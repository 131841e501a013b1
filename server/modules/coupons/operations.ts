import { couponDeletionSchema, couponInputSchema, couponListSchema, couponSchema } from '../../../common/coupons';
import { type Operation } from '../../http/openapi-operation';

/** The coupons' operations (docs/decisions/0060). Declared beside the routes, collected by server/http/openapi.ts (docs/decisions/0042). */
export const operations: Operation[] = [
  { method: 'get', path: '/api/admin/coupons', summary: 'Every coupon, newest first, with its uses', tag: 'admin', access: 'admin', ok: [200, 'CouponList'], errors: [401, 403] },
  {
    method: 'post',
    path: '/api/admin/coupons',
    summary: 'Create a coupon (409 "A coupon with this code already exists")',
    tag: 'admin',
    access: 'admin',
    body: { json: couponInputSchema },
    ok: [201, 'Coupon'],
    errors: [401, 403, 409],
  },
  {
    method: 'put',
    path: '/api/admin/coupons/:id',
    summary: 'Replace a coupon’s rules (its uses stay; orders placed keep what they were placed with)',
    tag: 'admin',
    access: 'admin',
    body: { json: couponInputSchema },
    ok: [200, 'Coupon'],
    errors: [401, 403, 404, 409],
  },
  { method: 'delete', path: '/api/admin/coupons/:id', summary: 'Delete a coupon no order used; one that was used is switched off instead', tag: 'admin', access: 'admin', ok: [200, 'CouponDeletion'], errors: [401, 403, 404] },
];

/** The answers' shapes these operations name. */
export const components = { Coupon: couponSchema, CouponList: couponListSchema, CouponDeletion: couponDeletionSchema };
