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

function mailsTo(address: string): ReceivedMail[] {
  let names: string[];
  try {
    names = readdirSync(mailDir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((name) => JSON.parse(readFileSync(join(mailDir, name), 'utf8')) as ReceivedMail)
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
