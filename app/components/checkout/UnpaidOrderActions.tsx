import { useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { cancelUnpaidAnswerSchema, codInsteadAnswerSchema, codInsteadQuoteSchema, NOT_A_GATEWAY_ORDER } from '../../../common/orders';
import { formatRupees } from '../../../common/money';
import { api, isApiError } from '../../lib/api';
import { GENERIC_ERROR, PLEASE_WAIT } from '../../lib/messages';
import { Button } from '../form/Button';
import { RetryPayment } from './RetryPayment';

export const COD_CHOSEN = 'Your order is now cash on delivery.';
export const UNPAID_CANCELLED = 'Your order is cancelled.';

type Confirming = null | 'cod' | 'cancel';

/**
 * What a shopper can do with an online order that is not paid (docs/decisions/0045): pay again
 * (a new payment attempt), pay in cash on delivery instead where the shop allows it for this
 * order (its quote is asked first: COD on, within its limit, with the COD charge shown), or
 * cancel it. The last two ask to confirm, in place. `onChanged` runs after either of them.
 */
export function UnpaidOrderActions({
  reference,
  payLabel = 'Pay again',
  centered = false,
  onChanged,
}: {
  reference: string;
  payLabel?: string;
  /** On a centred page (the return page) the buttons wrap around its middle. */
  centered?: boolean;
  onChanged: (what: 'cod' | 'cancel') => void;
}) {
  const path = encodeURIComponent(reference);
  const [quote, setQuote] = useState<{ totalPrice: number; codCharge: number } | null>(null);
  // A UPI-QR order (no gateway): the shopper may have paid it without the shop knowing yet, so it is not cancelled from here.
  const [gatewayOrder, setGatewayOrder] = useState(true);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  // Offered only where the shop takes COD for this order: a 409 (off, over its limit) hides it.
  useEffect(() => {
    let live = true;
    api.get(codInsteadQuoteSchema, `/api/payments/cod-instead/${path}`).then(
      (answer) => {
        if (!live) return;
        setQuote(answer.available ? answer : null);
        if (!answer.available && answer.reason === NOT_A_GATEWAY_ORDER) setGatewayOrder(false);
      },
      () => live && setQuote(null),
    );
    return () => {
      live = false;
    };
  }, [path]);

  async function act(what: 'cod' | 'cancel') {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    const id = toast.loading(PLEASE_WAIT);
    try {
      if (what === 'cod') await api.post(codInsteadAnswerSchema, `/api/payments/cod-instead/${path}`, { totalPrice: quote?.totalPrice });
      else await api.post(cancelUnpaidAnswerSchema, `/api/orders/${path}/cancel-unpaid`);
      toast.success(what === 'cod' ? COD_CHOSEN : UNPAID_CANCELLED, { id });
      setConfirming(null);
      onChanged(what);
    } catch (error) {
      // A 409 says why (paid meanwhile, COD switched off, a new total): better than a generic line.
      toast.error(isApiError(error, 409) ? error.message : GENERIC_ERROR, { id });
    }
    busy.current = false;
    setPending(false);
  }

  if (confirming !== null) {
    const question =
      confirming === 'cod' && quote
        ? `Pay ${formatRupees(quote.totalPrice)} in cash when the order is delivered${quote.codCharge > 0 ? ` (including the ${formatRupees(quote.codCharge)} COD charge)` : ''}?`
        : 'Cancel this order? Nothing was paid, so nothing is refunded.';
    return (
      <div role="group" aria-label={confirming === 'cod' ? 'Confirm cash on delivery' : 'Confirm cancelling'} className="flex w-full flex-col gap-3">
        <p className="font-medium text-zinc-900">{question}</p>
        <div className={`flex w-full flex-col gap-3 sm:flex-row ${centered ? 'sm:justify-center' : 'sm:w-auto'}`}>
          <Button onClick={() => void act(confirming)} pending={pending}>
            {confirming === 'cod' ? 'Yes, pay on delivery' : 'Yes, cancel order'}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(null)} disabled={pending}>
            {confirming === 'cod' ? 'Keep paying online' : 'Keep order'}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={`flex w-full flex-col gap-3 sm:flex-row sm:flex-wrap ${centered ? 'sm:justify-center' : 'sm:w-auto'}`}>
      <RetryPayment reference={reference} label={payLabel} />
      {quote && (
        <Button variant="secondary" onClick={() => setConfirming('cod')}>
          Pay with cash on delivery instead
        </Button>
      )}
      {gatewayOrder && (
        <Button variant="secondary" onClick={() => setConfirming('cancel')}>
          Cancel order
        </Button>
      )}
    </div>
  );
}
