import type { MailMessage } from '../mail/module';
import { singleUseLinkEmail } from './link-email';

/** The password-reset e-mail: the link, valid for 30 minutes, in a text and an HTML part. */
export function resetPasswordEmail(options: { to: string; shopName: string; link: string; validMinutes: number }): MailMessage {
  const { to, shopName, link, validMinutes } = options;
  return singleUseLinkEmail({
    to,
    subject: `Reset your ${shopName} password`,
    shopName,
    link,
    asked: (shop) => `reset the password of your ${shop} account`,
    opensTo: 'choose a new password',
    button: 'Choose a new password',
    expiresIn: `${validMinutes} minutes`,
    ifIgnored: 'your password stays as it is',
  });
}
