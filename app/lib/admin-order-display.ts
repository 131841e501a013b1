import type { OrderStatus } from '../../common/orders';

/**
 * The admin's order list (docs/storefront-texts.md#states): Pending, Processing, Shipped, Delivered and Canceled each have
 * a colour; Completed (which the spec's list does not colour) is grey. Total, so a new status fails
 * to compile until it is given a colour.
 */
const ADMIN_STATUS_CLASSES: Record<OrderStatus, string> = {
  Pending: 'bg-warning-100 text-warning-800',
  Processing: 'bg-brand-100 text-brand-800',
  Shipped: 'bg-info-100 text-info-800',
  Completed: 'bg-zinc-100 text-zinc-800',
  Delivered: 'bg-success-100 text-success-800',
  Canceled: 'bg-danger-100 text-danger-800',
};

export function adminOrderStatusClass(status: OrderStatus): string {
  return ADMIN_STATUS_CLASSES[status];
}
