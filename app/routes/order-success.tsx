import { useSearchParams } from 'react-router';
import type { Route } from './+types/order-success';
import { OrderConfirmed } from '../components/checkout/OrderConfirmed';
import { privatePageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Order Confirmed', description: 'Your order has been placed.', shopName: matches[0].loaderData?.shopName });

/** /orderSuccess?orderId=…: the order id is optional (spec §2). */
export default function OrderSuccess() {
  const [params] = useSearchParams();
  return <OrderConfirmed orderId={params.get('orderId')?.trim() || null} />;
}
