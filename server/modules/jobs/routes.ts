import { Hono } from 'hono';
import { requireAdmin, type AuthEnv } from '../../http/auth';
import { parseInput } from '../../http/validate';
import { failedJobListSchema } from './schema';
import type { Jobs } from './service';

/** /api/admin/jobs (docs/decisions/0062): the failed background work, and its retry. Admin only. */
export function jobRoutes(jobs: Jobs) {
  return new Hono<AuthEnv>()
    .get('/', async (c) => {
      await requireAdmin(c);
      return c.json(await jobs.failed(parseInput(failedJobListSchema, c.req.query())));
    })
    .post('/:id/retry', async (c) => {
      await requireAdmin(c);
      return c.json(await jobs.retry(c.req.param('id')));
    });
}
