import type { Logger } from 'pino';
import type { User } from '../common/accounts';
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
    auth: {
      /** The signed-in customer of this request (resolved from its cookies as the API does), or null. */
      customer(request: Request): Promise<User | null>;
    };
  }
}

export {};
