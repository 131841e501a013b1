import { Link } from 'react-router';
import { PLACEHOLDER_SUPPORT_EMAIL, StaticPage } from './StaticPage';

interface ContactContentProps {
  shopName: string;
  /** The shop's support address; a placeholder until the owner sets one. */
  supportEmail?: string;
}

export function ContactContent({ shopName, supportEmail = PLACEHOLDER_SUPPORT_EMAIL }: ContactContentProps) {
  return (
    <StaticPage title="Contact Us" intro={`We are happy to help with anything about your ${shopName} order.`}>
      <h2>Email</h2>
      <p>
        Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. We reply within one to two
        working days.
      </p>

      <h2>Before you write</h2>
      <ul>
        <li>
          Include your order ID (it looks like ORD-XXXXXXXXX). You can find it under{' '}
          <Link to="/orders">Your Orders</Link>.
        </li>
        <li>For a damaged or wrong item, attach a photo of the product and its packaging.</li>
        <li>For a payment question, include the payment reference shown after paying.</li>
      </ul>

      <h2>Working hours</h2>
      <p>Monday to Saturday, except public holidays. Messages sent on Sundays are answered on Monday.</p>

      <h2>Policies</h2>
      <p>
        Many questions are answered in our <Link to="/shipping-policy">Shipping Policy</Link>,{' '}
        <Link to="/t&c">Terms and Conditions</Link> and <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </StaticPage>
  );
}
