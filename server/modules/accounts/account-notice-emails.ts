import { istWallClock } from '../../../common/ist';
import { escapeHtml, type MailMessage } from '../mail/module';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '26 November 2026, 9:17 AM IST': India's wall clock, whatever the server's time zone. */
export function noticeTime(at: Date): string {
  const ist = istWallClock(at);
  const hours = ist.getUTCHours();
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} IST`;
}

interface NoticeOptions {
  to: string;
  shopName: string;
  /** The shop's support e-mail (its settings), or '' when it has none: then a reply reaches the shop. */
  supportEmail: string;
  at: Date;
}

/**
 * A security notice after a change to the account (docs/decisions/0027): what changed
 * and when, and whom to tell if it was not the customer. It holds no secret (no link, no password).
 */
function accountNotice({ to, shopName, supportEmail }: NoticeOptions, subject: string, what: string[]): MailMessage {
  const contact = supportEmail ? `If this wasn't you, contact us at ${supportEmail}.` : "If this wasn't you, contact us by replying to this e-mail.";
  const text = ['Hello,', '', ...what, '', contact, '', `— ${shopName}`].join('\n');
  const contactHtml = supportEmail
    ? `If this wasn't you, contact us at <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a>.`
    : "If this wasn't you, contact us by replying to this e-mail.";
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #111">
<p>Hello,</p>
${what.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><strong>${contactHtml}</strong></p>
<p>— ${escapeHtml(shopName)}</p>
</body></html>`;
  return { to, subject: `${subject} — ${shopName}`, text, html };
}

/** To the OLD address, once the new one is confirmed. */
export function emailChangedNotice(options: NoticeOptions & { newEmail: string }): MailMessage {
  return accountNotice(options, 'Your e-mail address was changed', [
    `The e-mail address of your ${options.shopName} account was changed on ${noticeTime(options.at)}.`,
    `Your account's e-mail is now ${options.newEmail}. Its e-mails go there from now on.`,
  ]);
}

/** To the account's address, after its password is changed (not after a reset by link: that inbox asked). */
export function passwordChangedNotice(options: NoticeOptions): MailMessage {
  return accountNotice(options, 'Your password was changed', [`The password of your ${options.shopName} account was changed on ${noticeTime(options.at)}.`]);
}
