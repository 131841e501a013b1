import { QRCodeSVG } from 'qrcode.react';
import { data, Link, useLocation } from 'react-router';
import type { Route } from './+types/payment';
import { formatRupees, fromPaise } from '../../common/money';
import { parseUpiLink } from '../../common/upi-link';
import { Protected } from '../components/auth/Protected';
import { buttonClass } from '../components/form/Button';
import { NotFound } from '../components/layout/NotFound';
import { privatePageMeta } from '../lib/seo';
import type { PaymentScreenState } from '../lib/use-go-to-payment';
import { useHydrated } from '../lib/use-hydrated';

const MOBILE = /Android|iPhone|iPad|iPod/i;

/**
 * /payment/{encoded upi:// link}: the UPI QR screen. React Router has already decoded the link.
 * Only the checkout may send a shopper here (navigation state, docs/storefront-texts.md#screens), which a server cannot
 * see: so the page answers 404, and the browser shows the QR code when the state is there.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const upi = parseUpiLink(params.paymentLink);
  if (upi === null) throw data('Page not found.', { status: 404 });
  return data(
    {
      link: params.paymentLink,
      amount: upi.amountPaise === undefined ? null : fromPaise(upi.amountPaise),
      note: upi.tn ?? null,
      mobile: MOBILE.test(request.headers.get('User-Agent') ?? ''),
    },
    { status: 404 },
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Scan and Pay', description: 'Pay for your order with any UPI app.', shopName: matches[0].loaderData?.shopName });

function isFromCheckout(state: unknown): state is PaymentScreenState {
  return typeof state === 'object' && state !== null && (state as Partial<PaymentScreenState>).fromCheckout === true;
}

export default function Payment({ loaderData }: Route.ComponentProps) {
  const { state } = useLocation();
  // The server render never has the state: the first browser render must match it (404).
  const hydrated = useHydrated();
  return <Protected>{() => (hydrated && isFromCheckout(state) ? <ScanAndPay {...loaderData} /> : <NotFound />)}</Protected>;
}

function ScanAndPay({ link, amount, note, mobile }: { link: string; amount: number | null; note: string | null; mobile: boolean }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-10 text-center">
      <h1 className="text-2xl font-bold text-zinc-900 sm:text-3xl">Scan and Pay to Complete Your Order</h1>
      <p className="text-zinc-700">Please use your UPI app to scan the QR code and make the payment.</p>
      <div className="mt-2 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm">
        <QRCodeSVG
          value={link}
          size={250}
          level="Q"
          role="img"
          aria-label="UPI payment QR code"
          imageSettings={{ src: '/upi-logo.svg', width: 80, height: 32, excavate: true, opacity: 0.7 }}
        />
      </div>
      {amount !== null && (
        <p className="text-lg text-zinc-800">
          Amount: <span className="text-2xl font-bold text-zinc-900">{formatRupees(amount)}</span>
        </p>
      )}
      {note && <p className="break-words text-zinc-700">Note: {note}</p>}
      {mobile && (
        <a href={link} className={buttonClass('primary')}>
          Or click here to pay through APP
        </a>
      )}
      <p className="mt-2 text-zinc-700">Once you've made the payment, your order will be processed.</p>
      <Link to="/orders" className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:text-brand-900 hover:underline">
        Go to Your Orders
      </Link>
    </section>
  );
}
