import type { Reconciler } from '../modules/payments/reconciler';
import type { PhonePeSimulator } from '../modules/payments/simulator/simulator';
import { createTestClock, unlimitedRateLimiter } from './accounts-fixtures';
import { signInAdmin } from './admin-fixtures';
import { startTestApp, type TestApp } from './app';
import { stockShop, type Shop } from './orders-fixtures';

/**
 * For the online payment tests: the app with the PhonePe simulator it mounts (the real adapter
 * talks to it over HTTP), its reconciler, a stocked shop, a signed-in admin and a clock the test
 * moves. One place builds it, so the tests differ only in what they do with it.
 */

export interface PaymentsTestClock {
  clock: () => Date;
  advance(ms: number): void;
}

/**
 * Real time plus what the test added: the simulator's delays and the app's timers still run (its
 * webhooks arrive, its refunds settle), and a test jumps the shop past an interval. `hold()` stops
 * it where it is until the function it returns is called, for a test whose assertion counts on no
 * interval passing by itself (200 polls can take longer than 5 s on a loaded machine).
 */
export function runningTestClock(): PaymentsTestClock & { hold(): () => void } {
  let skewMs = 0;
  let heldAt: number | undefined;
  return {
    clock: () => new Date(heldAt ?? Date.now() + skewMs),
    advance(ms) {
      if (heldAt === undefined) skewMs += ms;
      else heldAt += ms;
    },
    hold() {
      heldAt ??= Date.now() + skewMs;
      return () => {
        if (heldAt === undefined) return;
        // Runs on from where it stood.
        skewMs = heldAt - Date.now();
        heldAt = undefined;
      };
    },
  };
}

/** Time that moves only when the test moves it: the reconciler's schedule, checked to the second. */
export function stoppedTestClock(): PaymentsTestClock {
  return createTestClock(new Date());
}

export interface PaymentsApp {
  app: TestApp;
  sim: PhonePeSimulator;
  reconciler: Reconciler;
  shop: Shop;
  /** The signed-in admin's Authorization header. */
  admin: Record<string, string>;
  time: PaymentsTestClock;
}

/** Starts the app on `time` (real time plus what the test adds, unless given); `env` adds to the test configuration. */
export async function startPaymentsApp(options: { time?: PaymentsTestClock; env?: Record<string, string> } = {}): Promise<PaymentsApp> {
  const time = options.time ?? runningTestClock();
  const app = await startTestApp(options.env ?? {}, { rateLimiter: unlimitedRateLimiter, clock: time.clock });
  return {
    app,
    sim: app.runtime.services.payments.provider.simulator!,
    reconciler: app.runtime.services.payments.reconciler!,
    shop: await stockShop(app),
    admin: { authorization: `Bearer ${(await signInAdmin(app)).token}` },
    time,
  };
}

/** The gateway refunds written for an order, by its customer-facing id. */
export function refundsOf(app: TestApp, customOrderId: string) {
  return app.runtime.db
    .selectFrom('payment_refunds')
    .innerJoin('orders', 'orders.id', 'payment_refunds.order_id')
    .selectAll('payment_refunds')
    .where('orders.custom_order_id', '=', customOrderId)
    .execute();
}
