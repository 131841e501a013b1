import { useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { paymentLinkAnswerSchema } from '../../../common/orders';
import { api, isApiError } from '../../lib/api';
import { CHECKOUT_OOPS, GENERIC_ERROR, PLEASE_WAIT, WAIT_FOR_PAYMENT_SETUP } from '../../lib/messages';
import { useGoToPayment } from '../../lib/use-go-to-payment';
import { Button } from '../form/Button';

/**
 * 'Try again' after a failed payment, 'Pay again' while one is still open (docs/decisions/0045):
 * POST /api/payments/retry/{reference}, then the new attempt's link.
 */
export function RetryPayment({ reference, label = 'Try again', variant = 'primary' }: { reference: string; label?: string; variant?: 'primary' | 'secondary' }) {
  const goToPayment = useGoToPayment();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);

  async function retry() {
    if (busy.current) {
      toast(WAIT_FOR_PAYMENT_SETUP);
      return;
    }
    busy.current = true;
    setPending(true);
    const id = toast.loading(PLEASE_WAIT);
    try {
      const answer = await api.post(paymentLinkAnswerSchema, `/api/payments/retry/${encodeURIComponent(reference)}`);
      // Unchecked in a production build (app/lib/api.ts): without a link the customer is told, as before.
      if (goToPayment(answer?.paymentLink, { beforeLeaving: () => toast.dismiss(id) })) return;
      toast.error(CHECKOUT_OOPS, { id });
    } catch (error) {
      // A conflict (already paid, sold out since) or a gateway outage says why: better than a generic line.
      toast.error(isApiError(error, 409) || isApiError(error, 502) ? error.message : GENERIC_ERROR, { id });
    }
    busy.current = false;
    setPending(false);
  }

  // Never disabled while pending: a second click says 'please wait' instead of nothing.
  return (
    <Button variant={variant} onClick={() => void retry()} aria-busy={pending || undefined}>
      {pending && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
      {label}
    </Button>
  );
}
