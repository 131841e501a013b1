import { useState } from 'react';
import { toast } from '../../lib/toast';
import type { User } from '../../../common/accounts';
import { resolveGstState } from '../../../common/gst/states';
import { formatRupees } from '../../../common/money';
import type { PaymentMethod } from '../../../common/orders';
import { TEST_MODE_NOTICE, codLimitMessage, freeDeliveryNudge } from '../../../common/checkout-messages';
import { otherStateProblem, type CheckoutFigures, type CheckoutOrder } from '../../lib/checkout';
import { imageAt } from '../../lib/images';
import { discountRow, orderLineLabel } from '../../lib/order-display';
import { PLEASE_WAIT, WAIT_FOR_ORDER, WAIT_FOR_PAYMENT_SETUP } from '../../lib/messages';
import { useRootData } from '../../lib/root-data';
import { useCheckoutQuote } from '../../lib/use-checkout-quote';
import { usePlaceOrder } from '../../lib/use-place-order';
import { AddressForm, editable } from '../account/AddressEditor';
import { Button } from '../form/Button';
import { Modal, ModalActions } from '../Modal';
import { CouponField } from './CouponField';
import { PaymentMethodChoice } from './PaymentMethodChoice';

/** 'Pay' while the address form is open: the order would go to the address as saved. */
export const FINISH_ADDRESS = 'Save or cancel the delivery address first';

interface CheckoutModalProps {
  order: CheckoutOrder;
  onClose: () => void;
}

/** 'Complete Order' (docs/storefront-texts.md#screens): what is bought, where it goes, how it is paid, and the amounts. */
export function CheckoutModal({ order, onClose }: CheckoutModalProps) {
  const root = useRootData();
  const user = root?.user ?? null;
  const testMode = root?.checkout.paymentsSimulated === true;
  const codOffered = order.codOffered;
  const [method, setMethod] = useState<PaymentMethod>('online');
  // Every figure shown and paid is the quote's (docs/decisions/0060); the coupon is applied through it.
  const quote = useCheckoutQuote(order, method);
  // Above the shop's limit, COD is shown but cannot be chosen, with the reason (the server would
  // refuse it); the quote says so, on the total after the coupon's discount.
  const codUnavailable = codOffered && order.codMaxOrderValue !== null && quote.shown !== null && !quote.shown.codAllowed ? codLimitMessage(order.codMaxOrderValue) : null;
  // Removing a coupon can lift a COD total back above the limit: the order goes online again.
  // (Set while rendering, React's pattern for state that follows other state: no effect, no extra paint.)
  if (method === 'cod' && quote.current !== null && !quote.current.codAllowed) setMethod('online');
  const { placeOrder, pending } = usePlaceOrder(order, onClose, (message) => quote.remove(message));
  const [editingAddress, setEditingAddress] = useState(() => user !== null && resolveGstState(user.address.state) === null);
  // Closing while the order is being created would hide a redirect that is about to happen.
  const close = () => (pending ? toast(pending === 'cod' ? WAIT_FOR_ORDER : WAIT_FOR_PAYMENT_SETUP) : onClose());
  if (user === null) return null;
  // A composition shop cannot deliver to another state (docs/decisions/0035): said under the
  // address before Pay, and Pay repeats it instead of asking the server, which would refuse.
  const otherState = otherStateProblem(user.address, root?.checkout.onlyWithinState ?? null);
  const pay = () => {
    if (editingAddress) return toast(FINISH_ADDRESS);
    if (otherState) return toast.error(otherState);
    // A coupon's total for this method is still being asked: Pay commits to the total shown, so it waits.
    // No quote yet (or it failed: say why again): nothing to commit to.
    if (quote.current === null) return quote.failed === null ? toast(PLEASE_WAIT) : toast.error(quote.failed);
    void placeOrder(method, user, quote.current);
  };

  return (
    <Modal
      title="Complete Order"
      onClose={close}
      footer={
        <>
          {/* Every amount stays in view beside 'Pay', however long the order or small the phone: the total never changes for a reason out of sight. */}
          {quote.shown === null ? <AmountsPending failed={quote.failed} onRetry={quote.retry} /> : <Amounts order={order} method={method} figures={quote.shown} updating={quote.updating} />}
          <ModalActions>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            {/* Never disabled while pending: a second click must be able to say 'please wait'. Before the
                first quote it is aria-disabled (no total yet to commit to) yet keeps the focus the modal gives it. */}
            <Button type="button" data-autofocus className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60" onClick={pay} aria-disabled={quote.shown === null || undefined} aria-busy={pending !== null || undefined}>
              {pending !== null && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
              {/* The spec's 'Pay' with the amount it pays: the total is what the tap commits to. */}
              {method === 'cod' ? 'Place Order' : quote.shown === null ? 'Pay' : `Pay ${formatRupees(quote.shown.total)}`}
            </Button>
          </ModalActions>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <OrderLines order={order} />
        <DeliverTo user={user} problem={otherState} editing={editingAddress} onEditing={setEditingAddress} />
        {codOffered ? (
          <PaymentMethodChoice value={method} onChange={setMethod} codUnavailable={codUnavailable} />
        ) : (
          <p className="text-sm text-zinc-700">
            <span className="font-semibold text-zinc-900">Payment method:</span> Online payment (UPI, cards, net banking)
          </p>
        )}
        <CouponField applied={quote.coupon} error={quote.couponError} applying={quote.applying} onApply={(code) => void quote.apply(code)} onRemove={() => quote.remove()} onEdit={quote.clearError} />
        {testMode && (
          <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            {TEST_MODE_NOTICE}
          </p>
        )}
      </div>
    </Modal>
  );
}

function OrderLines({ order }: { order: CheckoutOrder }) {
  return (
    <ul aria-label="Items" className="flex flex-col gap-3">
      {order.lines.map((line) => (
        <li key={`${line.productId}-${line.color}`} className="flex items-center gap-3">
          {line.primaryImage !== '' && <img src={imageAt(line.primaryImage, 160)} width={48} height={48} alt="" className="size-12 shrink-0 rounded-md bg-photo object-contain" />}
          <div className="min-w-0 flex-1 text-sm">
            <p className="line-clamp-2 font-medium wrap-anywhere text-zinc-900">{line.name}</p>
            <p className="text-zinc-600">{orderLineLabel(line)}</p>
          </div>
          <p className="shrink-0 text-sm font-semibold text-zinc-900">{formatRupees(line.price * line.quantity)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Where the order goes: the account's address, changed here in place (saved to the account, as on
 * /account). An address whose state names no GST state opens as the form: the order would be refused.
 */
function DeliverTo({ user, problem, editing, onEditing }: { user: User; problem: string | null; editing: boolean; onEditing: (editing: boolean) => void }) {
  const { street, city, state, zipCode, country } = user.address;
  if (editing) {
    return (
      <section aria-labelledby="deliver-to-heading" className="rounded-lg border border-zinc-200 p-3">
        <h3 id="deliver-to-heading" className="font-semibold text-zinc-900">
          Delivery address
        </h3>
        <AddressForm saved={editable(user.address)} onDone={() => onEditing(false)} />
      </section>
    );
  }
  return (
    <section aria-label="Delivery address" className="flex flex-col gap-2 rounded-lg bg-zinc-50 p-3 text-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold wrap-anywhere text-zinc-900">Deliver to {user.name}</p>
          <p className="wrap-anywhere text-zinc-700">
            {street}, {city}, {state} {zipCode}, {country}
          </p>
          <p className="text-zinc-700">+91 {user.phoneNumber}</p>
        </div>
        <button type="button" onClick={() => onEditing(true)} className="-my-2 inline-flex min-h-11 shrink-0 items-center font-medium text-brand-700 hover:text-brand-900 hover:underline">
          Change<span className="sr-only"> delivery address</span>
        </button>
      </div>
      {problem !== null && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-800">
          {problem}
        </p>
      )}
    </section>
  );
}

/** Before the first quote: room for the figures (nothing jumps when they come), or why they did not come, with a way to ask again. */
function AmountsPending({ failed, onRetry }: { failed: string | null; onRetry: () => void }) {
  if (failed !== null) {
    return (
      <div role="alert" className="mb-4 flex items-center justify-between gap-3 border-t border-zinc-200 pt-3 text-sm text-danger-700">
        <p>{failed}</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div aria-busy="true" className="mb-4 flex min-h-20 flex-col justify-center gap-1 border-t border-zinc-200 pt-3">
      <p className="text-sm text-zinc-600">Working out your total…</p>
    </div>
  );
}

/** The figures beside 'Pay': the quote's (dimmed while a newer one is asked). */
function Amounts({ order, method, figures, updating }: { order: CheckoutOrder; method: PaymentMethod; figures: CheckoutFigures; updating: boolean }) {
  const discount = discountRow(figures);
  const rows: [string, string][] = [
    ['Subtotal', formatRupees(figures.subtotal)],
    ...(discount === null ? [] : [[discount.label, discount.amount] as [string, string]]),
    // No delivery charge reads 'Free': the shop's threshold reached, or a product that ships free.
    ['Delivery charge', figures.deliveryCharge === 0 ? 'Free' : formatRupees(figures.deliveryCharge)],
    ...(method === 'cod' && order.codOffered ? [['COD charge', formatRupees(figures.codCharge)] as [string, string]] : []),
  ];
  const missing = figures.freeDeliveryShortfall;
  return (
    <div className="mb-4 flex flex-col gap-1 border-t border-zinc-200 pt-3">
      {/* While a coupon's figures for another method are asked, the old ones are dimmed and Pay waits. */}
      <dl aria-busy={updating || undefined} className={`flex flex-col gap-1 transition-opacity ${updating ? 'opacity-60' : ''}`}>
        {rows.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4 text-sm text-zinc-700">
            <dt>{label}</dt>
            <dd className={amount === 'Free' || label === discount?.label ? 'font-semibold text-green-700' : undefined}>{amount}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 text-lg font-bold text-zinc-900">
          <dt>Total</dt>
          <dd>{formatRupees(figures.total)}</dd>
        </div>
      </dl>
      {missing !== null && <p className="text-sm text-zinc-600">{freeDeliveryNudge(missing)}</p>}
    </div>
  );
}
