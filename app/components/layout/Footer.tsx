import { Link } from 'react-router';

const quickLinks = [
  { to: '/products', label: 'All Products' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/shipping-policy', label: 'Shipping Policy' },
  { to: '/t&c', label: 'Terms & Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

const socialLinks = [
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://x.com/', label: 'X' },
];

export function Footer({ shopName }: { shopName: string }) {
  return (
    <footer className="mt-16 bg-zinc-900 text-zinc-300 [&_:focus-visible]:outline-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-xl font-bold text-white">{shopName}</p>
          <p className="mt-2 text-sm">Quality products from Indian sellers, delivered to your door.</p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="font-semibold text-white">Quick Links</h2>
          <ul className="mt-2 space-y-1">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-block py-1 hover:text-white hover:underline">
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
          <ul className="mt-3 flex gap-4 text-sm">
            {socialLinks.map((link) => (
              <li key={link.label}>
                <a href={link.href} rel="noopener noreferrer" target="_blank" className="inline-block py-1 hover:text-white hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-zinc-800 py-4 text-center text-sm">
        © {new Date().getFullYear()} {shopName}. All rights reserved.
      </p>
    </footer>
  );
}
