import { useState } from 'react';
import toast from 'react-hot-toast';
import { useRevalidator } from 'react-router';
import { orderSchema, type Order } from '../../../common/orders';
import { api, isApiError } from '../../lib/api';
import { GENERIC_ERROR, PLEASE_WAIT } from '../../lib/messages';
import { Button } from '../form/Button';
import { Modal } from '../Modal';

/** The product page promises a replacement within 14 days of delivery (docs/decisions/0016). */
const REPLACEMENT_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;
const MAX_REASON = 500;

/** Whether the customer may still ask to replace this order: delivered less than 14 days ago and not asked yet. */
export function canRequestReplacement(order: Pick<Order, 'status' | 'events' | 'replacement'>, now: number): boolean {
  if (order.status !== 'Delivered' || order.replacement !== null) return false;
  const delivered = order.events.findLast((event) => event.type === 'delivered');
  return delivered !== undefined && now - Date.parse(delivered.at) <= REPLACEMENT_WINDOW_MS;
}

/** 'Request a replacement' under a delivered order: a reason, sent once; the shop sees it on the order. */
export function ReplacementRequest({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const revalidator = useRevalidator();

  async function send() {
    const text = reason.trim();
    if (text === '') {
      setError('Please tell us what is wrong with the item');
      return;
    }
    setPending(true);
    const id = toast.loading(PLEASE_WAIT);
    try {
      await api.post(orderSchema, `/api/orders/${order._id}/replacement`, { reason: text });
    } catch (failure) {
      toast.error(isApiError(failure) && failure.status === 409 ? failure.message : GENERIC_ERROR, { id });
      setPending(false);
      return;
    }
    toast.success('Replacement requested!', { id });
    setOpen(false);
    setPending(false);
    await revalidator.revalidate();
  }

  return (
    <div className="border-t border-zinc-200 px-4 py-2">
      <button type="button" onClick={() => setOpen(true)} className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:text-brand-900 hover:underline">
        Request a replacement<span className="sr-only"> of {order.customOrderId}</span>
      </button>
      {open && (
        <Modal
          title="Request a replacement"
          description={`Order ${order.customOrderId}. Tell us what is wrong; the shop will contact you.`}
          onClose={() => setOpen(false)}
          footer={
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button pending={pending} onClick={send}>
                Send request
              </Button>
            </div>
          }
        >
          <label htmlFor={`replacement-${order._id}`} className="block font-medium text-zinc-800">
            Reason
          </label>
          <textarea
            id={`replacement-${order._id}`}
            data-autofocus
            rows={4}
            maxLength={MAX_REASON}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `replacement-${order._id}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
            className="mt-1 w-full rounded-lg border border-zinc-300 px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-brand-700"
          />
          {error && (
            <p id={`replacement-${order._id}-error`} className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </Modal>
      )}
    </div>
  );
}
