import { Hono } from 'hono';
import { addToCartSchema } from '../../../common/cart';
import { requireCustomer, type AuthEnv } from '../../http/auth';
import { parseInput, readJson } from '../../http/validate';
import type { CartService } from './service';

/** /api/cart: the signed-in customer's cart (ARCHITECTURE.md §4). */
export function cartRoutes(cart: CartService) {
  return new Hono<AuthEnv>()
    .get('/', async (c) => {
      const session = await requireCustomer(c);
      return c.json(await cart.getCart(session.subjectId));
    })
    .post('/', async (c) => {
      const session = await requireCustomer(c);
      const input = parseInput(addToCartSchema, await readJson(c.req.raw));
      return c.json(await cart.add(session.subjectId, input));
    })
    .delete('/:productId/:color', async (c) => {
      const session = await requireCustomer(c);
      return c.json(await cart.remove(session.subjectId, c.req.param('productId'), c.req.param('color')));
    });
}
