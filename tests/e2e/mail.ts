import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_MAIL_DIR } from './mail-dir';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const mailDir = resolve(process.env.E2E_MAIL_DIR ?? DEFAULT_MAIL_DIR);
// Both servers' mail (playwright.config.ts gives the second `${E2E_MAIL_DIR}-upi`): every test
// writes to addresses of its own, so a spec finds its mail whichever server it talks to.
const mailDirs = [mailDir, `${mailDir}-upi`];

function mailsIn(dir: string): { name: string; mail: ReceivedMail }[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.map((name) => ({ name, mail: JSON.parse(readFileSync(join(dir, name), 'utf8')) as ReceivedMail }));
}

function mailsTo(address: string): ReceivedMail[] {
  return mailDirs
    .flatMap(mailsIn)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
    .map(({ mail }) => mail)
    .filter((mail) => mail.to.split(', ').includes(address.toLowerCase()));
}

/**
 * The newest mail the e2e SMTP server received for `to`, waiting up to `timeout` ms for it.
 * Pass `count` to wait until that many mails to the address have arrived.
 */
export async function waitForMail(to: string, { timeout = 10_000, count = 1 } = {}): Promise<Pick<ReceivedMail, 'subject' | 'text' | 'html'>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const mails = mailsTo(to);
    const newest = mails.at(-1);
    if (mails.length >= count && newest) return { subject: newest.subject, text: newest.text, html: newest.html };
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeout} ms (${mails.length} received)`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}
