import type { Logger } from 'pino';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { MailQueue } from '../mail';
import { createOrderMail } from './order-mail';
import { createOrderPaymentState } from './payment-state';
import { createOrderPlacement } from './placement';
import { createOrdersRepo } from './repo';
import { createOrdersService } from './service';

/**
 * The orders module, wired: one repo behind three doors, one per caller: `service` for the
 * customer and the shop (routes, loaders), `placement` for checkout, `paymentState` for payments.
 */
export function createOrders(deps: { uow: UnitOfWork; mail: MailQueue; logger: Logger; shop: { name: string; publicUrl: string }; clock: () => Date }) {
  const { uow, mail, logger, shop, clock } = deps;
  const repo = createOrdersRepo(uow.db);
  const orderMail = createOrderMail({ repo, mail, shop });
  const service = createOrdersService({ repo, orderMail, transaction: uow.transaction, logger, clock });
  return {
    service,
    placement: createOrderPlacement({ repo, orderMail, logger, clock }),
    paymentState: createOrderPaymentState({ repo, orderMail, findOwned: service.findOwned, clock }),
  };
}
