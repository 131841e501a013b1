import type { MailMessage } from '../mail/module';
import { singleUseLinkEmail } from './link-email';

/** The e-mail sent to a customer's NEW address: the link that makes it the account's e-mail. */
export function emailChangeEmail(options: { to: string; shopName: string; link: string; validHours: number }): MailMessage {
  const { to, shopName, link, validHours } = options;
  return singleUseLinkEmail({
    to,
    subject: `Confirm your new ${shopName} e-mail`,
    shopName,
    link,
    asked: (shop) => `use this address for their ${shop} account`,
    opensTo: 'confirm it',
    button: 'Confirm this e-mail',
    expiresIn: `${validHours} hours`,
    ifIgnored: 'nothing changes',
  });
}
