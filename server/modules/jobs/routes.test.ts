import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES, type FailedJobPage } from '../../../common/admin-jobs';
import { bearer, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { newCustomer, type Customer } from '../../test/orders-fixtures';
import { SEND_MAIL } from '../mail/jobs';

/**
 * GET /api/admin/jobs and POST /api/admin/jobs/{id}/retry (docs/decisions/0062) on a real
 * database: an e-mail the SMTP server refuses fails for good at once and is listed in words; a
 * job whose handler throws fails after its one attempt; a retry runs it again; of two retries at
 * once one wins; admins only.
 */
let smtp: SMTPServer;
let app: TestApp;
let admin: Record<string, string>;
let customer: Customer;
const delivered: string[] = [];
/** The SMTP server refuses these recipients once each (a mailbox that comes back later). */
const refuseOnce = new Set<string>();

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuseOnce.delete(address.address)) {
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { rateLimiter: unlimitedRateLimiter });
  admin = bearer((await signInAdmin(app)).token);
  customer = await newCustomer(app);
});

afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const jobs = () => app.runtime.services.jobs;
const failedList = async (headers = admin, query = '?state=failed') => {
  const response = await app.fetch(`/api/admin/jobs${query}`, { headers });
  return { status: response.status, body: (await response.json()) as FailedJobPage & { message?: string } };
};
const retry = async (id: string, headers = admin) => {
  const response = await app.fetch(`/api/admin/jobs/${id}/retry`, { method: 'POST', headers });
  return { status: response.status, body: (await response.json()) as { _id?: string; state?: string; message: string } };
};
const stateOf = async (id: string) => (await app.runtime.db.selectFrom('jobs').select(['state', 'attempts', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow());

/** A job kind whose handler throws until `healed`; one attempt, so its first failure is for good. */
let healed = false;
let flakyRuns = 0;
beforeAll(() => {
  jobs().register(
    'test.flaky-export',
    async () => {
      flakyRuns += 1;
      if (!healed) throw new Error('The export server is down');
    },
    { maxAttempts: 1, describe: (payload) => `Export of ${(payload as { what: string }).what}` },
  );
});

async function failedJobId(kind: string): Promise<string> {
  const row = await app.runtime.db.selectFrom('jobs').select('id').where('kind', '=', kind).where('state', '=', 'failed').orderBy('updated_at', 'desc').executeTakeFirstOrThrow();
  return row.id;
}

describe('who may see and retry failed jobs', () => {
  it('401 signed out, 403 for a customer', async () => {
    expect((await app.fetch('/api/admin/jobs')).status).toBe(401);
    expect((await app.fetch('/api/admin/jobs/x/retry', { method: 'POST' })).status).toBe(401);
    expect((await failedList(customer.auth)).status).toBe(403);
    expect((await retry('x', customer.auth)).status).toBe(403);
  });
});

describe('GET /api/admin/jobs?state=failed', () => {
  it('lists an e-mail the mail server refused, failed at once, in words and without its body', async () => {
    refuseOnce.add('gone@example.in');
    await jobs().enqueue({ kind: SEND_MAIL, payload: { to: 'gone@example.in', subject: 'Your order ORD-ABC123456 is confirmed', text: 'secret text', html: '<p>secret html</p>' } });
    await app.settled();
    const { status, body } = await failedList();
    expect(status).toBe(200);
    const mail = body.jobs.find((job) => job.kind === SEND_MAIL);
    expect(mail).toEqual({
      _id: expect.any(String),
      kind: SEND_MAIL,
      description: 'E-mail “Your order ORD-ABC123456 is confirmed” to gone@example.in',
      attempts: 1,
      lastError: expect.stringContaining('The mail server refused it'),
      failedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(body.total).toBe(body.jobs.length);
    expect(body.pages).toBe(1);
  });

  it('lists a job whose handler threw on its last attempt, newest first; pages like the other admin lists', async () => {
    await jobs().enqueue({ kind: 'test.flaky-export', payload: { what: 'the GST report' } });
    await app.settled();
    const { body } = await failedList();
    expect(body.jobs[0]).toMatchObject({ kind: 'test.flaky-export', description: 'Export of the GST report', attempts: 1, lastError: 'Error: The export server is down' });
    const first = await failedList(admin, '?limit=1');
    expect(first.body).toMatchObject({ total: body.total, pages: body.total });
    expect(first.body.jobs).toHaveLength(1);
    expect((await failedList(admin, '?state=done')).status).toBe(400);
    expect((await failedList(admin, '?limit=0')).status).toBe(400);
  });
});

describe('POST /api/admin/jobs/{id}/retry', () => {
  it('puts a failed job back to pending with fresh attempts; it runs again and is done', async () => {
    healed = false;
    await jobs().enqueue({ kind: 'test.flaky-export', payload: { what: 'the orders' } });
    await app.settled();
    const id = await failedJobId('test.flaky-export');
    const runsBefore = flakyRuns;
    healed = true;
    const answer = await retry(id);
    expect(answer).toEqual({ status: 200, body: { _id: id, state: 'pending', message: JOB_MESSAGES.retried } });
    expect(await stateOf(id)).toMatchObject({ state: 'pending', attempts: 0 });
    await app.settled();
    expect(flakyRuns).toBe(runsBefore + 1);
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 1, last_error: null });
    expect((await failedList()).body.jobs.map((job) => job._id)).not.toContain(id);
    // Done now: not failed any more.
    expect(await retry(id)).toEqual({ status: 409, body: { message: JOB_MESSAGES.notFailed } });
  });

  it('sends the refused e-mail once the mailbox takes it', async () => {
    const id = await failedJobId(SEND_MAIL);
    expect((await retry(id)).status).toBe(200);
    await app.settled();
    expect(await stateOf(id)).toMatchObject({ state: 'done' });
    expect(delivered).toContain('gone@example.in');
  });

  it('of two admins retrying at once, one wins and the other is told 409', async () => {
    healed = false;
    await jobs().enqueue({ kind: 'test.flaky-export', payload: { what: 'the race' } });
    await app.settled();
    const id = await failedJobId('test.flaky-export');
    const other = bearer((await signInAdmin(app)).token);
    const answers = await Promise.all([retry(id), retry(id, other)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(JOB_MESSAGES.notFailed);
    expect(await stateOf(id)).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('404 for an unknown job', async () => {
    expect(await retry('0123456789abcdef01234567')).toEqual({ status: 404, body: { message: JOB_MESSAGES.notFound } });
    expect((await retry('not-an-id')).status).toBe(404);
  });
});
