import { useRef, useState } from 'react';
import { toast } from './toast';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import type { z } from 'zod';
import type { User } from '../../common/accounts';
import { codOrderAnswerSchema, IDEMPOTENCY_KEY_HEADER, paymentLinkAnswerSchema, type PaymentMethod } from '../../common/orders';
import { isApiError, request } from './api';
import { buyNowChoice, checkoutPayload, type CheckoutFigures, type CheckoutOrder } from './checkout';
import { CHECKOUT_OOPS, CREATING_ORDER, NOT_LOGGED_IN_CHECKOUT, ORDER_CREATED, ORDER_FAILED, WAIT_FOR_ORDER, WAIT_FOR_PAYMENT_SETUP } from './messages';
import { savePendingAction } from './pending-action';
import { productChoiceUrl } from './product-url';
import { withReturn } from './return-to';
import { useGoToPayment } from './use-go-to-payment';

/** Thrown when an answer is not what the contract says: 'Oops! something went wrong!'. */
class UnexpectedAnswer extends Error {}

/**
 * A fresh Idempotency-Key: 128 random bits in hex. getRandomValues works on plain http too (a shop
 * opened by its LAN address), where crypto.randomUUID does not exist.
 */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * 'Pay' in the 'Complete Order' modal (docs/storefront-texts.md#checkout). Online: POST /api/payments/phonepe, then the
 * gateway's page (or our UPI QR screen). Cash on delivery: POST /api/payments/cod, then the order
 * confirmation. One order at a time: a click while one is on its way only says to wait. Every
 * submission from one opening of the modal carries the same Idempotency-Key, so a retried or
 * repeated one (a lost answer, Back and Place Order again) answers the order already placed.
 * A coupon the order is refused for (a 409 on `couponCode`, docs/decisions/0060) goes to
 * `couponRefused` with the server's words, and the modal stays open.
 */
export function usePlaceOrder(order: CheckoutOrder, close: () => void, couponRefused: (message: string) => void) {
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const goToPayment = useGoToPayment();
  const busy = useRef(false);
  // One key per opening of the modal: this hook lives exactly as long as the modal.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const place = <S extends z.ZodType>(schema: S, path: string, payload: unknown) => request(schema, 'POST', path, payload, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
  const [pending, setPending] = useState<PaymentMethod | null>(null);

  /** `figures`: what the modal shows, its total the one sent (the quote's, with its coupon). */
  async function placeOrder(method: PaymentMethod, user: User, figures: CheckoutFigures) {
    if (busy.current) {
      toast(pending === 'cod' ? WAIT_FOR_ORDER : WAIT_FOR_PAYMENT_SETUP);
      return;
    }
    busy.current = true;
    setPending(method);
    const id = toast.loading(CREATING_ORDER);
    const payload = checkoutPayload(order, user, figures);
    try {
      if (method === 'cod') {
        const answer = await place(codOrderAnswerSchema, '/api/payments/cod', payload);
        // A production build does not check the answer (app/lib/api.ts): a malformed one still ends here, not in a crash.
        if (typeof answer?.orderId !== 'string') throw new UnexpectedAnswer();
        toast.success(ORDER_CREATED, { id });
        // The cart was emptied with the order: the badge follows. The confirmation replaces the
        // page the checkout was on, so Back does not lead into a checkout already placed.
        await navigate(`/orderSuccess?orderId=${encodeURIComponent(answer.orderId)}`, { replace: true, defaultShouldRevalidate: true });
      } else {
        const answer = await place(paymentLinkAnswerSchema, '/api/payments/phonepe', payload);
        if (!goToPayment(answer?.paymentLink, { beforeLeaving: () => toast.success(ORDER_CREATED, { id }) })) throw new UnexpectedAnswer();
      }
      // Still busy: the page is being left, and a click now must not start a second order.
    } catch (error) {
      busy.current = false;
      setPending(null);
      failed(error, id);
    }
  }

  function failed(error: unknown, id: string) {
    if (!isApiError(error)) {
      toast.error(CHECKOUT_OOPS, { id });
      return;
    }
    if (error.status === 401) {
      toast.error(NOT_LOGGED_IN_CHECKOUT, { id });
      void navigate(withReturn('/login', returnAfterLogin()), { defaultShouldRevalidate: true });
      return;
    }
    toast.error(ORDER_FAILED, { id });
    // The coupon no longer applies (its limit reached meanwhile, say): said under its field, and
    // the order can be placed without it from the same modal.
    if (error.status === 409 && error.errors?.some((field) => field.path === 'couponCode')) {
      couponRefused(error.message);
      return;
    }
    // The server's reason, when it has one for the shopper: the gateway is down (502), or prices
    // changed or something sold out (409): then back to the page, with fresh prices and stock.
    if (error.status === 409 || error.status === 502) toast.error(error.message);
    if (error.status === 409) {
      close();
      void revalidator.revalidate();
    }
  }

  /**
   * The session ended while the modal was open (401): back to this page after login
   * (docs/decisions/0026). A Buy Now opens its modal again on the same choice; a cart checkout
   * comes back to the cart, where Checkout is one tap away.
   */
  function returnAfterLogin(): string {
    const buyNow = buyNowChoice(order);
    if (buyNow === null) return `${location.pathname}${location.search}`;
    const returnTo = productChoiceUrl(buyNow.productId, buyNow.choice);
    savePendingAction({ kind: 'buyNow', ...buyNow }, returnTo);
    return returnTo;
  }

  return { placeOrder, pending };
}
