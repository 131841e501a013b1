import type { Logger } from 'pino';
import { COUPON_FORM_MESSAGES, COUPON_REFUSALS, couponDiscountPaise, couponRefusal, type Coupon, type CouponDeletion, type CouponInput, type CouponList, type CouponTerms } from '../../../common/coupons';
import { fromPaise, toPaise } from '../../../common/money';
import { newId } from '../../db/ids';
import { AppError } from '../../errors';
import type { CouponRules, CouponsRepo } from './repo';
import type { CouponsTable } from './tables';

/** A coupon that applies to an order: which, its code as kept, and its discount in paise. */
export interface AppliedCoupon {
  couponId: string;
  code: string;
  discountPaise: number;
}

/**
 * The customer's history as a coupon's rules read it, seen from the checkout being priced: a cart
 * checked out again replaces (supersedes) the cart's unpaid online orders as it is placed, so
 * what they hold does not count against it.
 */
export interface CustomerHistory {
  /** The customer's orders not cancelled and not failed, but for those this checkout replaces. */
  orders(): Promise<number>;
  /** The uses of this coupon held by the orders this checkout replaces (they come back as it is placed). */
  usesReplaced(couponId: string): Promise<number>;
}

/** A use to take: whose, of which coupon, and (only asked for a 'first order only' coupon) how many other live orders the customer has. */
export interface CouponUse {
  couponId: string;
  userId: string;
  customerOrders: () => Promise<number>;
}

const iso = (at: string | Date) => (typeof at === 'string' ? at : at.toISOString());

export function toCoupon(row: CouponsTable): Coupon {
  return {
    _id: row.id,
    code: row.code,
    type: row.type,
    value: row.type === 'flat' ? fromPaise(row.value) : row.value,
    minOrderValue: fromPaise(row.min_order),
    maxDiscount: row.max_discount === null ? null : fromPaise(row.max_discount),
    startsAt: row.starts_on,
    endsAt: row.ends_on,
    usageLimit: row.usage_limit,
    perCustomerLimit: row.per_customer_limit,
    firstOrderOnly: row.first_order_only === 1,
    active: row.active === 1,
    used: Number(row.used),
    everUsed: row.ever_used === 1,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toTerms(row: CouponsTable): CouponTerms {
  return {
    code: row.code,
    type: row.type,
    value: row.value,
    minOrderPaise: Number(row.min_order),
    maxDiscountPaise: row.max_discount === null ? null : Number(row.max_discount),
    startsAt: row.starts_on,
    endsAt: row.ends_on,
    usageLimit: row.usage_limit,
    perCustomerLimit: row.per_customer_limit,
    firstOrderOnly: row.first_order_only === 1,
    active: row.active === 1,
    used: Number(row.used),
  };
}

function toRules(input: CouponInput): CouponRules {
  return {
    code: input.code,
    type: input.type,
    value: input.type === 'flat' ? toPaise(input.value) : input.value,
    min_order: toPaise(input.minOrderValue),
    // A cap means something only on a percent: a flat coupon is its own cap.
    max_discount: input.type === 'percent' && input.maxDiscount !== null ? toPaise(input.maxDiscount) : null,
    starts_on: input.startsAt,
    ends_on: input.endsAt,
    usage_limit: input.usageLimit,
    per_customer_limit: input.perCustomerLimit,
    first_order_only: input.firstOrderOnly ? 1 : 0,
    active: input.active ? 1 : 0,
  };
}

const codeTaken = () => AppError.conflict(COUPON_FORM_MESSAGES.codeTaken, [{ path: 'code', message: COUPON_FORM_MESSAGES.codeTaken }]);

/**
 * Coupons (docs/decisions/0060): the admin's rules, what a code is worth on an order now (the
 * quote and the order's pricing ask the same question), and the uses an order takes and gives
 * back inside its own transaction, counted by conditional UPDATEs.
 */
export function createCouponsService(deps: { repo: CouponsRepo; clock: () => Date; logger: Logger }) {
  const { repo, clock, logger } = deps;
  const now = () => clock().toISOString();

  async function require(id: string): Promise<CouponsTable> {
    const row = await repo.findById(id);
    if (!row) throw AppError.notFound(COUPON_FORM_MESSAGES.notFound);
    return row;
  }

  return {
    async list(): Promise<CouponList> {
      return { coupons: (await repo.list()).map(toCoupon) };
    },

    async get(id: string): Promise<Coupon> {
      return toCoupon(await require(id));
    },

    async create(input: CouponInput): Promise<Coupon> {
      const at = now();
      const row: CouponsTable = { id: newId(), ...toRules(input), used: 0, ever_used: 0, created_at: at, updated_at: at };
      if ((await repo.insert(row)) === 'duplicate') throw codeTaken();
      logger.info({ code: row.code }, 'coupon created');
      return toCoupon(row);
    },

    /** The rules replaced (orders placed already keep what they were placed with). */
    async update(id: string, input: CouponInput): Promise<Coupon> {
      const result = await repo.update(id, toRules(input), now());
      if (result === 'missing') throw AppError.notFound(COUPON_FORM_MESSAGES.notFound);
      if (result === 'duplicate') throw codeTaken();
      return toCoupon(await require(id));
    },

    /** Deleted when no order ever used it; otherwise switched off and kept, so old orders keep their record. */
    async remove(id: string): Promise<CouponDeletion> {
      if (await repo.deleteUnused(id)) return { deleted: true };
      if (!(await repo.deactivate(id, now()))) throw AppError.notFound(COUPON_FORM_MESSAGES.notFound);
      return { deleted: false, coupon: toCoupon(await require(id)) };
    },

    /**
     * What `code` is worth on an items subtotal for this customer now: the coupon and its discount,
     * or why not in the shopper's words. Read-only: the order's transaction takes the use.
     */
    async evaluate(code: string, context: { userId: string; subtotalPaise: number; history: CustomerHistory }): Promise<{ applied: AppliedCoupon } | { refusal: string }> {
      const row = await repo.findByCode(code);
      if (!row) return { refusal: COUPON_REFUSALS.unknown };
      const { history } = context;
      const counted = row.usage_limit !== null || row.per_customer_limit !== null;
      const replaced = counted ? await history.usesReplaced(row.id) : 0;
      const terms = { ...toTerms(row), used: Number(row.used) - replaced };
      const refusal = couponRefusal(terms, {
        now: clock(),
        subtotalPaise: context.subtotalPaise,
        customerUses: terms.perCustomerLimit === null ? 0 : (await repo.customerUses(row.id, context.userId)) - replaced,
        customerOrders: terms.firstOrderOnly ? await history.orders() : 0,
      });
      if (refusal !== null) return { refusal };
      return { applied: { couponId: row.id, code: row.code, discountPaise: couponDiscountPaise(terms, context.subtotalPaise) } };
    },

    /**
     * Takes one use for an order, inside its transaction: the coupon's count, then the customer's
     * (whose row is the lock a 'first order only' count runs under). Null when taken; otherwise the
     * spec's words for why not, and the caller's transaction must roll back (nothing is kept).
     * Only the counts are checked here: an order keeps the terms it was placed with, so a retry
     * after a failed payment is not refused for a coupon edited or expired since.
     */
    async take(use: CouponUse): Promise<string | null> {
      const coupon = await repo.takeUse(use.couponId);
      if (!coupon) return (await repo.findById(use.couponId)) ? COUPON_REFUSALS.usageLimit : COUPON_REFUSALS.unknown;
      if (!(await repo.takeCustomerUse(use.couponId, use.userId, coupon.per_customer_limit))) return COUPON_REFUSALS.alreadyUsed;
      if (coupon.first_order_only === 1 && (await use.customerOrders()) > 0) return COUPON_REFUSALS.firstOrderOnly;
      return null;
    },

    /** Gives one use back (the order's hold was flipped off first: once per use). */
    async giveBack(use: Pick<CouponUse, 'couponId' | 'userId'>): Promise<void> {
      await repo.giveBackUse(use.couponId, use.userId);
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
