import type { Logger } from 'pino';
import type { User } from '../common/accounts';
import type { AdminProfile } from '../common/admin';
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
      /** A payment simulator is the provider: the checkout says no real money moves. */
      paymentsSimulated: boolean;
    };
    dev: boolean;
    auth: {
      /** The signed-in customer of this request (resolved from its cookies as the API does), or null. */
      customer(request: Request): Promise<User | null>;
      /**
       * The signed-in admin of this request, or null. Read from the `adminToken` cookie alone,
       * whether or not the request carries X-Use-Admin-Token (a page navigation cannot send headers).
       */
      admin(request: Request): Promise<AdminProfile | null>;
    };
  }
}

export {};
