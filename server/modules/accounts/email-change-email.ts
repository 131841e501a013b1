import type { MailMessage } from '../mail';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The e-mail sent to a customer's NEW address: the link that makes it the account's e-mail. */
export function emailChangeEmail(options: { to: string; shopName: string; link: string; validHours: number }): MailMessage {
  const { to, shopName, link, validHours } = options;
  const text = [
    'Hello,',
    '',
    `Someone (hopefully you) asked to use this address for their ${shopName} account.`,
    'Open this link to confirm it:',
    '',
    link,
    '',
    `The link works once and expires in ${validHours} hours.`,
    'If you did not ask for this, ignore this e-mail: nothing changes.',
    '',
    `— ${shopName}`,
  ].join('\n');
  const shop = escapeHtml(shopName);
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #111">
<p>Hello,</p>
<p>Someone (hopefully you) asked to use this address for their ${shop} account.</p>
<p><a href="${href}" style="display: inline-block; padding: 10px 16px; background: #111; color: #fff; text-decoration: none; border-radius: 6px">Confirm this e-mail</a></p>
<p>Or open this link: <a href="${href}">${href}</a></p>
<p>The link works once and expires in ${validHours} hours. If you did not ask for this, ignore this e-mail: nothing changes.</p>
<p>— ${shop}</p>
</body></html>`;
  return { to, subject: `Confirm your new ${shopName} e-mail`, text, html };
}
