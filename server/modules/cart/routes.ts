import { Hono } from 'hono';
import { addToCartSchema, setCartQuantitySchema } from '../../../common/cart';
import { requireCustomer, type AuthEnv } from '../../http/auth';
import { parseInput, readJson } from '../../http/validate';
import type { CartService } from './service';

/** /api/cart: the signed-in customer's cart (docs/api.md). */
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
    .put('/:productId/:color', async (c) => {
      const session = await requireCustomer(c);
      const input = parseInput(setCartQuantitySchema, await readJson(c.req.raw));
      return c.json(await cart.setQuantity(session.subjectId, c.req.param('productId'), c.req.param('color'), input));
    })
    .delete('/:productId/:color', async (c) => {
      const session = await requireCustomer(c);
      // ?size=M names the line of a product with sizes; without it, the line without a size.
      return c.json(await cart.remove(session.subjectId, c.req.param('productId'), c.req.param('color'), c.req.query('size') ?? ''));
    });
}
