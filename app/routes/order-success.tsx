import type { Route } from './+types/order-success';
import { OrderConfirmed } from '../components/checkout/OrderConfirmed';
import { OrderPlacedSummary } from '../components/checkout/OrderPlacedSummary';
import { formatRupees } from '../../common/money';
import { privatePageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Order Confirmed', description: 'Your order has been placed.', shopName: matches[0].loaderData?.shopName });

/**
 * The order to show: only the signed-in customer's own order. Anyone can type
 * `?orderId=ANYTHING`; the page must not confirm an order that is not theirs (or does not exist).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('orderId')?.trim().toUpperCase() ?? '';
  const user = asked === '' ? null : await context.auth.customer(request);
  return { order: user === null ? null : await context.services.orders.ownOrder(user._id, asked) };
}

/** /orderSuccess?orderId=…: the order id is optional (docs/storefront-texts.md#screens), and shown only to its customer. */
export default function OrderSuccess({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <OrderConfirmed orderId={order?.orderId ?? null}>
      {/* Cash on delivery: the amount the courier will ask for, as the server totalled the order. */}
      {order?.paymentMethod === 'cod' && <p className="text-lg font-semibold text-zinc-900">Please keep {formatRupees(order.totalPrice)} ready to pay in cash on delivery.</p>}
      {/* What was ordered and where it goes, so a wrong size or address is caught now, not at the door. */}
      {order && <OrderPlacedSummary lines={order.lines} deliveryAddress={order.deliveryAddress} figures={{ ...order.figures, totalPrice: order.totalPrice }} />}
    </OrderConfirmed>
  );
}
