import type { Logger } from 'pino';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ApiModule } from '../../http/api-module';
import type { OrderLifecycle } from '../orders/module';
import { operations } from './operations';
import { cancellationRoutes } from './routes';
import { createCancellation, type RefundPort } from './service';

/**
 * The cancellation module's door (docs/decisions/0042): it sits above orders and payments, and
 * cancels an order (stock back) and refunds its gateway payment in one transaction.
 */
export function createCancellationModule(ports: { orders: OrderLifecycle; refunds: RefundPort; transaction: UnitOfWork['transaction']; logger: Logger }) {
  const cancellation = createCancellation(ports);
  const api = {
    name: 'cancellation',
    mount: () => [{ path: '/orders', routes: cancellationRoutes(cancellation) }],
    operations,
  } satisfies ApiModule;
  return { cancellation, api };
}

export type { Cancellation } from './service';
