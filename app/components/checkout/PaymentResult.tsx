import { Link, useNavigate } from 'react-router';
import { formatRupees } from '../../../common/money';
import { GENERIC_ERROR } from '../../lib/messages';
import { discountRow } from '../../lib/order-display';
import { cancelledOrderPayment } from '../../lib/payment-result';
import { usePaymentStatus, type PaymentCheck } from '../../lib/use-payment-status';
import { LoginRequired } from '../auth/Protected';
import { Button, buttonClass } from '../form/Button';
import { Spinner } from '../Spinner';
import { OrderConfirmed } from './OrderConfirmed';
import { UnpaidOrderActions } from './UnpaidOrderActions';

/** Paid, still pending, failed, or not found: what the gateway's return page shows. */
export function PaymentResult({ reference }: { reference: string }) {
  const { check, refresh } = usePaymentStatus(reference);
  if (check.kind === 'answer' && check.answer.paymentStatus === 'Completed' && check.answer.status !== 'Canceled') {
    return (
      <OrderConfirmed orderId={check.answer.orderId}>
        <p className="font-semibold text-success-700">Payment of {formatRupees(check.answer.totalPrice)} received.</p>
        <PaidDiscount discount={discountRow(check.answer)} />
      </OrderConfirmed>
    );
  }
  if (check.kind === 'error' && check.status === 401) return <LoginRequired />;
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center" aria-live="polite">
      <Body check={check} reference={reference} refresh={refresh} />
      <p className="text-sm text-zinc-600">
        Reference: <span className="font-mono">{reference}</span>
      </p>
    </section>
  );
}

function Body({ check, reference, refresh }: { check: PaymentCheck; reference: string; refresh: () => void }) {
  const navigate = useNavigate();
  // Cash on delivery or cancelled: the order's new state is on 'Your Orders'.
  const toOrders = () => void navigate('/orders');
  if (check.kind === 'checking') return <Spinner label="Checking your payment…" />;
  if (check.kind === 'error') {
    return (
      <>
        <h1 className="text-2xl font-bold text-zinc-900">{check.status === 404 ? 'We could not find this payment.' : GENERIC_ERROR}</h1>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {check.status !== 404 && <Button onClick={refresh}>Refresh</Button>}
          <Link to="/orders" className={buttonClass('secondary')}>
            Your Orders
          </Link>
        </div>
      </>
    );
  }
  const { answer, polling } = check;
  const cancelled = cancelledOrderPayment(answer);
  if (cancelled !== null) {
    return (
      <>
        <h1 className="text-2xl font-bold text-zinc-900">This order was cancelled</h1>
        <p className="text-zinc-700">{cancelled}</p>
        <Link to="/orders" className={buttonClass('secondary')}>
          Your Orders
        </Link>
      </>
    );
  }
  if (answer.paymentStatus === 'Failed') {
    return (
      <>
        <h1 className="text-2xl font-bold text-danger-700">Payment Failed</h1>
        <p className="text-zinc-700">Your payment of {formatRupees(answer.totalPrice)} did not go through. Your order is saved: you can pay for it again.</p>
        <UnpaidOrderActions reference={reference} payLabel="Try again" centered onChanged={toOrders} />
        <Link to="/orders" className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:text-brand-900 hover:underline">
          Your Orders
        </Link>
      </>
    );
  }
  // Still open at the gateway: the shopper may have closed the UPI app half-way, so the ways on
  // are offered at once, not after the attempt's 20 minutes (docs/decisions/0045).
  return (
    <>
      <h1 className="text-2xl font-bold text-zinc-900">We are confirming your payment…</h1>
      {polling ? <Spinner label="Checking again shortly" className="p-2" /> : <p className="text-zinc-700">This can take a few minutes. Your order is saved and is updated as soon as the payment is confirmed.</p>}
      <Button variant="secondary" onClick={refresh} disabled={polling}>
        Refresh
      </Button>
      <p className="text-zinc-700">Closed the payment app before paying? Pay again, or choose another way.</p>
      <UnpaidOrderActions reference={reference} centered onChanged={toOrders} />
    </>
  );
}

/** A coupon's discount in the total paid (docs/decisions/0060), as 'Your Orders' shows it. */
function PaidDiscount({ discount }: { discount: ReturnType<typeof discountRow> }) {
  if (discount === null) return null;
  return (
    <dl className="flex flex-wrap justify-center gap-x-2 text-zinc-700">
      <dt className="wrap-anywhere">{discount.label}</dt>
      <dd className="font-semibold whitespace-nowrap text-green-700">{discount.amount}</dd>
    </dl>
  );
}
