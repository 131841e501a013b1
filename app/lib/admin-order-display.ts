import type { OrderStatus } from '../../common/orders';

/**
 * The admin's order list (docs/storefront-texts.md#states): Pending, Processing, Shipped, Delivered and Canceled each have
 * a colour; any other value (Completed, or one added later) is grey.
 */
const ADMIN_STATUS_CLASSES: Partial<Record<string, string>> = {
  Pending: 'bg-warning-100 text-warning-800',
  Processing: 'bg-brand-100 text-brand-800',
  Shipped: 'bg-info-100 text-info-800',
  Delivered: 'bg-success-100 text-success-800',
  Canceled: 'bg-danger-100 text-danger-800',
} satisfies Partial<Record<OrderStatus, string>>;

export function adminOrderStatusClass(status: string): string {
  return ADMIN_STATUS_CLASSES[status] ?? 'bg-zinc-100 text-zinc-800';
}
