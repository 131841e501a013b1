import type { CouponType } from '../../../common/coupon-rules';

/** A coupon (docs/decisions/0060). Money in paise; `starts_on`/`ends_on` IST calendar days; flags 0/1. */
export interface CouponsTable {
  id: string;
  /** In capitals; UNIQUE. */
  code: string;
  type: CouponType;
  /** Percent (1..100) for 'percent'; paise for 'flat'. */
  value: number;
  min_order: number;
  max_discount: number | null;
  starts_on: string | null;
  ends_on: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  first_order_only: number;
  active: number;
  /** The uses orders hold now: +1 in the placing transaction (conditionally), −1 once per give-back. */
  used: number;
  /** 1 once any order took it: such a coupon is deactivated, not deleted. */
  ever_used: number;
  created_at: string | Date;
  updated_at: string | Date;
}

/** One customer's uses of one coupon held now (the per-customer limit's row, and its lock). */
export interface CouponCustomerUsesTable {
  coupon_id: string;
  user_id: string;
  used: number;
}

export interface CouponTables {
  coupons: CouponsTable;
  coupon_customer_uses: CouponCustomerUsesTable;
}
