import type { MailMessage } from '../mail';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The password-reset e-mail: the link, valid for 30 minutes, in a text and an HTML part. */
export function resetPasswordEmail(options: { to: string; shopName: string; link: string; validMinutes: number }): MailMessage {
  const { to, shopName, link, validMinutes } = options;
  const text = [
    'Hello,',
    '',
    `Someone (hopefully you) asked to reset the password of your ${shopName} account.`,
    'Open this link to choose a new password:',
    '',
    link,
    '',
    `The link works once and expires in ${validMinutes} minutes.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    `— ${shopName}`,
  ].join('\n');
  const shop = escapeHtml(shopName);
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #111">
<p>Hello,</p>
<p>Someone (hopefully you) asked to reset the password of your ${shop} account.</p>
<p><a href="${href}" style="display: inline-block; padding: 10px 16px; background: #111; color: #fff; text-decoration: none; border-radius: 6px">Choose a new password</a></p>
<p>Or open this link: <a href="${href}">${href}</a></p>
<p>The link works once and expires in ${validMinutes} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
<p>— ${shop}</p>
</body></html>`;
  return { to, subject: `Reset your ${shopName} password`, text, html };
}
