import type { Logger } from 'pino';
import { toPaise } from '../../../common/money';
import type { BackgroundTasks } from '../../background';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import type { CatalogService } from '../catalog/service';
import type { Jobs } from '../jobs/service';
import type { OrdersService } from '../orders/service';
import type { CartPort } from './cart-port';
import { createCheckoutService } from './checkout-service';
import { createPaymentCompletion } from './completion-service';
import { createOrderPaymentsService } from './order-payments-service';
import { createPaymentLinks } from './payment-links';
import { createOrderPricing } from './pricing';
import { createPaymentProvider } from './provider';
import { createReconciler } from './reconciler';
import { createRefunds } from './refunds';
import { createPaymentAttemptsRepo } from './repo';

/** The payments module, wired: checkout, the order's payment (status, retry), completion, reconciler. */
export function createPayments(deps: {
  db: Db;
  config: Config;
  logger: Logger;
  clock: () => Date;
  catalog: Pick<CatalogService, 'getProductsByIds'>;
  cart: CartPort;
  orders: OrdersService;
  background: BackgroundTasks;
  jobs: Jobs;
}) {
  const { db, config, logger, clock, catalog, cart, orders, background, jobs } = deps;
  const provider = createPaymentProvider(config, { clock, logger });
  const repo = createPaymentAttemptsRepo(db);
  const priceOrder = createOrderPricing({ catalog, cartDeliveryChargePaise: toPaise(config.CART_DELIVERY_CHARGE) });
  const refunds = createRefunds({ repo, jobs, gateway: provider.gateway, logger, clock });
  const completion = createPaymentCompletion({ repo, orders, cart, gateway: provider.gateway, background, jobs, refunds, logger, clock });
  const links = createPaymentLinks({
    repo,
    completion,
    gateway: provider.gateway,
    upi: config.UPI_VPA === undefined ? null : { vpa: config.UPI_VPA, payeeName: config.UPI_PAYEE_NAME ?? config.SHOP_NAME },
    shop: { name: config.SHOP_NAME, publicUrl: config.PUBLIC_URL },
    clock,
    logger,
  });

  return {
    provider,
    checkout: createCheckoutService({ priceOrder, orders, cart, repo, links, provider: provider.kind, clock, logger }),
    orderPayments: createOrderPaymentsService({ priceOrder, orders, repo, links, completion, provider: provider.kind, clock }),
    completion,
    /** Null without a gateway (PAYMENT_PROVIDER=upi). The runtime starts and stops it. */
    reconciler: provider.gateway ? createReconciler({ repo, completion, clock, logger }) : null,
  };
}

export type Payments = ReturnType<typeof createPayments>;
