import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import { AppError } from '../../errors';
import { codInsteadInputSchema } from '../../../common/orders';
import { requireCustomer, type AuthEnv } from '../../http/auth';
import type { PaymentCompletion } from './completion-service';
import type { OrderPaymentsService } from './order-payments-service';
import type { PaymentProvider } from './provider';
import { parseInput, readJson } from '../../http/validate';

// PhonePe's webhook bodies are a few kilobytes; anything far larger is not from PhonePe.
const WEBHOOK_MAX_BYTES = 64 * 1024;

/**
 * /api/payments: the customer's payment status, retry and cash on delivery instead, and the gateway's webhook (placing an
 * order, `/phonepe` and `/cod`, is checkout's: checkout/routes.ts). The webhook is
 * server-to-server: no session; it carries no cookie, so the origin check lets it through, and
 * its own Authorization header is checked here.
 */
export function paymentRoutes(payments: { orderPayments: OrderPaymentsService; completion: PaymentCompletion; provider: PaymentProvider }, logger: Logger) {
  const { orderPayments, completion, provider } = payments;

  return new Hono<AuthEnv>()
    .post(
      '/phonepe/webhook',
      bodyLimit({
        maxSize: WEBHOOK_MAX_BYTES,
        onError: () => {
          throw new AppError('PAYLOAD_TOO_LARGE', 'Request body too large');
        },
      }),
      async (c) => {
        if (!provider.gateway) throw AppError.notFound();
        const event = provider.gateway.verifyWebhook(c.req.header('authorization'), await c.req.text());
        if (!event) {
          logger.warn('payment webhook refused: wrong Authorization or unreadable body');
          return c.json({ message: 'Unauthorized' }, 401);
        }
        // Answer at once; the status call and the transition run after (the body is only a hint).
        completion.acceptWebhook(event);
        return c.json({ success: true });
      },
    )

    .get('/status/:customOrderId', async (c) => {
      const session = await requireCustomer(c);
      return c.json(await orderPayments.status(session.subjectId, c.req.param('customOrderId')));
    })

    .post('/retry/:customOrderId', async (c) => {
      const session = await requireCustomer(c);
      return c.json(await orderPayments.retry(session.subjectId, c.req.param('customOrderId')));
    })

    // Cash on delivery instead of an unpaid online payment (docs/decisions/0045): the quote, then the change.
    .get('/cod-instead/:customOrderId', async (c) => {
      const session = await requireCustomer(c);
      return c.json(await orderPayments.codQuote(session.subjectId, c.req.param('customOrderId')));
    })

    .post('/cod-instead/:customOrderId', async (c) => {
      const session = await requireCustomer(c);
      const { totalPrice } = parseInput(codInsteadInputSchema, await readJson(c.req.raw));
      return c.json(await orderPayments.payOnDelivery(session.subjectId, c.req.param('customOrderId'), totalPrice));
    });
}
