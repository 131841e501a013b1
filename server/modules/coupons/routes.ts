import { Hono } from 'hono';
import { couponInputSchema } from '../../../common/coupons';
import { requireAdmin, type AuthEnv } from '../../http/auth';
import { parseInput, readJson } from '../../http/validate';
import type { CouponsService } from './service';

/** /api/admin/coupons (docs/decisions/0060): the admin's list, create, replace and delete. */
export function couponRoutes(coupons: CouponsService) {
  return new Hono<AuthEnv>()
    .get('/', async (c) => {
      await requireAdmin(c);
      return c.json(await coupons.list());
    })
    .post('/', async (c) => {
      await requireAdmin(c);
      return c.json(await coupons.create(parseInput(couponInputSchema, await readJson(c.req.raw))), 201);
    })
    .put('/:id', async (c) => {
      await requireAdmin(c);
      return c.json(await coupons.update(c.req.param('id'), parseInput(couponInputSchema, await readJson(c.req.raw))));
    })
    .delete('/:id', async (c) => {
      await requireAdmin(c);
      return c.json(await coupons.remove(c.req.param('id')));
    });
}
