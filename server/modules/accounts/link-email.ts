import { escapeHtml, type MailMessage } from '../mail/module';

/**
 * An e-mail carrying a single-use link (the password reset's, the new e-mail's confirmation): who
 * asked for what, the link as a button and as text, when it expires, and what ignoring it means.
 */
export function singleUseLinkEmail(options: {
  to: string;
  subject: string;
  shopName: string;
  link: string;
  /** What someone asked for, naming the shop (given as text, then as escaped HTML). */
  asked: (shop: string) => string;
  /** 'choose a new password': what opening the link does. */
  opensTo: string;
  button: string;
  /** '30 minutes'. */
  expiresIn: string;
  /** 'your password stays as it is': what happens if the e-mail is ignored. */
  ifIgnored: string;
}): MailMessage {
  const { to, subject, shopName, link, asked, opensTo, button, expiresIn, ifIgnored } = options;
  const text = [
    'Hello,',
    '',
    `Someone (hopefully you) asked to ${asked(shopName)}.`,
    `Open this link to ${opensTo}:`,
    '',
    link,
    '',
    `The link works once and expires in ${expiresIn}.`,
    `If you did not ask for this, ignore this e-mail: ${ifIgnored}.`,
    '',
    `— ${shopName}`,
  ].join('\n');
  const shop = escapeHtml(shopName);
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #111">
<p>Hello,</p>
<p>Someone (hopefully you) asked to ${asked(shop)}.</p>
<p><a href="${href}" style="display: inline-block; padding: 10px 16px; background: #111; color: #fff; text-decoration: none; border-radius: 6px">${button}</a></p>
<p>Or open this link: <a href="${href}">${href}</a></p>
<p>The link works once and expires in ${expiresIn}. If you did not ask for this, ignore this e-mail: ${ifIgnored}.</p>
<p>— ${shop}</p>
</body></html>`;
  return { to, subject, text, html };
}
