import { Link } from 'react-router';
import { DEFAULT_DELIVERY_DAYS } from '../../../common/shop-details';
import { estimatedDelivery } from '../../../common/shop-details';
import { useRootData } from '../../lib/root-data';
import { buttonClass } from '../form/Button';

/** The order confirmation (docs/storefront-texts.md#screens), also shown once an online payment is confirmed. */
export function OrderConfirmed({ orderId, children }: { orderId: string | null; children?: React.ReactNode }) {
  // The shop's delivery time (its settings), the same the shipping policy and the e-mail give.
  const days = useRootData()?.shop?.defaultDeliveryDays ?? DEFAULT_DELIVERY_DAYS;
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-12 text-center sm:py-16">
      <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-success-100 text-success-700">
        <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h1 className="text-3xl font-bold text-zinc-900">Order Confirmed!</h1>
      <p className="text-lg text-zinc-700">Thank you for shopping with us. Your order has been successfully placed.</p>
      {orderId && (
        <p className="rounded-lg bg-zinc-100 px-4 py-2 text-zinc-800">
          Order ID: <span className="font-mono font-semibold text-zinc-900">{orderId}</span>
        </p>
      )}
      {children}
      <p className="text-zinc-700">{estimatedDelivery(days)}</p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to="/orders" className={buttonClass('primary')}>
          Track Order
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}
