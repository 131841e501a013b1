import type { Logger } from 'pino';
import type { Db } from '../../db/connect';
import type { UnitOfWork } from '../../db/unit-of-work';
import { only, type ApiModule } from '../../http/api-module';
import type { MediaStore } from '../media/module';
import { createCatalogAdminService } from './admin-service';
import { createCatalogueVersion } from './catalogue-version';
import { createInventory } from './inventory';
import { components, operations } from './operations';
import { createCatalogRepo } from './repo';
import { catalogRoutes } from './routes';
import { createSearchRepo } from './search-repo';
import { createSearchService, type SearchReads } from './search-service';
import { createCatalogService } from './service';
import { createCatalogStock } from './stock';
import { createReviewTotals } from './review-totals';

export type { SearchReads } from './search-service';

/**
 * The catalog module (docs/decisions/0042), built in two steps because two cycles are real: the
 * catalogue's version is read by the settings, whose default GST rate the admin's product form
 * takes; and orders hold catalogue stock, while the admin's writes keep the images that orders
 * still show. So the reads, the version and the stock come first, and `withAdmin` (the writes,
 * the routes) once settings and orders exist.
 */
export function createCatalogModule(ports: { db: Db; transaction: UnitOfWork['transaction']; inTransaction: UnitOfWork['inTransaction']; logger: Logger; clock: () => Date; versionMaxAgeMs: number; searchReads?: SearchReads | null }) {
  const repo = createCatalogRepo(ports.db);
  const { inTransaction } = ports;
  const catalogueVersion = createCatalogueVersion({ read: repo.readCatalogueVersion, maxAgeMs: ports.versionMaxAgeMs, inTransaction });
  // Product search (docs/decisions/0054): the database's full-text index, kept by triggers.
  const searchRepo = createSearchRepo(ports.db);
  const catalog = createCatalogService(repo, catalogueVersion, inTransaction, searchRepo);
  const inventory = createInventory(repo);
  // Shoppers' searches run in the search threads when the process has them (docs/decisions/0073).
  const search = createSearchService({ search: searchRepo, catalog: repo, clock: ports.clock, reads: ports.searchReads });
  return {
    catalog,
    search,
    // Which catalogue the public cache's answers belong to (server/http/public-cache.ts).
    catalogueVersion,
    // The orders' hold on stock per colour and size, taken and given back by conditional updates.
    stock: createCatalogStock(repo),
    // The admin's low-stock list.
    inventory,
    // Each product's reviews' count and sum of ratings, moved by the reviews module (docs/decisions/0055).
    reviewTotals: createReviewTotals(repo),
    withAdmin(admin: {
      media: MediaStore;
      /** Which image URLs orders still show (their lines' snapshots): the catalogue must not delete those files. */
      referencedElsewhere: (urls: string[]) => Promise<Set<string>>;
      /** The shop's default GST rate, for a product saved without one. */
      defaultGstRate: () => Promise<number>;
    }) {
      const catalogAdmin = createCatalogAdminService({
        repo,
        transaction: ports.transaction,
        logger: ports.logger,
        clock: ports.clock,
        catalogueChanged: catalogueVersion.refresh,
        ...admin,
      });
      const routes = catalogRoutes(catalog, catalogAdmin, inventory, search);
      const api = {
        name: 'catalog',
        mount: () => [
          { path: '/products', routes: routes.products },
          { path: '/categories', routes: routes.categories },
          { path: '/admin/inventory', routes: routes.inventory },
          { path: '/admin/products', routes: routes.adminProducts },
          { path: '/admin/search', routes: routes.searchMisses },
        ],
        operations,
        components,
        reads: {
          catalog: {
            ...only(catalog, 'listCategories', 'getCategory', 'listProducts', 'listProductsInCategory', 'renamedCategory', 'getProduct', 'featured', 'newArrivals', 'related'),
            sitemap: only(catalog.sitemap, 'productFileCount', 'productFile', 'categories'),
          },
          catalogAdmin: only(catalogAdmin, 'getProduct', 'exportCsv', 'listProducts'),
          search: only(search, 'find', 'misses'),
        },
      } satisfies ApiModule;
      return { catalogAdmin, api };
    },
  };
}

// What other modules use of the catalogue (docs/decisions/0041): the cart and checkout read
// products through a `CatalogService`; the settings bump the catalogue's version when a setting
// shown on its pages changes; the orders' admin list pages like the catalogue does.
export type { CatalogService } from './service';
export type { ImportProgress } from './admin-service';
export type { CatalogueVersion } from './catalogue-version';
export type { ReviewTotals } from './review-totals';
export { pageQuerySchema, type PageQuery } from './schema';
