import type { Product } from '../../../common/catalog';
import { deliveryLine, freeDeliveryOffer } from '../../../common/checkout-messages';
import { productDelivery } from '../../lib/checkout';
import { useRootData } from '../../lib/root-data';

/**
 * What delivery will cost, under the price: by Buy Now and, when it differs, from the cart, with
 * the shop's free-delivery offer while delivery is charged (it was a surprise at checkout: docs/decisions/0024).
 */
export function DeliveryNote({ product, quantity }: { product: Product; quantity: number }) {
  const rules = useRootData()?.checkout;
  if (!rules) return null;
  const { buyNow, cart } = productDelivery(product, quantity, rules);
  return (
    <p className="mt-2 text-sm font-medium text-zinc-800">
      {deliveryLine(buyNow, cart)}
      {rules.freeDeliveryAbove !== null && (buyNow > 0 || cart > 0) && <span className="block font-normal text-zinc-600">{freeDeliveryOffer(rules.freeDeliveryAbove)}</span>}
    </p>
  );
}
