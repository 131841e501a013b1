import type { Logger } from 'pino';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ApiModule } from '../../http/api-module';
import type { ShopSettings } from '../../../common/settings';
import type { CatalogService } from '../catalog/module';
import type { OrderPlacement } from '../orders/module';
import type { PaymentOpenings } from '../payments/module';
import { components, operations } from './operations';
import type { CustomerHistory } from '../coupons/module';
import { checkoutRulesFrom, createOrderPricing, type CouponPricingPort, type OrderPricing } from './pricing';
import { checkoutRoutes, quoteRoutes } from './routes';
import { createCheckoutService, type CheckoutCartPort } from './service';

/**
 * Checkout's pricing: the one function that prices an order from today's catalogue and the
 * shop's rules. Built before the rest of checkout, as payments reprice an order's new attempt
 * with it and checkout opens attempts through payments (docs/decisions/0041).
 */
export function createCheckoutPricing(ports: {
  catalog: Pick<CatalogService, 'getProductsByIds'>;
  settings: () => Promise<ShopSettings>;
  coupons: CouponPricingPort;
  customerHistory: (userId: string, cartId: string | null) => CustomerHistory;
}) {
  return createOrderPricing({ catalog: ports.catalog, rules: checkoutRulesFrom(ports.settings), coupons: ports.coupons, customerHistory: ports.customerHistory });
}

/** The checkout module's door (docs/decisions/0042): placing orders paid online or cash on delivery. */
export function createCheckoutModule(ports: {
  pricing: OrderPricing;
  settings: () => Promise<ShopSettings>;
  orders: OrderPlacement;
  cart: CheckoutCartPort;
  payments: PaymentOpenings;
  transaction: UnitOfWork['transaction'];
  logger: Logger;
}) {
  const { settings, ...rest } = ports;
  const checkout = createCheckoutService({ ...rest, rules: checkoutRulesFrom(settings) });
  const api = {
    name: 'checkout',
    mount: () => [
      { path: '/payments', routes: checkoutRoutes(checkout) },
      { path: '/checkout', routes: quoteRoutes(checkout) },
    ],
    operations,
    components,
    reads: { checkout: { rules: checkout.rules, quote: checkout.quote } },
  } satisfies ApiModule;
  return { checkout, api };
}

export type { CheckoutService } from './service';
export type { OrderPricing } from './pricing';
