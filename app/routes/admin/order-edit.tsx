import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/order-edit';
import { ADMIN_ORDER_STATUSES, adminOrderSchema, MAX_DELIVERY_TEXT, orderChanges, orderEditSchema, SHIPPING_STATUS, type AdminOrder, type AdminOrderStatus, type OrderEditValues } from '../../../common/admin-orders';
import { offeredStatusChanges } from '../../../common/order-actions';
import { SelectField } from '../../components/admin/fields';
import { CourierField } from '../../components/admin/orders/CourierField';
import { OrderActions } from '../../components/admin/orders/OrderActions';
import { OrderDocumentsCard } from '../../components/admin/orders/OrderDocumentsCard';
import { OrderSummary } from '../../components/admin/orders/OrderSummary';
import { ReplacementRequestsCard } from '../../components/admin/orders/ReplacementRequestsCard';
import { OrderTimeline } from '../../components/orders/OrderTimeline';
import { AdminPage, Card, FormActions, FormSection } from '../../components/admin/Page';
import { RouteErrorScreen } from '../../components/admin/RouteError';
import { Button, buttonClass } from '../../components/form/Button';
import { TextField } from '../../components/form/TextField';
import { adminApi } from '../../lib/admin-api';
import { ORDER_UPDATE_FAILED, ORDER_UPDATED } from '../../lib/admin-order-messages';
import { NO_CHANGES } from '../../lib/admin-messages';
import { adminLoginRedirect, adminPageMeta } from '../../lib/admin-shell';
import { isApiError } from '../../lib/api';
import { readOrNotFound } from '../../lib/not-found';
import { useHydrated } from '../../lib/use-hydrated';

const LIST = '/admin/orders';

// The order, by _id (the list's links) or customOrderId. Private data: the loader checks the admin
// session itself. docs/storefront-texts.md#screens: a failed load shows the generic error screen (the boundary below).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null) throw adminLoginRedirect(request);
  return { order: await readOrNotFound(() => context.services.orders.getForAdmin(params.orderId), 'Order not found') };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminPageMeta(loaderData ? `Edit ${loaderData.order.customOrderId}` : 'Edit Order', matches[0].loaderData?.shopName);

export default function EditOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <AdminPage title="Edit Order" width="form">
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2 lg:items-start">
        <OrderSummary order={order} />
        <div className="grid gap-4 sm:gap-6">
          {/* What the order's state allows next (docs/decisions/0016), then what happened so far. */}
          <OrderActions order={order} />
          <ReplacementRequestsCard order={order} />
          <OrderDocumentsCard order={order} />
          <Card>
            <h2 className="text-lg font-semibold text-zinc-900">Timeline</h2>
            <div className="mt-4 pl-2">
              {order.events.length === 0 ? <p className="text-sm text-zinc-600">Nothing recorded yet.</p> : <OrderTimeline events={order.events} label={`Timeline of ${order.customOrderId}`} />}
            </div>
          </Card>
          {/* A fresh form for each saved state of the order. */}
          <EditOrderForm key={`${order._id}-${order.status}-${order.deliveryPartner}-${order.trackingId}`} order={order} />
        </div>
      </div>
    </AdminPage>
  );
}

/** The way out of the order page, named for where it goes (not 'Cancel', which sits too near 'Cancel order'). */
function BackToOrders() {
  return (
    <Link to={LIST} className={buttonClass('secondary')}>
      Back to orders
    </Link>
  );
}

/**
 * The spec's order edit (docs/storefront-texts.md#validation), kept as far as it still serves: the
 * status offers only the changes the server takes from here (common/order-actions.ts), and the
 * delivery partner and tracking ID are asked for only when the order is marked Completed (handed
 * to the courier; docs/decisions/0044). With nothing to change (a cancelled or delivered order)
 * only the way back is left.
 */
function EditOrderForm({ order }: { order: AdminOrder }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string | null>(null);
  const keepable = (ADMIN_ORDER_STATUSES as readonly string[]).includes(order.status);
  const changes = offeredStatusChanges(order).filter((status) => status !== order.status);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(orderEditSchema),
    // A status the screen does not offer (Processing, Shipped…) stays shown, but must be changed to save.
    defaultValues: { status: order.status as AdminOrderStatus, deliveryPartner: order.deliveryPartner ?? '', trackingId: order.trackingId ?? '' },
  });
  const shipping = useWatch({ control, name: 'status' }) === SHIPPING_STATUS;

  if (changes.length === 0 && order.status !== SHIPPING_STATUS) {
    return (
      <div className="flex justify-end">
        <BackToOrders />
      </div>
    );
  }

  async function update(values: OrderEditValues) {
    setFormError(null);
    const changes = orderChanges(order, values);
    if (changes === null) {
      toast(NO_CHANGES);
      return;
    }
    try {
      await adminApi.put(adminOrderSchema, `/api/orders/${order._id}`, changes);
    } catch (error) {
      toast.error(ORDER_UPDATE_FAILED);
      if (isApiError(error) && error.status !== 0) {
        for (const field of error.errors ?? []) {
          if (field.path === 'status' || field.path === 'deliveryPartner' || field.path === 'trackingId') setError(field.path, { message: field.message }, { shouldFocus: true });
        }
        setFormError(error.message);
      }
      return;
    }
    toast.success(ORDER_UPDATED);
    await navigate(LIST);
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(update)} className="grid gap-4 sm:gap-6">
      <FormSection title="Delivery" description="Mark the order Completed once it is handed to the courier: the customer gets an e-mail with the tracking ID.">
        <SelectField label="Status" error={errors.status?.message} {...register('status')}>
          <option value={order.status} disabled={!keepable}>
            {order.status}
          </option>
          {changes.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
        {shipping && (
          <>
            <Controller
              control={control}
              name="deliveryPartner"
              render={({ field }) => <CourierField value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={errors.deliveryPartner?.message} />}
            />
            <TextField label="Tracking ID" autoComplete="off" spellCheck={false} maxLength={MAX_DELIVERY_TEXT} error={errors.trackingId?.message} {...register('trackingId')} />
          </>
        )}
      </FormSection>
      <FormActions message={formError}>
        <BackToOrders />
        <Button type="submit" pending={isSubmitting} disabled={!hydrated || isSubmitting}>
          Update Order
        </Button>
      </FormActions>
    </form>
  );
}

// docs/storefront-texts.md#screens: an order that cannot be loaded shows the generic error screen, inside the admin shell.
export const ErrorBoundary = RouteErrorScreen;
