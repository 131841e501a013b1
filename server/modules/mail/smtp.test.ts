import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, register, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';

// The real path: nodemailer over SMTP (SMTP_URL with credentials) to an SMTP server in this process.
const received: { mail: ParsedMail; envelopeTo: string[]; user: string | undefined }[] = [];
let smtp: SMTPServer;
let app: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ mail, envelopeTo: session.envelope.rcptTo.map((r) => r.address), user: session.user as string | undefined });
          callback();
        })
        .catch(callback);
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  app = await startTestApp(
    { SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`, PUBLIC_URL: 'http://shop.test:8080', SHOP_NAME: 'Kirana & Co', MAIL_FROM: 'Kirana <orders@shop.test>' },
    { rateLimiter: unlimitedRateLimiter },
  );
});

afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const address = (value: AddressObject | AddressObject[] | undefined) => (Array.isArray(value) ? value[0] : value)?.value[0]?.address;

describe('mail over SMTP', () => {
  it('delivers the reset link with a text and an HTML part, from MAIL_FROM, authenticated', async () => {
    const { input } = await register(app);
    const response = await app.fetch('/api/user/forgot-password', json({ email: input.email }));
    expect(response.status).toBe(200);
    await app.settled();

    const delivered = received.find((r) => r.envelopeTo.includes(input.email));
    expect(delivered).toBeDefined();
    const { mail, user } = delivered!;
    expect(user).toBe('mailer');
    expect(address(mail.from)).toBe('orders@shop.test');
    expect(address(mail.to)).toBe(input.email);
    expect(mail.subject).toBe('Reset your Kirana & Co password');
    const link = /http:\/\/shop\.test:8080\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    expect(mail.text).toContain('30 minutes');
    expect(mail.html).toContain(`href="${link![0]}"`);
    expect(mail.html).toContain('Kirana &amp; Co'); // the shop name is escaped in HTML

    // The mailed link works (and only the one mailed: nothing went to the outbox).
    const reset = await app.fetch(`/api/user/reset-password/${link![1]}`, json({ newPassword: 'from-the-mail' }));
    expect(reset.status).toBe(200);
    expect(await app.runtime.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('sends nothing for an unknown e-mail', async () => {
    const before = received.length;
    expect((await app.fetch('/api/user/forgot-password', json({ email: 'stranger@example.in' }))).status).toBe(200);
    await app.settled();
    expect(received.length).toBe(before);
  });
});

describe('an SMTP server that is down', () => {
  it('does not change the answer; the failure is logged, not thrown', async () => {
    const down = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' }, { rateLimiter: unlimitedRateLimiter });
    try {
      const { input } = await register(down);
      const response = await down.fetch('/api/user/forgot-password', json({ email: input.email }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: 'If an account exists for this e-mail, a reset link has been sent.' });
      await down.settled();
    } finally {
      await down.close();
    }
  });
});
