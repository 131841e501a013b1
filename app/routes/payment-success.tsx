import { useSearchParams } from 'react-router';
import type { Route } from './+types/payment-success';
import { Protected } from '../components/auth/Protected';
import { PaymentResult } from '../components/checkout/PaymentResult';
import { NotFound } from '../components/layout/NotFound';
import { privatePageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Payment Status', description: 'The result of your payment.', shopName: matches[0].loaderData?.shopName });

/**
 * /paymentsuccess?reference={customOrderId}: where the payment gateway sends the shopper back.
 * The gateway's redirect is a top-level GET from its own site, which carries the SameSite=Lax
 * session cookie, so the server's first render already knows the shopper (docs/decisions/0004).
 */
export default function PaymentSuccess() {
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim() ?? '';
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <Protected>{() => (reference === '' ? <NotFound /> : <PaymentResult reference={reference} />)}</Protected>
    </div>
  );
}
