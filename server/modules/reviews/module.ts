import type { Logger } from 'pino';
import type { Db } from '../../db/connect';
import type { UnitOfWork } from '../../db/unit-of-work';
import { only, type ApiModule } from '../../http/api-module';
import { components, operations } from './operations';
import type { ReviewPorts } from './ports';
import { createReviewsRepo } from './repo';
import { reviewRoutes } from './routes';
import { createReviewsService } from './service';

/**
 * The reviews module's door (docs/decisions/0042, 0055): customers' reviews of the products they
 * received, the product page's list and the admin's hide. Who received what comes from orders,
 * the author's name from accounts, the product's figures live in the catalogue (its port).
 */
export function createReviewsModule(deps: { db: Db; transaction: UnitOfWork['transaction']; logger: Logger; clock: () => Date; ports: ReviewPorts }) {
  const reviews = createReviewsService({ repo: createReviewsRepo(deps.db), ports: deps.ports, transaction: deps.transaction, logger: deps.logger, clock: deps.clock });
  const routes = reviewRoutes(reviews);
  const api = {
    name: 'reviews',
    mount: () => [
      { path: '/products', routes: routes.products },
      { path: '/admin/reviews', routes: routes.admin },
      { path: '/admin/products', routes: routes.adminProducts },
    ],
    operations,
    components,
    reads: { reviews: only(reviews, 'list', 'listForAdmin', 'permission') },
  } satisfies ApiModule;
  return { reviews, api };
}

export type { ReviewsService } from './service';
export type { ReviewPorts } from './ports';
