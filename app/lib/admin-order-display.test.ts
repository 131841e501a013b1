import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../common/orders';
import { adminOrderStatusClass } from './admin-order-display';

describe('the admin list colours (docs/storefront-texts.md#states)', () => {
  it('colours Pending, Processing, Shipped, Delivered and Canceled; Completed is grey', () => {
    const coloured = (['Pending', 'Processing', 'Shipped', 'Delivered', 'Canceled'] as const).map(adminOrderStatusClass);
    expect(new Set(coloured).size).toBe(5);
    expect(coloured.some((classes) => classes.includes('zinc'))).toBe(false);
    expect(adminOrderStatusClass('Completed')).toBe('bg-zinc-100 text-zinc-800');
  });

  it('is a total map: a status without a colour does not compile', () => {
    // @ts-expect-error Completed is missing, so the map is not a Record<OrderStatus, string>.
    const partial: Record<OrderStatus, string> = { Pending: '', Processing: '', Shipped: '', Delivered: '', Canceled: '' };
    expect(Object.keys(partial)).toHaveLength(5);
  });
});
