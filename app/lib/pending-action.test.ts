import { beforeEach, describe, expect, it, vi } from 'vitest';
import { savePendingAction, takePendingAction } from './pending-action';

const add = { kind: 'add', productId: 'p1', choice: { color: 'Red', size: 'M', quantity: 2 } } as const;

describe('pending action', () => {
  // Node has no sessionStorage: a Map stands in for it.
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
  });

  it('is taken once, on the page it was started on', () => {
    savePendingAction(add, '/product/p1');
    expect(takePendingAction('/product/p1')).toEqual(add);
    expect(takePendingAction('/product/p1')).toBeNull();
  });

  it('is dropped on another page or when old', () => {
    savePendingAction(add, '/product/p1');
    expect(takePendingAction('/')).toBeNull();
    expect(takePendingAction('/product/p1')).toBeNull();
    savePendingAction(add, '/product/p1');
    expect(takePendingAction('/product/p1', Date.now() + 31 * 60 * 1000)).toBeNull();
  });
});
