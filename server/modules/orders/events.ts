import { randomBytes } from 'node:crypto';
import type { OrderEventType } from '../../../common/orders';
import type { OrdersRepo } from './repo';

// Event ids sort in the order they were made in this process: the timeline reads `order by at, id`,
// and the events of one transaction share `at`. A microsecond count (never repeating, never going
// back) in 11 base-36 digits, then random bits so two processes never draw the same id.
let lastMicros = 0;
export function newEventId(): string {
  lastMicros = Math.max(Date.now() * 1000, lastMicros + 1);
  return lastMicros.toString(36).padStart(11, '0') + randomBytes(6).toString('hex');
}

/**
 * The order's timeline (docs/decisions/0016): one row per thing that happened, appended by whoever
 * made it happen, inside the transaction of that change, so the timeline holds an event exactly
 * when its change committed.
 */
export function createOrderEvents(deps: { repo: OrdersRepo }) {
  const { repo } = deps;
  return {
    async record(orderId: string, type: OrderEventType, at: string, note: string | null = null): Promise<void> {
      await repo.insertEvent({ id: newEventId(), order_id: orderId, at, type, note });
    },
  };
}

export type OrderEvents = ReturnType<typeof createOrderEvents>;
