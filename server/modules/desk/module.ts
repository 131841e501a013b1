import type { ApiModule } from '../../http/api-module';
import { only } from '../../http/api-module';
import { components, operations } from './operations';
import type { DeskPorts } from './ports';
import { deskRoutes } from './routes';
import { createDeskService } from './service';

/**
 * The owner's desk's door (docs/decisions/0042, 0061): the dashboard's figures and the customers'
 * list, read-only. It owns no table and writes nothing: the orders, accounts and catalogue
 * modules answer through its ports.
 */
export function createDeskModule(deps: { clock: () => Date; ports: DeskPorts }) {
  const desk = createDeskService(deps);
  const routes = deskRoutes(desk);
  const api = {
    name: 'desk',
    mount: () => [
      { path: '/admin/stats', routes: routes.stats },
      { path: '/admin/customers', routes: routes.customers },
      { path: '/admin/orders', routes: routes.orders },
    ],
    operations,
    components,
    reads: { desk: only(desk, 'stats', 'customers', 'customer', 'ordersCsv') },
  } satisfies ApiModule;
  return { desk, api };
}

export type { DeskService } from './service';
export type { DeskPorts } from './ports';
