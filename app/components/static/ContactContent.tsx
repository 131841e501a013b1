import { Link } from 'react-router';
import { addressLine, displayPhone, telLink, whatsappLink, type ShopDetails } from '../../../common/shop-details';
import { StaticPage } from './StaticPage';

interface ContactContentProps {
  shopName: string;
  /** The shop's details from its settings; a line whose value is not set is left out. */
  shop: ShopDetails | null;
}

/** /contact (docs/decisions/0018): who sells, how to reach them, and the grievance officer. */
export function ContactContent({ shopName, shop }: ContactContentProps) {
  const address = shop ? addressLine(shop.address) : '';
  const officer = shop?.grievanceOfficer;
  const hasContact = Boolean(shop && (shop.supportEmail || shop.supportPhone || shop.whatsappNumber));
  return (
    <StaticPage title="Contact Us" intro={`We are happy to help with anything about your ${shopName} order.`}>
      {shop && (
        <>
          <h2>Who we are</h2>
          <address className="not-italic">
            <p>
              <strong>{shop.legalName}</strong>
              {address && (
                <>
                  <br />
                  {address}
                </>
              )}
            </p>
          </address>
        </>
      )}

      {hasContact && shop && (
        <>
          <h2>Write or call</h2>
          <ul>
            {shop.supportEmail && (
              <li>
                E-mail: <a href={`mailto:${shop.supportEmail}`}>{shop.supportEmail}</a> (we reply within one to two working days)
              </li>
            )}
            {shop.supportPhone && (
              <li>
                Phone: <a href={telLink(shop.supportPhone)}>{displayPhone(shop.supportPhone)}</a>
              </li>
            )}
            {shop.whatsappNumber && (
              <li>
                WhatsApp:{' '}
                <a href={whatsappLink(shop.whatsappNumber)} target="_blank" rel="noopener noreferrer">
                  {displayPhone(shop.whatsappNumber)}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            )}
          </ul>
        </>
      )}

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

      <h2 id="grievance" className="scroll-mt-32">
        Grievance Officer
      </h2>
      <p>
        As the Consumer Protection (E-Commerce) Rules, 2020 require, our grievance officer handles complaints about {shopName}. Complaints are
        acknowledged within 48 hours and resolved within one month.
      </p>
      {officer && (officer.name || officer.email || officer.phone) ? (
        <ul>
          {officer.name && <li>Name: {officer.name}</li>}
          {officer.email && (
            <li>
              E-mail: <a href={`mailto:${officer.email}`}>{officer.email}</a>
            </li>
          )}
          {officer.phone && (
            <li>
              Phone: <a href={telLink(officer.phone)}>{displayPhone(officer.phone)}</a>
            </li>
          )}
        </ul>
      ) : (
        shop?.supportEmail && (
          <p>
            Write to <a href={`mailto:${shop.supportEmail}`}>{shop.supportEmail}</a> with the subject ‘Grievance’.
          </p>
        )
      )}

      <h2>Policies</h2>
      <p>
        Many questions are answered in our <Link to="/shipping-policy">Shipping Policy</Link>,{' '}
        <Link to="/t&c">Terms and Conditions</Link> and <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </StaticPage>
  );
}
