import type { AppLoadContext } from 'react-router';
import type { Runtime } from '../runtime';
import { createAdminResolver, createCustomerResolver } from './auth';

/** What every page loader receives as `context` (typed in app/load-context.ts). */
export function createLoadContext(runtime: Runtime): AppLoadContext {
  const { config, services, logger } = runtime;
  return {
    services,
    logger,
    shop: {
      name: config.SHOP_NAME,
      publicUrl: config.PUBLIC_URL,
      codEnabled: config.COD_ENABLED,
      paymentsSimulated: config.paymentsSimulated,
      cartDeliveryCharge: config.CART_DELIVERY_CHARGE,
    },
    dev: !config.isProduction,
    auth: {
      customer: createCustomerResolver(services.sessions, services.users),
      admin: createAdminResolver(services.sessions, services.adminAuth),
    },
  };
}
