import { Hono } from 'hono';
import { newReviewSchema } from '../../../common/reviews';
import { requireAdmin, requireCustomer, type AuthEnv } from '../../http/auth';
import { publicReads } from '../../http/public-read';
import { parseInput, readJson } from '../../http/validate';
import { pageQuerySchema } from '../catalog/module';
import type { ReviewsService } from './service';

/**
 * The reviews' routes (docs/decisions/0055): a product's reviews under
 * /api/products/{id}/reviews (read by everyone and declared public: a review's write bumps the
 * catalogue version, so the public cache drops the old page; written by a customer who received
 * it), the admin's hide under /api/admin/reviews and the admin's list, hidden ones included,
 * under /api/admin/products/{id}/reviews.
 */
export function reviewRoutes(reviews: ReviewsService) {
  const products = new Hono<AuthEnv>()
    .get('/:id/reviews', publicReads, async (c) => c.json(await reviews.list(c.req.param('id'), parseInput(pageQuerySchema, c.req.query()))))
    .post('/:id/reviews', async (c) => {
      const session = await requireCustomer(c);
      const input = parseInput(newReviewSchema, await readJson(c.req.raw));
      return c.json(await reviews.write(session.subjectId, c.req.param('id'), input), 201);
    });

  const admin = new Hono<AuthEnv>().delete('/:id', async (c) => {
    await requireAdmin(c);
    return c.json(await reviews.hide(c.req.param('id')));
  });

  const adminProducts = new Hono<AuthEnv>().get('/:id/reviews', async (c) => {
    await requireAdmin(c);
    return c.json(await reviews.listForAdmin(c.req.param('id'), parseInput(pageQuerySchema, c.req.query())));
  });

  return { products, admin, adminProducts };
}
