import { useNavigate } from 'react-router';
import { paymentRedirect } from './checkout';

/** The navigation state that lets /payment/{link} show its QR code (docs/storefront-texts.md#screens: only from checkout). */
export interface PaymentScreenState {
  fromCheckout: true;
}

/**
 * Follows a payment link from the server: a `upi:` link to our QR screen (with the state that
 * screen asks for), a gateway page by a full page load. False, and nowhere, for anything else.
 */
export function useGoToPayment() {
  const navigate = useNavigate();
  return function goToPayment(paymentLink: unknown, { beforeLeaving }: { beforeLeaving?: () => void } = {}): boolean {
    const target = paymentRedirect(paymentLink);
    if (target === null) return false;
    beforeLeaving?.();
    if (target.kind === 'upi') {
      const state: PaymentScreenState = { fromCheckout: true };
      void navigate(target.path, { state });
    } else {
      window.location.assign(target.url);
    }
    return true;
  };
}
