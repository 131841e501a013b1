import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { useRevalidator } from 'react-router';
import { deliveryStateSchema, type DeliveryStateInput } from '../../../../common/accounts';
import { adminOrderSchema, type AdminOrder } from '../../../../common/admin-orders';
import { adminApi } from '../../../lib/admin-api';
import { serverErrors } from '../../../lib/admin-form-errors';
import { useHydrated } from '../../../lib/use-hydrated';
import { Button } from '../../form/Button';
import { StateSelect, stateFieldValue } from '../../form/StateSelect';
import { TextField } from '../../form/TextField';

type Invoiced = Pick<AdminOrder, 'customOrderId' | 'invoice'>;

/** The toast after a correction: whether it also issued the invoice, or replaced a wrong one (docs/decisions/0038). */
export function correctedMessage(before: Invoiced, after: Invoiced): string {
  if (!after.invoice) return `${after.customOrderId} corrected`;
  if (!before.invoice) return `${after.customOrderId} corrected and invoiced (${after.invoice.number})`;
  if (before.invoice.number !== after.invoice.number) return `${after.customOrderId} corrected: invoice ${before.invoice.number} credited and replaced by ${after.invoice.number}`;
  return `${after.customOrderId} corrected (invoice ${after.invoice.number} unchanged)`;
}

const FIELDS = new Set(['state', 'zipCode']);

/**
 * The shop's correction of an order's delivery state and PIN (docs/decisions/0037): the address's
 * own rules, checked here and again by PUT /api/orders/{id}/delivery-state, whose field messages
 * land on the fields and whose refusal (an order invoiced meanwhile, a credit note too late) beside the button.
 */
export function DeliveryStateForm({ order }: { order: AdminOrder }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [formError, setFormError] = useState<string | null>(null);
  const saved = order.deliveryAddress;
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<DeliveryStateInput>({ resolver: zodResolver(deliveryStateSchema), defaultValues: { state: stateFieldValue(saved.state), zipCode: saved.zipCode } });

  async function correct(values: DeliveryStateInput) {
    setFormError(null);
    let corrected: AdminOrder;
    try {
      corrected = await adminApi.put(adminOrderSchema, `/api/orders/${encodeURIComponent(order._id)}/delivery-state`, values);
    } catch (error) {
      const { fields, message } = serverErrors(error, (path) => (FIELDS.has(path) ? (path as keyof DeliveryStateInput) : null));
      fields.forEach(({ name, message: text }, index) => setError(name, { message: text }, { shouldFocus: index === 0 }));
      setFormError(message);
      return;
    }
    toast.success(correctedMessage(order, corrected));
    await revalidator.revalidate();
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(correct)} aria-label={`Correct the delivery state of ${order.customOrderId}`} className="mt-4 grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <StateSelect label="State" current={saved.state} {...register('state')} defaultValue={getValues('state')} error={errors.state?.message} />
        <TextField label="PIN code" inputMode="numeric" autoComplete="off" {...register('zipCode')} defaultValue={getValues('zipCode')} error={errors.zipCode?.message} />
      </div>
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" pending={isSubmitting} disabled={!hydrated}>
          Correct address<span className="sr-only"> of {order.customOrderId}</span>
        </Button>
      </div>
    </form>
  );
}
