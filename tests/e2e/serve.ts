// Starts the production server for the browser tests on a fresh database with the demo
// catalogue: SQLite in a temporary folder, or a new PostgreSQL database when TEST_DATABASE_URL
// is set (CI runs the suite on both). Mail goes over real SMTP to an in-process server that
// saves each message as JSON in E2E_MAIL_DIR, where tests/e2e/mail.ts picks it up.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { DEFAULT_MAIL_DIR, serverStateFile } from './mail-dir';

const dataDir = mkdtempSync(join(tmpdir(), 'haat-e2e-'));
let databaseUrl = `file:${join(dataDir, 'e2e.db')}`;

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  // One database per port, so two suites on different E2E_PORTs do not drop each other's.
  const name = `haat_e2e_${Number(process.env.E2E_PORT ?? 3100)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.href;
}

// Tests that must change data no API changes yet (a product's stock) open the database from here.
const stateFile = serverStateFile(Number(process.env.E2E_PORT ?? 3100));
mkdirSync(dirname(stateFile), { recursive: true });
writeFileSync(stateFile, JSON.stringify({ databaseUrl }));

const mailDir = resolve(process.env.E2E_MAIL_DIR ?? DEFAULT_MAIL_DIR);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let mailCount = 0;

// An address starting 'refused-once.' is refused (550) the first time it is sent to, and taken
// after: a real e-mail job that fails for good, for the failed-work screen to retry (docs/decisions/0062).
const REFUSED_ONCE = /^refused-once\./;
const refusedAlready = new Set<string>();

// No AUTH and no STARTTLS: nodemailer then sends in plain text, as to a relay on localhost.
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    const to = address.address.toLowerCase();
    if (REFUSED_ONCE.test(to) && !refusedAlready.has(to)) {
      refusedAlready.add(to);
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      return;
    }
    callback();
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()).join(', ');
        const message = { to, subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' };
        // Written whole, then renamed: a polling test never reads half a file.
        const name = `${Date.now()}-${(mailCount += 1)}.json`;
        writeFileSync(join(mailDir, `${name}.tmp`), JSON.stringify(message, null, 2));
        renameSync(join(mailDir, `${name}.tmp`), join(mailDir, name));
        callback();
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
  },
});
await new Promise<void>((resolveListen, reject) => {
  smtp.on('error', reject);
  smtp.listen(0, '127.0.0.1', () => resolveListen());
});
const smtpPort = (smtp.server.address() as AddressInfo).port;

const port = process.env.E2E_PORT ?? '3100';
Object.assign(process.env, {
  NODE_ENV: 'production',
  PORT: port,
  // The address the browser uses: the payment gateway's page sends the shopper back to
  // PUBLIC_URL, and the session cookie belongs to 127.0.0.1 (not localhost).
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  // Each test's browser says its own client address in X-Forwarded-For (tests/e2e/fixtures.ts),
  // so the suite is many shoppers to the rate limits, not one (docs/decisions/0058).
  TRUST_PROXY: '1',
});
await import('../../server/main');
