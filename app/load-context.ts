import type { Logger } from 'pino';
import type { Services } from '../server/services';

/** What the server hands every loader (server/http/listener.ts builds it). */
declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    logger: Logger;
    shop: {
      name: string;
      publicUrl: string;
      codEnabled: boolean;
      cartDeliveryCharge: number;
    };
    dev: boolean;
  }
}

export {};
