import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { useRevalidator } from 'react-router';
import { adminOrderSchema, type AdminOrder } from '../../../../common/admin-orders';
import {
  acceptReplacementSchema,
  declineReplacementSchema,
  MAX_DECISION_NOTE,
  REPLACEMENT_REASON_LABELS,
  REPLACEMENT_STATUS_LABELS,
  type Replacement,
} from '../../../../common/replacements';
import { adminApi } from '../../../lib/admin-api';
import { ORDER_UPDATE_FAILED } from '../../../lib/admin-order-messages';
import { isApiError } from '../../../lib/api';
import { formatOrderTime } from '../../../lib/order-display';
import { useHydrated } from '../../../lib/use-hydrated';
import { Button, buttonClass } from '../../form/Button';
import { Modal, ModalActions } from '../../Modal';
import { TextAreaField } from '../fields';
import { Card, dangerButtonClass } from '../Page';

type Decision = 'accept' | 'decline';

const STATUS_CLASS = { requested: 'bg-warning-50 text-warning-800 border-warning-100', accepted: 'bg-success-100 text-success-800 border-success-100', declined: 'bg-zinc-100 text-zinc-800 border-zinc-200' } as const;

const DIALOG = {
  accept: { title: 'Accept the replacement', description: 'The customer is e-mailed that you accepted it and that you will contact them to pick the item up.', label: 'Note for the customer (optional)', button: 'Accept', done: 'Replacement accepted' },
  decline: { title: 'Decline the replacement', description: 'The customer is e-mailed your note: say why.', label: 'Why (the customer reads this)', button: 'Decline', done: 'Replacement declined' },
} as const;

/** The order's replacement requests (docs/decisions/0048): the item, reason, size, photos; Accept or Decline with a note while open. */
export function ReplacementRequestsCard({ order }: { order: AdminOrder }) {
  if (order.replacements.length === 0) return null;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-zinc-900">Replacement requests</h2>
      <ul className="mt-3 flex flex-col gap-4">
        {order.replacements.map((request) => (
          <ReplacementItem key={request._id} order={order} request={request} />
        ))}
      </ul>
    </Card>
  );
}

function ReplacementItem({ order, request }: { order: AdminOrder; request: Replacement }) {
  const line = order.products.find((candidate) => candidate._id === request.lineId);
  const hydrated = useHydrated();
  const [open, setOpen] = useState<Decision | null>(null);
  return (
    <li data-testid="replacement-request" className={`rounded-lg border px-3 py-3 text-sm ${STATUS_CLASS[request.status]}`}>
      <p className="font-semibold">{REPLACEMENT_STATUS_LABELS[request.status]}</p>
      <p className="mt-1 text-zinc-900">
        <span className="font-medium">{line ? `${line.name} (${[line.color, line.size].filter(Boolean).join(', ')})` : 'Item'}</span>: {REPLACEMENT_REASON_LABELS[request.reason]}
        {request.size && <>, wants size {request.size}</>}
      </p>
      {request.note && <p className="mt-1 break-words text-zinc-900">“{request.note}”</p>}
      <p className="mt-1 text-zinc-700">
        Asked on <time dateTime={request.requestedAt}>{formatOrderTime(request.requestedAt)}</time>
        {request.decidedAt && (
          <>
            {' '}
            · decided on <time dateTime={request.decidedAt}>{formatOrderTime(request.decidedAt)}</time>
          </>
        )}
      </p>
      {request.decisionNote && <p className="mt-1 break-words text-zinc-900">Your note: {request.decisionNote}</p>}
      {request.photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Customer’s photos">
          {request.photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer" className="block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-700">
                <img src={url} alt={`Customer’s photo ${index + 1}`} width={96} height={96} loading="lazy" className="size-24 rounded-lg border border-zinc-200 bg-white object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {request.status === 'requested' && (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <Button disabled={!hydrated} onClick={() => setOpen('accept')}>
            Accept
          </Button>
          <button type="button" className={dangerButtonClass} disabled={!hydrated} onClick={() => setOpen('decline')}>
            Decline
          </button>
        </div>
      )}
      {open && <DecisionDialog decision={open} order={order} request={request} onClose={() => setOpen(null)} />}
    </li>
  );
}

function DecisionDialog({ decision, order, request, onClose }: { decision: Decision; order: AdminOrder; request: Replacement; onClose: () => void }) {
  const dialog = DIALOG[decision];
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const revalidator = useRevalidator();
  const formId = `replacement-${decision}-${request._id}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = (decision === 'accept' ? acceptReplacementSchema : declineReplacementSchema).safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setPending(true);
    try {
      await adminApi.post(adminOrderSchema, `/api/orders/${order._id}/replacements/${request._id}/${decision}`, parsed.data);
      toast.success(dialog.done);
      onClose();
      await revalidator.revalidate();
    } catch (failure) {
      const message = isApiError(failure) && failure.status !== 0 && failure.message ? failure.message : ORDER_UPDATE_FAILED;
      toast.error(message);
      setError(message);
      setPending(false);
    }
  }

  return (
    <Modal
      title={dialog.title}
      description={dialog.description}
      onClose={onClose}
      footer={
        <ModalActions>
          <button type="button" onClick={onClose} className={buttonClass('secondary')}>
            Back
          </button>
          <button type="submit" form={formId} disabled={pending} aria-busy={pending || undefined} className={decision === 'decline' ? dangerButtonClass : buttonClass('primary')}>
            {dialog.button}
          </button>
        </ModalActions>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextAreaField label={dialog.label} maxLength={MAX_DECISION_NOTE} required={decision === 'decline'} value={note} error={error} onChange={(event) => (setNote(event.target.value), setError(undefined))} data-autofocus />
      </form>
    </Modal>
  );
}
