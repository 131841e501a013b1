import { Hono } from 'hono';
import { checkoutSchema, IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, quoteInputSchema } from '../../../common/orders';
import { requireCustomer, type AuthEnv } from '../../http/auth';
import { parseInput, readJson } from '../../http/validate';
import type { CheckoutService } from './service';

/** The checkout's Idempotency-Key header, or null without one (400 when malformed). */
const idempotencyKeyOf = (header: string | undefined) => parseInput(idempotencyKeySchema, header) ?? null;

/**
 * Placing an order (docs/api.md keeps these under /api/payments): online (`/phonepe`,
 * answered with where to pay) and cash on delivery (`/cod`).
 */
export function checkoutRoutes(checkout: CheckoutService) {
  return new Hono<AuthEnv>()
    .post('/phonepe', async (c) => {
      const session = await requireCustomer(c);
      const key = idempotencyKeyOf(c.req.header(IDEMPOTENCY_KEY_HEADER));
      const input = parseInput(checkoutSchema, await readJson(c.req.raw));
      return c.json(await checkout.placeOnlineOrder(session.subjectId, input, key));
    })

    .post('/cod', async (c) => {
      const session = await requireCustomer(c);
      const key = idempotencyKeyOf(c.req.header(IDEMPOTENCY_KEY_HEADER));
      const input = parseInput(checkoutSchema, await readJson(c.req.raw));
      return c.json(await checkout.placeCodOrder(session.subjectId, input, key), 201);
    });
}

/** POST /api/checkout/quote (docs/decisions/0060): the checkout modal's figures, priced as the order will be. */
export function quoteRoutes(checkout: CheckoutService) {
  return new Hono<AuthEnv>().post('/quote', async (c) => {
    const session = await requireCustomer(c);
    return c.json(await checkout.quote(session.subjectId, parseInput(quoteInputSchema, await readJson(c.req.raw))));
  });
}
