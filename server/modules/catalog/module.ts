/**
 * The catalog module's door: what other modules use of it (docs/decisions/0041). The cart and
 * checkout read products through a `CatalogService`; the settings module bumps the catalogue's
 * version when a setting shown on its pages changes; the orders' admin list pages like the
 * catalogue does.
 */
export type { CatalogService } from './service';
export type { CatalogueVersion } from './catalogue-version';
export { pageQuerySchema, type PageQuery } from './schema';
