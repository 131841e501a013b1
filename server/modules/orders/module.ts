import type { Logger } from 'pino';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { MailQueue } from '../mail';
import { createOrderMail } from './order-mail';
import { createOrderPaymentState } from './payment-state';
import { createOrderPlacement } from './placement';
import { createOrdersRepo } from './repo';
import { createOrdersService } from './service';
import { createStockHold, type StockPort } from './stock-hold';

/**
 * The orders module, wired: one repo behind three doors, one per caller: `service` for the
 * customer and the shop (routes, loaders), `placement` for checkout, `paymentState` for payments.
 */
export function createOrders(deps: { uow: UnitOfWork; mail: MailQueue; stock: StockPort; logger: Logger; shop: { name: string; publicUrl: string }; clock: () => Date }) {
  const { uow, mail, stock, logger, shop, clock } = deps;
  const repo = createOrdersRepo(uow.db);
  // The order's hold on catalogue stock: taken at placement, given back once on failure or cancel.
  const stockHold = createStockHold({ repo, stock });
  const orderMail = createOrderMail({ repo, mail, shop });
  const service = createOrdersService({ repo, orderMail, transaction: uow.transaction, logger, clock });
  return {
    service,
    placement: createOrderPlacement({ repo, orderMail, stockHold, logger, clock }),
    paymentState: createOrderPaymentState({ repo, orderMail, stockHold, findOwned: service.findOwned, clock }),
  };
}
