import type { RequestListener } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { SIMULATOR_BASE_PATH } from '../modules/payments/module';
import type { Runtime } from '../runtime';
import { withBodyLimit } from './body-limit';

/**
 * PAYMENT_PROVIDER=phonepe-sim: the PhonePe simulator (API, hosted page) at /__sim/phonepe, or
 * undefined for any other provider. Its forms and JSON are read by anyone who finds it: the same
 * body limit as the API's.
 */
export function createSimulatorMount(runtime: Runtime): { basePath: string; listener: RequestListener } | undefined {
  const { simulator } = runtime.services.payments.provider;
  if (!simulator) return undefined;
  return { basePath: `${SIMULATOR_BASE_PATH}/`, listener: getRequestListener(withBodyLimit(simulator.app.fetch, runtime.logger)) };
}
