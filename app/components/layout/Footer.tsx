import { Link } from 'react-router';
import { SOCIAL_NETWORKS } from '../../../common/shop-details';
import { addressLine, displayPhone, telLink, whatsappLink, type ShopDetails } from '../../../common/shop-details';

const quickLinks = [
  { to: '/products', label: 'All Products' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/shipping-policy', label: 'Shipping Policy' },
  { to: '/t&c', label: 'Terms & Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

const linkClass = 'inline-block py-1 underline-offset-2 hover:text-white hover:underline';
/** A link inside a line of text ('E-mail: …'): underlined, so it reads as one. */
const inlineLinkClass = 'inline-block py-1 underline underline-offset-2 hover:text-white';

interface FooterProps {
  shopName: string;
  /** The shop's details from its settings (docs/decisions/0018); null when they failed to load. */
  shop: ShopDetails | null;
}

/** Who sells (legal name and address), how to reach them, the grievance officer and the shop's social pages, as set in the settings. */
export function Footer({ shopName, shop }: FooterProps) {
  const address = shop ? addressLine(shop.address) : '';
  return (
    <footer className="mt-16 bg-zinc-900 text-zinc-300 [&_:focus-visible]:outline-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-xl font-bold text-white">{shopName}</p>
          <p className="mt-2 text-sm">Quality products from Indian sellers, delivered to your door.</p>
          {shop && (
            <address className="mt-4 text-sm not-italic">
              <span className="block font-medium text-zinc-100">{shop.legalName}</span>
              {address && <span className="block">{address}</span>}
            </address>
          )}
        </div>
        <nav aria-label="Quick links">
          <h2 className="font-semibold text-white">Quick Links</h2>
          <ul className="mt-2 space-y-1">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Get in touch</h2>
          <p className="mt-2 text-sm">
            Questions about an order? <Link to="/contact" className="underline hover:text-white">Contact us</Link>, Monday to Saturday, 10 am to 6 pm IST.
          </p>
          {shop && <ContactLinks shop={shop} />}
          {shop && <SocialLinks links={shop.socialLinks} />}
        </div>
      </div>
      <p className="border-t border-zinc-800 px-4 py-4 text-center text-sm">
        © {new Date().getFullYear()} {shop?.legalName || shopName}. All rights reserved.
      </p>
    </footer>
  );
}

function ContactLinks({ shop }: { shop: ShopDetails }) {
  return (
    <ul className="mt-3 space-y-1 text-sm">
      {shop.supportEmail && (
        <li>
          E-mail:{' '}
          <a href={`mailto:${shop.supportEmail}`} className={`${inlineLinkClass} break-all`}>
            {shop.supportEmail}
          </a>
        </li>
      )}
      {shop.supportPhone && (
        <li>
          Phone:{' '}
          <a href={telLink(shop.supportPhone)} className={inlineLinkClass}>
            {displayPhone(shop.supportPhone)}
          </a>
        </li>
      )}
      {shop.whatsappNumber && (
        <li>
          WhatsApp:{' '}
          <a href={whatsappLink(shop.whatsappNumber)} rel="noopener noreferrer" target="_blank" className={inlineLinkClass}>
            {displayPhone(shop.whatsappNumber)}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      )}
      <li>
        {/* Consumer Protection (E-Commerce) Rules, 2020: the grievance officer's details are one tap away. */}
        <Link to="/contact#grievance" className={linkClass}>
          Grievance Officer
        </Link>
      </li>
    </ul>
  );
}

/** The shop's pages elsewhere, only those it has set. */
function SocialLinks({ links }: { links: ShopDetails['socialLinks'] }) {
  const set = SOCIAL_NETWORKS.filter(({ key }) => links[key] !== '');
  if (set.length === 0) return null;
  return (
    <ul aria-label="Follow us" className="mt-3 flex flex-wrap gap-x-4 text-sm">
      {set.map(({ key, label }) => (
        <li key={key}>
          <a href={links[key]} rel="noopener noreferrer" target="_blank" className={linkClass}>
            {label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
