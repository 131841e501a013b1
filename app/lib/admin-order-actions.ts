import type { AdminOrder } from '../../common/admin-orders';
import { formatRupees } from '../../common/money';
import type { OrderAction } from '../../common/order-actions';
import { paymentMethodLabel } from './order-display';

/**
 * The admin order page's lifecycle actions (docs/decisions/0016): each button's text, its dialog
 * (what it asks for, whether it warns that it cannot be undone), the call it makes and its toast.
 */

export interface ActionField {
  name: 'reference' | 'deliveryPartner' | 'trackingId' | 'reason';
  label: string;
  required: boolean;
  max: number;
  hint?: string;
  multiline?: boolean;
}

export interface ActionDialog {
  title: string;
  description: (order: AdminOrder) => string;
  fields: ActionField[];
  /** It cannot be undone: the dialog says so and its button is red. */
  final: boolean;
}

export const ACTION_LABELS: Record<OrderAction, string> = {
  confirmPayment: 'Confirm payment',
  markProcessing: 'Mark processing',
  markShipped: 'Mark shipped',
  markDelivered: 'Mark delivered',
  cancel: 'Cancel order',
  recordRefund: 'Record refund',
};

export const ACTION_DONE: Record<OrderAction, string> = {
  confirmPayment: 'Payment confirmed',
  markProcessing: 'Order marked Processing',
  markShipped: 'Order marked Shipped',
  markDelivered: 'Order marked Delivered',
  cancel: 'Order cancelled',
  recordRefund: 'Refund recorded',
};

export const MAX_CANCEL_REASON = 500;
const MAX_REFERENCE = 100;

/** Every action but 'Mark processing' (a plain step forward) asks first. */
export const ACTION_DIALOGS: Partial<Record<OrderAction, ActionDialog>> = {
  confirmPayment: {
    title: 'Confirm payment',
    description: (order) => `Mark the ${paymentMethodLabel(order.paymentMethod)} payment of ${formatRupees(order.totalPrice)} as received.`,
    fields: [{ name: 'reference', label: 'Reference (optional)', required: false, max: MAX_REFERENCE, hint: 'The UPI transaction ID or a receipt note' }],
    final: false,
  },
  markShipped: {
    title: 'Mark shipped',
    description: () => 'The customer gets an e-mail with the delivery partner and tracking ID.',
    fields: [
      { name: 'deliveryPartner', label: 'Delivery partner', required: true, max: 100 },
      { name: 'trackingId', label: 'Tracking ID', required: true, max: 100 },
    ],
    final: false,
  },
  markDelivered: {
    title: 'Mark delivered',
    description: () => 'The order becomes Delivered and the customer is told. This cannot be undone.',
    fields: [],
    final: true,
  },
  cancel: {
    title: 'Cancel order',
    description: (order) =>
      `Cancelling cannot be undone. The stock comes back${order.paymentGateway !== null && order.paymentStatus === 'Completed' ? `, and a refund of ${formatRupees(order.totalPrice)} starts through the payment gateway` : ''}.`,
    fields: [{ name: 'reason', label: 'Reason', required: true, max: MAX_CANCEL_REASON, multiline: true, hint: 'The customer sees it' }],
    final: true,
  },
  recordRefund: {
    title: 'Record refund',
    description: (order) => `Record that ${formatRupees(order.totalPrice)} was paid back by hand (bank transfer, UPI or cash).`,
    fields: [{ name: 'reference', label: 'Refund reference', required: true, max: MAX_REFERENCE, hint: 'The transfer’s UTR, UPI transaction ID or a receipt note' }],
    final: true,
  },
};

export type ActionValues = Partial<Record<ActionField['name'], string>>;

/** What a field holds first: the shipping details the order already has. */
export function initialValues(action: OrderAction, order: AdminOrder): ActionValues {
  return action === 'markShipped' ? { deliveryPartner: order.deliveryPartner ?? '', trackingId: order.trackingId ?? '' } : {};
}

/** The first problem with the values, by field (trimmed: blank is empty), or null. */
export function actionFieldErrors(action: OrderAction, values: ActionValues): Partial<Record<ActionField['name'], string>> | null {
  const errors: Partial<Record<ActionField['name'], string>> = {};
  for (const field of ACTION_DIALOGS[action]?.fields ?? []) {
    const value = values[field.name]?.trim() ?? '';
    if (field.required && value === '') errors[field.name] = `${field.label} is required`;
    else if (value.length > field.max) errors[field.name] = `${field.label} must be at most ${field.max} characters`;
  }
  return Object.keys(errors).length === 0 ? null : errors;
}

/** The lifecycle call an action makes (docs/decisions/0016's endpoints), with the trimmed values. */
export function actionRequest(action: OrderAction, orderId: string, values: ActionValues): { method: 'POST' | 'PUT'; path: string; body: object } {
  const text = (name: ActionField['name']) => values[name]?.trim() ?? '';
  const order = `/api/orders/${orderId}`;
  switch (action) {
    case 'confirmPayment':
      return { method: 'POST', path: `${order}/confirm-payment`, body: text('reference') === '' ? {} : { reference: text('reference') } };
    case 'markProcessing':
      return { method: 'PUT', path: order, body: { status: 'Processing' } };
    case 'markShipped':
      return { method: 'PUT', path: order, body: { status: 'Shipped', deliveryPartner: text('deliveryPartner'), trackingId: text('trackingId') } };
    case 'markDelivered':
      return { method: 'PUT', path: order, body: { status: 'Delivered' } };
    case 'cancel':
      return { method: 'POST', path: `${order}/cancel`, body: { reason: text('reason') } };
    case 'recordRefund':
      return { method: 'POST', path: `${order}/refund`, body: { reference: text('reference') } };
  }
}
