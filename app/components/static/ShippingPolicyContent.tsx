import { Link } from 'react-router';
import { DEFAULT_DELIVERY_DAYS } from '../../../common/shop-details';
import { deliveryDays, type ShopDetails } from '../../../common/shop-details';
import { REFUND_ARRIVES, REPLACEMENT_WINDOW_DAYS } from '../../../common/shop-promises';
import { StaticPage, WriteTo } from './StaticPage';

interface ShippingPolicyContentProps {
  shopName: string;
  /** The shop's details from its settings: the delivery time and the support e-mail. */
  shop: ShopDetails | null;
}

/**
 * The return and refund periods here are fixed by the storefront contract (docs/storefront-texts.md#constants), the
 * refund and replacement ones written once in common/shop-promises.ts for the e-mails too; the delivery time is the shop's
 * setting (docs/decisions/0018), the same number the order confirmation and its e-mail give.
 */
export function ShippingPolicyContent({ shopName, shop }: ShippingPolicyContentProps) {
  const days = shop?.defaultDeliveryDays ?? DEFAULT_DELIVERY_DAYS;
  return (
    <StaticPage title="Shipping Policy" intro={`How ${shopName} delivers your order, and what happens if you send it back.`}>
      <h2>Delivery</h2>
      <p>
        We deliver across India. Your order is delivered within {deliveryDays(days, 'working')} after it is confirmed.
        Delivery to remote areas can take a little longer. Once your order ships, its delivery
        partner and tracking ID appear under <Link to="/orders">Your Orders</Link>.
      </p>

      <h2>Delivery charges</h2>
      <p>Any delivery charge is shown before you pay, in the order summary, and is added to the total.</p>

      <h2>Delays</h2>
      <p>
        If your order is delayed, contact us within 1-2 working days at <WriteTo email={shop?.supportEmail ?? ''} /> with your order ID, and
        we will find out where it is.
      </p>

      <h2>Returns</h2>
      <ul>
        <li>Returns are accepted within 2 days of delivery.</li>
        <li>Once we receive the item, the return is processed within 2 days.</li>
        <li>Items must be unused, with their original tags and packaging.</li>
      </ul>

      <h2>Replacements</h2>
      <p>
        If an item arrives damaged, defective or different from what you ordered, tell us within {REPLACEMENT_WINDOW_DAYS} days
        of delivery and we will replace it.
      </p>

      <h2>Refunds</h2>
      <p>
        After a return is processed, the refund {REFUND_ARRIVES}.
      </p>

      <h2>Cancellations</h2>
      <p>Orders cannot be cancelled once they are placed.</p>
    </StaticPage>
  );
}
