import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { PaymentGateway } from './gateway';
import { phonepeBaseUrls, simulatorBaseUrls } from './phonepe/base-urls';
import { createPhonePeGateway } from './phonepe/phonepe-gateway';
import { SIMULATOR_BASE_PATH, createPhonePeSimulator, type PhonePeSimulator } from './simulator/simulator';

/** Where PhonePe (or the simulator) sends webhooks, relative to the shop. */
export const WEBHOOK_PATH = '/api/payments/phonepe/webhook';

export interface PaymentProvider {
  /** 'gateway': PhonePe or its simulator; 'upi': a UPI link, no gateway. */
  kind: 'gateway' | 'upi';
  gateway: PaymentGateway | null;
  /** PAYMENT_PROVIDER=phonepe-sim: mount `simulator.app` at SIMULATOR_BASE_PATH. */
  simulator: PhonePeSimulator | null;
  /**
   * The port this process listens on, once known (a server started on port 0, as in tests): the
   * adapter reaches the simulator, and the simulator the webhook, over loopback HTTP on it.
   */
  setListeningPort(port: number): void;
  close(): void;
}

type ProviderConfig = Pick<
  Config,
  | 'PAYMENT_PROVIDER'
  | 'PORT'
  | 'HOST'
  | 'PUBLIC_URL'
  | 'PHONEPE_ENV'
  | 'PHONEPE_CLIENT_ID'
  | 'PHONEPE_CLIENT_SECRET'
  | 'PHONEPE_CLIENT_VERSION'
  | 'PHONEPE_WEBHOOK_USER'
  | 'PHONEPE_WEBHOOK_PASSWORD'
>;

/**
 * PAYMENT_PROVIDER → the gateway: `phonepe` the real PhonePe (PHONEPE_ENV's hosts), `phonepe-sim`
 * the same adapter against the simulator this process mounts, `upi` none.
 */
export function createPaymentProvider(config: ProviderConfig, deps: { clock: () => Date; logger: Logger }): PaymentProvider {
  const logger = deps.logger.child({ component: 'payments' });
  const none = { setListeningPort() {}, close() {} };

  if (config.PAYMENT_PROVIDER === 'upi') return { kind: 'upi', gateway: null, simulator: null, ...none };

  if (config.PAYMENT_PROVIDER === 'phonepe') {
    const gateway = createPhonePeGateway({
      ...phonepeBaseUrls(config.PHONEPE_ENV),
      clientId: required(config.PHONEPE_CLIENT_ID, 'PHONEPE_CLIENT_ID'),
      clientSecret: required(config.PHONEPE_CLIENT_SECRET, 'PHONEPE_CLIENT_SECRET'),
      clientVersion: config.PHONEPE_CLIENT_VERSION,
      webhookUser: required(config.PHONEPE_WEBHOOK_USER, 'PHONEPE_WEBHOOK_USER'),
      webhookPassword: required(config.PHONEPE_WEBHOOK_PASSWORD, 'PHONEPE_WEBHOOK_PASSWORD'),
      clock: deps.clock,
      logger,
    });
    return { kind: 'gateway', gateway, simulator: null, ...none };
  }

  // phonepe-sim. Both sides live in this process, so credentials left unset are made up per start.
  let port = config.PORT;
  const loopback = () => `http://${loopbackHost(config.HOST)}:${port}`;
  const credentials = {
    clientId: config.PHONEPE_CLIENT_ID ?? 'HAAT_SIMULATOR',
    clientSecret: config.PHONEPE_CLIENT_SECRET ?? randomBytes(18).toString('base64url'),
    clientVersion: config.PHONEPE_CLIENT_VERSION,
    webhookUser: config.PHONEPE_WEBHOOK_USER ?? 'haat-simulator',
    webhookPassword: config.PHONEPE_WEBHOOK_PASSWORD ?? randomBytes(18).toString('base64url'),
  };
  const simulator = createPhonePeSimulator({
    publicBaseUrl: `${config.PUBLIC_URL}${SIMULATOR_BASE_PATH}`,
    webhookUrl: () => loopback() + WEBHOOK_PATH,
    ...credentials,
    clock: deps.clock,
    logger: deps.logger.child({ component: 'phonepe-simulator' }),
  });
  const gateway = createPhonePeGateway({ ...simulatorBaseUrls(() => loopback() + SIMULATOR_BASE_PATH), ...credentials, clock: deps.clock, logger });
  return {
    kind: 'gateway',
    gateway,
    simulator,
    setListeningPort(listening) {
      port = listening;
    },
    close: () => simulator.close(),
  };
}

/** How this process reaches itself: loopback when it listens on every interface. */
function loopbackHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

function required(value: string | undefined, name: string): string {
  // loadConfig already refuses to start without these; this keeps the types honest.
  if (value === undefined) throw new Error(`${name} is required when PAYMENT_PROVIDER=phonepe`);
  return value;
}
