import type { Logger } from 'pino';
import type { SimOrder, SimRefund, SimulatorStore } from './store';

/** What the simulator's routes share. */
export interface SimulatorContext {
  store: SimulatorStore;
  clock: () => Date;
  logger: Logger;
  /** Where the simulator is reachable from a browser, e.g. http://localhost:3000/__sim/phonepe. */
  publicBaseUrl(): string;
  credentials: { clientId: string; clientSecret: string; clientVersion: number };
  /** Test hook state: faults to answer the next PG calls with instead of the real answer. */
  takeFault(): Fault | undefined;
  /** Counts a status call for this merchant order id (tests check how often the shop asks). */
  countStatusCall(merchantOrderId: string): void;
  /** Sends the order's checkout.order.completed / failed webhook in the background. */
  notify(order: SimOrder, overrides?: WebhookOverrides): void;
  /** Sends the refund's pg.refund.completed / failed webhook in the background. */
  notifyRefund(refund: SimRefund, options?: { duplicate?: boolean }): void;
}

export interface Fault {
  /** Answer this status instead (401 → UNAUTHORIZED, 5xx → INTERNAL_SERVER_ERROR…); without it, only delay. */
  status?: number;
  /** Wait this long before answering: longer than the adapter's timeout makes a TIMEOUT. */
  delayMs?: number;
}

export interface WebhookOverrides {
  /** A different amount than the order's (the amount-mismatch test). */
  amount?: number;
  state?: string;
  event?: string;
  /** Whether the deliberate duplicate follows (default true). */
  duplicate?: boolean;
}
