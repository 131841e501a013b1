import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { useRevalidator } from 'react-router';
import { adminOrderSchema, type AdminOrder } from '../../../../common/admin-orders';
import { allowedOrderActions, type OrderAction } from '../../../../common/order-actions';
import { adminApi } from '../../../lib/admin-api';
import { ACTION_DIALOGS, ACTION_DONE, ACTION_LABELS, actionFieldErrors, actionRequest, initialValues, type ActionValues } from '../../../lib/admin-order-actions';
import { ORDER_UPDATE_FAILED } from '../../../lib/admin-order-messages';
import { isApiError } from '../../../lib/api';
import { useHydrated } from '../../../lib/use-hydrated';
import { Button, buttonClass } from '../../form/Button';
import { TextField } from '../../form/TextField';
import { Modal, ModalActions } from '../../Modal';
import { TextAreaField } from '../fields';
import { CourierField } from './CourierField';
import { Card, dangerButtonClass } from '../Page';

/**
 * The buttons the order's state allows (common/order-actions.ts) and nothing else. Each calls the
 * lifecycle endpoint, toasts what happened, and reloads the page's data so the status, timeline
 * and buttons follow. All but 'Mark processing' open a dialog first; cancelling (and the other
 * steps that cannot be undone) say so there.
 */
export function OrderActions({ order }: { order: AdminOrder }) {
  const actions = allowedOrderActions(order);
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState<OrderAction | null>(null);
  const [busy, setBusy] = useState<OrderAction | null>(null);

  /** Null when it went through, else what went wrong (the dialog shows it). */
  async function run(action: OrderAction, values: ActionValues): Promise<string | null> {
    const { method, path, body } = actionRequest(action, order._id, values);
    setBusy(action);
    try {
      await (method === 'POST' ? adminApi.post(adminOrderSchema, path, body) : adminApi.put(adminOrderSchema, path, body));
      toast.success(ACTION_DONE[action]);
      setOpen(null);
      await revalidator.revalidate();
      return null;
    } catch (error) {
      // The server's own words when it gave some (a 409 says why the order cannot move).
      const message = isApiError(error) && error.status !== 0 && error.message ? error.message : ORDER_UPDATE_FAILED;
      toast.error(message);
      return message;
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card>
      <h2 className="text-lg font-semibold text-zinc-900">Actions</h2>
      {actions.length === 0 ? (
        <p className="mt-1 text-sm text-zinc-600">Nothing more to do with this order.</p>
      ) : (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {actions.map((action) =>
            action === 'cancel' ? (
              <button key={action} type="button" className={dangerButtonClass} disabled={!hydrated || busy !== null} onClick={() => setOpen(action)}>
                {ACTION_LABELS[action]}
              </button>
            ) : (
              <Button
                key={action}
                variant={action === actions[0] ? 'primary' : 'secondary'}
                pending={busy === action}
                disabled={!hydrated || busy !== null}
                onClick={() => (ACTION_DIALOGS[action] ? setOpen(action) : void run(action, {}))}
              >
                {ACTION_LABELS[action]}
              </Button>
            ),
          )}
        </div>
      )}
      {open !== null && <ActionDialog action={open} order={order} pending={busy === open} onSubmit={(values) => run(open, values)} onClose={() => setOpen(null)} />}
    </Card>
  );
}

function ActionDialog({ action, order, pending, onSubmit, onClose }: { action: OrderAction; order: AdminOrder; pending: boolean; onSubmit: (values: ActionValues) => Promise<string | null>; onClose: () => void }) {
  const dialog = ACTION_DIALOGS[action]!;
  const [values, setValues] = useState<ActionValues>(() => initialValues(action, order));
  const [errors, setErrors] = useState<ReturnType<typeof actionFieldErrors>>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formId = `order-action-${action}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = actionFieldErrors(action, values);
    setErrors(found);
    if (found !== null) return;
    setFailure(await onSubmit(values));
  }

  return (
    <Modal
      title={dialog.title}
      description={dialog.description(order)}
      onClose={onClose}
      footer={
        <ModalActions>
          <button type="button" onClick={onClose} className={buttonClass('secondary')}>
            {action === 'cancel' ? 'Keep order' : 'Back'}
          </button>
          <button type="submit" form={formId} disabled={pending} aria-busy={pending || undefined} className={dialog.final ? dangerButtonClass : buttonClass('primary')}>
            {ACTION_LABELS[action]}
          </button>
        </ModalActions>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
        {dialog.fields.map((field) =>
          field.name === 'deliveryPartner' ? (
            // The courier from the list (or Other, typed), as the order edit asks for it.
            <CourierField key={field.name} value={values.deliveryPartner ?? ''} error={errors?.deliveryPartner} onChange={(partner) => setValues((now) => ({ ...now, deliveryPartner: partner }))} />
          ) : field.multiline ? (
            <TextAreaField
              key={field.name}
              label={field.label}
              hint={field.hint}
              maxLength={field.max}
              required={field.required}
              value={values[field.name] ?? ''}
              error={errors?.[field.name]}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
          ) : (
            <TextField
              key={field.name}
              label={field.label}
              placeholder={field.hint}
              autoComplete="off"
              maxLength={field.max}
              required={field.required}
              value={values[field.name] ?? ''}
              error={errors?.[field.name]}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
          ),
        )}
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
