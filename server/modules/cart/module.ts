import type { Db } from '../../db/connect';
import type { ApiModule } from '../../http/api-module';
import type { CatalogService } from '../catalog/module';
import { components, operations } from './operations';
import { createCartRepo } from './repo';
import { cartRoutes } from './routes';
import { createCartService } from './service';

/** The cart module's door (docs/decisions/0042): the customer's cart, priced from the catalogue. */
export function createCartModule(ports: { db: Db; catalog: CatalogService; clock: () => Date }) {
  const cart = createCartService({ repo: createCartRepo(ports.db), catalog: ports.catalog, clock: ports.clock });
  const api = {
    name: 'cart',
    mount: () => [{ path: '/cart', routes: cartRoutes(cart) }],
    operations,
    components,
    reads: { cart: { getCart: cart.getCart } },
  } satisfies ApiModule;
  return { cart, api };
}

export type { CartService } from './service';
