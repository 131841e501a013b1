import { useEffect, useRef, useState } from 'react';
import { quoteAnswerSchema, type PaymentMethod, type QuoteAnswer } from '../../common/orders';
import { isApiError, request } from './api';
import { quotePayload, quotedFigures, type CheckoutFigures, type CheckoutOrder } from './checkout';
import { GENERIC_ERROR, QUOTE_FAILED } from './messages';
import { toast } from './toast';

/** A refusal in the server's words (a 4xx: sold out, a product gone); a lost connection or a 5xx in ours. */
const failureOf = (error: unknown) => (isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : QUOTE_FAILED);

/** Which figures a quote is for: the payment method and the coupon in it. */
const keyOf = (method: PaymentMethod, coupon: string | null) => JSON.stringify([method, coupon]);

/**
 * The 'Complete Order' modal's figures from POST /api/checkout/quote, the pricing that places the
 * order (docs/decisions/0060): asked as the modal opens, whenever the payment method changes and
 * when a coupon is applied or removed. Only a quote for the current method and coupon is paid
 * (`current`, null meanwhile); `shown` keeps the last quote's figures, marked as being updated, and
 * is null until the first answer (the modal shows no amount it did not get from the server).
 * `failed`: why the last question failed (nothing new to show until `retry`), or null.
 *
 * `coupon`: the code applied (as the shop keeps it), `couponError` why the last one tried does not
 * apply, in the server's words.
 */
export function useCheckoutQuote(order: CheckoutOrder, method: PaymentMethod) {
  const [coupon, setCoupon] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [quoted, setQuoted] = useState<{ key: string; figures: CheckoutFigures } | null>(null);
  const [applying, setApplying] = useState(false);
  // Why the quote did not answer: the server's words (a product sold out meanwhile), or ours.
  const [failed, setFailed] = useState<{ key: string; message: string } | null>(null);
  // Bumped by `retry`: asks the current method and coupon again.
  const [attempt, setAttempt] = useState(0);
  // Only the newest question's answer counts: a slow answer for the old method must not overwrite.
  const asked = useRef(0);

  async function ask(forMethod: PaymentMethod, code: string | null): Promise<QuoteAnswer | null> {
    const question = ++asked.current;
    const answer = await request(quoteAnswerSchema, 'POST', '/api/checkout/quote', quotePayload(order, forMethod, code));
    return question === asked.current ? answer : null;
  }

  /** The figures of `answer`; a coupon that no longer applies (an order placed meanwhile, a switched-off code) is dropped with its reason. */
  function take(answer: QuoteAnswer, forMethod: PaymentMethod) {
    const figures = quotedFigures(answer);
    setQuoted({ key: keyOf(forMethod, figures.couponCode), figures });
    setCoupon(figures.couponCode);
    if (answer.couponError !== undefined) setCouponError(answer.couponError);
  }

  // As the modal opens, whenever the method changes and on a retry: the applied coupon, if any, is asked again.
  useEffect(() => {
    let current = true;
    ask(method, coupon)
      .then((answer) => {
        if (current && answer !== null) take(answer, method);
      })
      // The figures stay marked as being updated (Pay waits) and the shopper is told, with a way to ask again.
      .catch((error: unknown) => {
        if (!current) return;
        setFailed({ key: keyOf(method, coupon), message: failureOf(error) });
        if (coupon !== null) toast.error(isApiError(error) && error.status !== 0 ? error.message : GENERIC_ERROR);
      });
    return () => {
      current = false;
    };
    // Asked again for a new method only: a coupon applied or removed asks by itself (apply, remove).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [method, attempt]);

  /** Apply: the typed code, any case (the server capitalises it); a blank field asks nothing. */
  async function apply(typed: string): Promise<void> {
    const code = typed.trim();
    if (code === '' || applying) return;
    setApplying(true);
    try {
      const answer = await ask(method, code);
      if (answer === null) return;
      setCouponError(null);
      take(answer, method);
    } catch (error) {
      toast.error(isApiError(error) && error.status !== 0 ? error.message : GENERIC_ERROR);
    } finally {
      setApplying(false);
    }
  }

  /** Remove, or drop the coupon the order was refused for (`reason`: the server's words, shown under the field). */
  function remove(reason: string | null = null) {
    setCoupon(null);
    setCouponError(reason);
    ask(method, null)
      .then((answer) => {
        if (answer !== null) take(answer, method);
      })
      .catch((error: unknown) => setFailed({ key: keyOf(method, null), message: failureOf(error) }));
  }

  const key = keyOf(method, coupon);
  const current = quoted?.key === key ? quoted.figures : null;
  const shown = current ?? quoted?.figures ?? null;
  return {
    coupon,
    couponError,
    applying,
    current,
    shown,
    updating: current === null,
    failed: current === null && failed?.key === key ? failed.message : null,
    apply,
    remove,
    retry: () => {
      setFailed(null);
      setAttempt((count) => count + 1);
    },
    clearError: () => setCouponError(null),
  };
}
