import type { ReactNode } from 'react';
import { phoneLinks } from '../../../common/india-formats';

/** One term of an admin page's description list (an order's customer, a customer's figures): the label, then what it says. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-zinc-600">{label}</dt>
      <dd className="mt-0.5 text-zinc-900">{children}</dd>
    </div>
  );
}

const phoneLinkClass = 'inline-flex min-h-11 items-center text-brand-700 underline';

/**
 * A customer's phone: tap to call, and WhatsApp for an Indian mobile number (phoneLinks in
 * common/india-formats.ts, docs/decisions/0063); each a thumb-sized target of its own.
 */
export function PhoneLinks({ number }: { number: string }) {
  const links = phoneLinks(number);
  return (
    <span className="flex flex-wrap items-center gap-x-4">
      <a className={phoneLinkClass} href={links.tel}>
        {number}
      </a>
      {links.whatsApp && (
        <a className={phoneLinkClass} href={links.whatsApp} target="_blank" rel="noopener noreferrer">
          WhatsApp<span className="sr-only"> {number} (opens in a new tab)</span>
        </a>
      )}
    </span>
  );
}
