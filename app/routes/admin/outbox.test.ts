import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OutboxMail } from '../../../common/outbox';
import { loader } from './outbox';

const kept: OutboxMail[] = [{ id: 'm2', to: 'asha@example.in', subject: 'Reset your Haat password', text: 'https://shop.example.in/reset-password/x', createdAt: '2026-11-22T10:01:00.000Z' }];

function context(options: { admin: boolean; outbox: OutboxMail[] | null }): AppLoadContext {
  return {
    auth: { admin: async () => (options.admin ? { _id: 'a', email: 'admin@example.com' } : null), customer: async () => null },
    services: { mail: { delivers: () => options.outbox === null, outbox: async () => options.outbox } },
  } as unknown as AppLoadContext;
}

const load = (ctx: AppLoadContext) => loader({ request: new Request('http://shop.test/admin/outbox'), context: ctx, params: {} } as Parameters<typeof loader>[0]);

// docs/decisions/0047.
describe('/admin/outbox', () => {
  it('lists the kept messages to a signed-in admin while SMTP is not set up', async () => {
    expect(await load(context({ admin: true, outbox: kept }))).toEqual({ messages: kept });
  });

  it('is not found once SMTP is set up', async () => {
    const thrown = await load(context({ admin: true, outbox: null })).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it('sends anyone else to the admin login', async () => {
    const thrown = await load(context({ admin: false, outbox: kept })).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toMatch(/^\/admin\/login/);
  });
});
