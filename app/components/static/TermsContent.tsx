import { Link } from 'react-router';
import { StaticPage, WriteTo } from './StaticPage';

interface TermsContentProps {
  shopName: string;
  /** The shop's support e-mail ('' = not set: the page points to /contact). */
  supportEmail: string;
  /** The grievance officer's e-mail, when set (else the support e-mail). */
  grievanceEmail: string;
}

export function TermsContent({ shopName, supportEmail, grievanceEmail }: TermsContentProps) {
  return (
    <StaticPage title="Terms and Conditions" intro={`These terms apply when you browse or buy from ${shopName}.`}>
      <h2>Using this website</h2>
      <p>
        By using this website you agree to these terms. You must be at least 18 years old, or use
        the website with the involvement of a parent or guardian, to place an order.
      </p>

      <h2>Your account</h2>
      <p>
        You are responsible for keeping your password safe and for the details you give us, such as
        your phone number and delivery address. Tell us at once if you think someone else has used
        your account.
      </p>

      <h2>Products and prices</h2>
      <ul>
        <li>All prices are in Indian rupees (₹) and include all applicable taxes.</li>
        <li>Delivery charges, if any, are shown before you pay.</li>
        <li>
          We try to show every product and colour accurately, but screens differ and small variations
          in shade are possible.
        </li>
        <li>
          If a product was listed at a clearly wrong price, or becomes unavailable, we may cancel the
          order and refund you in full.
        </li>
      </ul>

      <h2>Orders and payment</h2>
      <p>
        An order is confirmed once payment succeeds. Payments are handled by our payment partner;
        we never see or store your card or UPI PIN. Orders cannot be cancelled once they are placed.
      </p>

      <h2>Delivery, returns and refunds</h2>
      <p>
        Delivery times, returns, replacements and refunds are described in our{' '}
        <Link to="/shipping-policy">Shipping Policy</Link>, which forms part of these terms.
      </p>

      <h2>Content</h2>
      <p>
        The text, photos and design of this website belong to {shopName} or its suppliers and may
        not be copied for commercial use without permission.
      </p>

      <h2>Liability</h2>
      <p>
        Nothing in these terms limits your rights as a consumer under the Consumer Protection Act,
        2019. Otherwise, our liability for any order is limited to the amount you paid for it.
      </p>

      <h2>Grievances</h2>
      <p>
        For any complaint, write to our grievance officer
        {grievanceEmail || supportEmail ? (
          <>
            {' '}at <WriteTo email={grievanceEmail || supportEmail} />
          </>
        ) : (
          <>
            {' '}(see <Link to="/contact#grievance">Contact Us</Link>)
          </>
        )}
        . We acknowledge complaints within 48
        hours and aim to resolve them within one month.
      </p>

      <h2>Governing law</h2>
      <p>These terms are governed by the laws of India. Disputes are subject to the courts of India.</p>
    </StaticPage>
  );
}
