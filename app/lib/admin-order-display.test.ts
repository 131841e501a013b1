import { describe, expect, it } from 'vitest';
import { adminOrderStatusClass } from './admin-order-display';

describe('the admin list colours (docs/storefront-texts.md#states)', () => {
  it('colours Pending, Processing, Shipped, Delivered and Canceled; anything else is grey', () => {
    const coloured = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Canceled'].map(adminOrderStatusClass);
    expect(new Set(coloured).size).toBe(5);
    expect(coloured.some((classes) => classes.includes('zinc'))).toBe(false);
    expect(adminOrderStatusClass('Completed')).toBe('bg-zinc-100 text-zinc-800');
    expect(adminOrderStatusClass('Returned')).toBe('bg-zinc-100 text-zinc-800');
  });
});
