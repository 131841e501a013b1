import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { paymentStatusAnswerSchema, type PaymentStatusAnswer } from '../../common/orders';
import { api, isApiError } from './api';

export type PaymentCheck =
  | { kind: 'checking' }
  | { kind: 'answer'; answer: PaymentStatusAnswer; polling: boolean }
  | { kind: 'error'; status: number };

/** Waits between asks while the payment is still Pending: about 15 s in all, then a Refresh button. */
export const POLL_DELAYS_MS = [1500, 2000, 3000, 4000, 5000];

/**
 * GET /api/payments/status/{reference} for the return page. The gateway's answer may lag behind
 * the shopper (PhonePe's webhook comes later than the redirect), so a Pending answer is asked
 * again a few times. `refresh` starts over. A Completed answer reloads every loader once: the
 * server emptied the cart, and the navbar badge follows.
 */
export function usePaymentStatus(reference: string) {
  const [check, setCheck] = useState<PaymentCheck>({ kind: 'checking' });
  const [round, setRound] = useState(0);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (attempt: number) => {
      let answer: PaymentStatusAnswer;
      try {
        answer = await api.get(paymentStatusAnswerSchema, `/api/payments/status/${encodeURIComponent(reference)}`);
      } catch (error) {
        if (!stopped) setCheck({ kind: 'error', status: isApiError(error) ? error.status : 0 });
        return;
      }
      if (stopped) return;
      // A cancelled order is not waited for: its money, if any came, goes back.
      const delay = answer.paymentStatus === 'Pending' && answer.status !== 'Canceled' ? POLL_DELAYS_MS[attempt] : undefined;
      setCheck({ kind: 'answer', answer, polling: delay !== undefined });
      if (delay !== undefined) timer = setTimeout(() => void ask(attempt + 1), delay);
      else if (answer.paymentStatus === 'Completed' && answer.status !== 'Canceled') void revalidate.current();
    };
    void ask(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [reference, round]);

  const refresh = useCallback(() => {
    setCheck({ kind: 'checking' });
    setRound((value) => value + 1);
  }, []);

  return { check, refresh };
}
