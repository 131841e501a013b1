import type { Logger } from 'pino';
import type { Db } from '../../db/connect';
import type { ApiModule } from '../../http/api-module';
import type { CatalogueVersion } from '../catalog/module';
import { components, operations } from './operations';
import { createSettingsRepo } from './repo';
import { settingsRoutes } from './routes';
import { createSettingsService } from './service';
import type { ShopSettings } from '../../../common/settings';

/**
 * The settings module's door (docs/decisions/0018, 0042): the shop's own details, saved by the
 * admin, the environment's until then. Saving bumps the catalogue's version, so every process's
 * cached copy (and the public cache) knows it is stale.
 */
export function createSettingsModule(ports: { db: Db; defaults: ShopSettings; logger: Logger; clock: () => Date; version: CatalogueVersion }) {
  const settings = createSettingsService({ repo: createSettingsRepo(ports.db), defaults: ports.defaults, logger: ports.logger, clock: ports.clock, version: ports.version });
  const api = {
    name: 'settings',
    mount: () => [{ path: '/admin/settings', routes: settingsRoutes(settings) }],
    operations,
    components,
    reads: { settings: { current: settings.current, get: settings.get } },
  } satisfies ApiModule;
  return { settings, api };
}

export type { SettingsService } from './service';
export { defaultSettings } from './service';
