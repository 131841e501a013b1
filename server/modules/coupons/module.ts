import type { Logger } from 'pino';
import type { Db } from '../../db/connect';
import { only, type ApiModule } from '../../http/api-module';
import { components, operations } from './operations';
import { createCouponsRepo } from './repo';
import { couponRoutes } from './routes';
import { createCouponsService } from './service';

/**
 * The coupons module's door (docs/decisions/0042, 0060): the admin's coupons, what a code is worth
 * (checkout's pricing asks) and the uses an order takes and gives back (the orders module's port).
 */
export function createCouponsModule(deps: { db: Db; clock: () => Date; logger: Logger }) {
  const coupons = createCouponsService({ repo: createCouponsRepo(deps.db), clock: deps.clock, logger: deps.logger });
  const api = {
    name: 'coupons',
    mount: () => [{ path: '/admin/coupons', routes: couponRoutes(coupons) }],
    operations,
    components,
    reads: { coupons: only(coupons, 'list', 'get') },
  } satisfies ApiModule;
  return { coupons, api };
}

export type { AppliedCoupon, CouponsService, CouponUse, CustomerHistory } from './service';
