import { Hono } from 'hono';
import { shopSettingsSchema, withRegistrationType } from '../../../common/settings';
import { requireAdmin, type AuthEnv } from '../../http/auth';
import { parseInput, readJson } from '../../http/validate';
import type { SettingsService } from './service';

/** /api/admin/settings (docs/decisions/0018): the admin reads and replaces the shop's settings. */
export function settingsRoutes(settings: SettingsService) {
  return new Hono<AuthEnv>()
    .get('/', async (c) => {
      await requireAdmin(c);
      return c.json(await settings.get());
    })
    // A client that does not send the registration type (the spec's document) keeps what its GSTIN implies (docs/decisions/0035).
    .put('/', async (c) => {
      await requireAdmin(c);
      return c.json(await settings.update(parseInput(shopSettingsSchema, withRegistrationType(await readJson(c.req.raw)))));
    });
}
