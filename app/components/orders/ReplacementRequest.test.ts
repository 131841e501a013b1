import { describe, expect, it } from 'vitest';
import type { Order } from '../../../common/orders';
import type { Replacement } from '../../../common/replacements';
import { canRequestReplacement, replaceableLines } from './ReplacementRequest';

const DAY = 24 * 60 * 60 * 1000;
const deliveredAt = Date.parse('2026-11-01T10:00:00.000Z');
const line = (id: string) => ({ _id: id, productId: 'p', name: id, primaryImage: '', quantity: 1, color: 'Black', size: null, price: 100 });
const request = (lineId: string, status: Replacement['status']): Replacement => ({ _id: `r-${lineId}-${status}`, lineId, reason: 'damaged', note: null, size: null, photos: [], status, decisionNote: null, requestedAt: '', decidedAt: null });
const order = (replacements: Replacement[], status: Order['status'] = 'Delivered') => ({
  status,
  events: [{ at: new Date(deliveredAt).toISOString(), type: 'delivered' as const }],
  products: [line('a'), line('b')],
  replacements,
});

describe('which lines the customer may still ask to replace (docs/decisions/0048)', () => {
  it('every line without a waiting or accepted request; a declined one may be asked again', () => {
    expect(replaceableLines(order([])).map((l) => l._id)).toEqual(['a', 'b']);
    expect(replaceableLines(order([request('a', 'requested')])).map((l) => l._id)).toEqual(['b']);
    expect(replaceableLines(order([request('a', 'accepted'), request('b', 'declined')])).map((l) => l._id)).toEqual(['b']);
  });

  it('only a delivered order, within 14 days of delivery, with a line left', () => {
    expect(canRequestReplacement(order([]), deliveredAt + 14 * DAY)).toBe(true);
    expect(canRequestReplacement(order([]), deliveredAt + 14 * DAY + 1)).toBe(false);
    expect(canRequestReplacement(order([], 'Shipped'), deliveredAt + DAY)).toBe(false);
    expect(canRequestReplacement(order([request('a', 'requested'), request('b', 'accepted')]), deliveredAt + DAY)).toBe(false);
    expect(canRequestReplacement(order([request('a', 'requested')]), deliveredAt + DAY)).toBe(true);
  });
});
