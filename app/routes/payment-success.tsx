import { useEffect, useState, type ReactNode } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import type { Route } from './+types/payment-success';
import { Protected } from '../components/auth/Protected';
import { PaymentResult } from '../components/checkout/PaymentResult';
import { NotFound } from '../components/layout/NotFound';
import { Spinner } from '../components/Spinner';
import { privatePageMeta } from '../lib/seo';
import { useRootData } from '../lib/root-data';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Payment Status', description: 'The result of your payment.', shopName: matches[0].loaderData?.shopName });

/** /paymentsuccess?reference={customOrderId}: where the payment gateway sends the shopper back. */
export default function PaymentSuccess() {
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim() ?? '';
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <SessionAfterReturn>{reference === '' ? <NotFound /> : <PaymentResult reference={reference} />}</SessionAfterReturn>
    </div>
  );
}

/**
 * The session cookie is SameSite=Strict, so a browser does not send it with the redirect from the
 * gateway's own site: the server render then sees nobody signed in. The page's own requests do
 * carry it, so once in the browser the loaders run again before the page asks to log in.
 */
function SessionAfterReturn({ children }: { children: ReactNode }) {
  const signedIn = Boolean(useRootData()?.user);
  const revalidator = useRevalidator();
  const [rechecked, setRechecked] = useState(signedIn);
  useEffect(() => {
    if (rechecked) return;
    void revalidator.revalidate().finally(() => setRechecked(true));
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!signedIn && !rechecked) return <Spinner label="Checking your payment…" />;
  return <Protected>{() => children}</Protected>;
}
