import type { ShopSettings } from './settings';

// Pages import what they show of the shop from here, never from common/settings.ts: no zod in their first load (docs/decisions/0053).

/** Until the shop sets its own: how many working days an order usually takes to arrive. */
export const DEFAULT_DELIVERY_DAYS = 5;

/** The social networks the footer links to, in the order it shows them. */
export const SOCIAL_NETWORKS = [
  { key: 'instagram', label: 'Instagram' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'x', label: 'X' },
  { key: 'youtube', label: 'YouTube' },
] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['key'];


/**
 * What the storefront shows of the shop's settings (docs/decisions/0018): who sells, how to reach
 * them, the grievance officer, the social links and the usual delivery time. Nothing about GST or
 * payment rules, which pages read where they need them.
 */
export type ShopDetails = Pick<ShopSettings, 'legalName' | 'address' | 'supportEmail' | 'supportPhone' | 'whatsappNumber' | 'grievanceOfficer' | 'socialLinks' | 'defaultDeliveryDays'>;

export function shopDetails(settings: ShopSettings): ShopDetails {
  const { legalName, address, supportEmail, supportPhone, whatsappNumber, grievanceOfficer, socialLinks, defaultDeliveryDays } = settings;
  return { legalName, address, supportEmail, supportPhone, whatsappNumber, grievanceOfficer, socialLinks, defaultDeliveryDays };
}

/** '5 working days', '1 business day': the shop's delivery time in the words a page uses. */
export function deliveryDays(days: number, word: 'working' | 'business'): string {
  return `${days} ${word} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * The order confirmation's promise (docs/storefront-texts.md#screens, /orderSuccess: 'Estimated delivery in 3-5 business
 * days'), the page's and the e-mail's alike, with the shop's own number of days.
 */
export function estimatedDelivery(days: number): string {
  return `Estimated delivery in ${deliveryDays(days, 'business')}`;
}

/** The shop's address on one line: 'street, city, state PIN', leaving out what is empty. */
export function addressLine(address: ShopSettings['address']): string {
  const place = [address.state, address.zipCode].filter(Boolean).join(' ');
  return [address.street, address.city, place].filter(Boolean).join(', ');
}

/** A saved 10-digit Indian number as people read it: '+91 98765 43210'. */
export function displayPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

/** The tel: link of a saved 10-digit number, with India's country code. */
export function telLink(phone: string): string {
  return `tel:+91${phone}`;
}

/** WhatsApp's click-to-chat link (country code and number, no '+'): https://wa.me/919876543210. */
export function whatsappLink(phone: string): string {
  return `https://wa.me/91${phone}`;
}
