import type { Logger } from 'pino';
import type { BackgroundTasks } from '../../background';
import type { Config } from '../../config';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ApiModule } from '../../http/api-module';
import type { Jobs } from '../jobs/module';
import { createPaymentCompletion } from './completion-service';
import { createPaymentOpenings } from './openings';
import { createOrderPaymentsService } from './order-payments-service';
import { createPaymentLinks } from './payment-links';
import { components, operations } from './operations';
import type { CartPort, OrdersPort, RepriceOrder } from './ports';
import { createPaymentProvider } from './provider';
import { createReconciler } from './reconciler';
import { createRefunds } from './refunds';
import { paymentRoutes } from './routes';
import { createPaymentAttemptsRepo } from './repo';

/**
 * The payments module, wired: attempts and where to pay them (`openings`, for checkout), the
 * order's payment (status, retry), completion, refunds and the reconciler, over one provider
 * (PhonePe, its simulator, or a UPI link: provider.ts).
 */
export function createPayments(deps: {
  uow: UnitOfWork;
  config: Config;
  logger: Logger;
  clock: () => Date;
  orders: OrdersPort;
  cart: CartPort;
  reprice: RepriceOrder;
  background: BackgroundTasks;
  jobs: Jobs;
}) {
  const { uow, config, logger, clock, orders, cart, reprice, background, jobs } = deps;
  const { transaction } = uow;
  const provider = createPaymentProvider(config, { clock, logger });
  const repo = createPaymentAttemptsRepo(uow.db);
  const refunds = createRefunds({ repo, transaction, orders, jobs, gateway: provider.gateway, logger, clock });
  const completion = createPaymentCompletion({ repo, transaction, orders, cart, gateway: provider.gateway, background, jobs, refunds, logger, clock });
  const links = createPaymentLinks({
    repo,
    completion,
    gateway: provider.gateway,
    upi: config.UPI_VPA === undefined ? null : { vpa: config.UPI_VPA, payeeName: config.UPI_PAYEE_NAME ?? config.SHOP_NAME },
    shop: { name: config.SHOP_NAME, publicUrl: config.PUBLIC_URL },
    clock,
    logger,
  });

  const orderPayments = createOrderPaymentsService({ reprice, orders, cart, wakeJobs: () => jobs.wake(), repo, transaction, links, completion, provider: provider.kind, clock });
  const api = {
    name: 'payments',
    mount: () => [{ path: '/payments', routes: paymentRoutes({ orderPayments, completion, provider }, logger) }],
    operations,
    components,
  } satisfies ApiModule;
  return {
    provider,
    openings: createPaymentOpenings({ repo, links, provider: provider.kind, clock }),
    orderPayments,
    completion,
    /** Refunds through the gateway: the cancellation module's `refundOrder`, and their one completing transition. */
    refunds,
    /** Null without a gateway (PAYMENT_PROVIDER=upi). The runtime starts and stops it. */
    reconciler: provider.gateway ? createReconciler({ repo, completion, refunds, clock, logger }) : null,
    api,
  };
}

export type Payments = ReturnType<typeof createPayments>;

// Checkout opens a payment attempt through this door (docs/decisions/0041); the HTTP edge mounts the simulator's pages under its path.
export { SIMULATOR_BASE_PATH } from './simulator/simulator';
export type { PaymentOpenings } from './openings';
