import { join } from 'node:path';
import type { Config } from './config';
import type { Db } from './db/connect';
import { createAdminRepo } from './modules/accounts/admin-repo';
import { createAdminService } from './modules/accounts/admin-service';
import { createCatalogRepo } from './modules/catalog/repo';
import { createCatalogService } from './modules/catalog/service';
import { createLocalMediaStore } from './modules/media/store';

/** Every service, wired once per process and handed to the API routes and the page loaders. */
export function createServices(db: Db, config: Config) {
  return {
    catalog: createCatalogService(createCatalogRepo(db)),
    admins: createAdminService(createAdminRepo(db)),
    media: createLocalMediaStore(join(config.DATA_DIR, 'uploads')),
  };
}

export type Services = ReturnType<typeof createServices>;
