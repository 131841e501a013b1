import { Hono } from 'hono';
import { shopSettingsSchema } from '../../../common/settings';
import { requireAdmin, type AuthEnv } from '../../http/auth';
import { parseInput, readJson } from '../../http/validate';
import type { SettingsService } from './service';

/** /api/admin/settings (business-spec §3): the admin reads and replaces the shop's settings. */
export function settingsRoutes(settings: SettingsService) {
  return new Hono<AuthEnv>()
    .get('/', async (c) => {
      await requireAdmin(c);
      return c.json(await settings.get());
    })
    .put('/', async (c) => {
      await requireAdmin(c);
      return c.json(await settings.update(parseInput(shopSettingsSchema, await readJson(c.req.raw))));
    });
}
