import type { AppLoadContext } from 'react-router';
import type { Runtime } from '../runtime';
import type { Services } from '../services';
import type { LoaderServices, ReadsOf } from './api-module';
import { createAdminResolver, createCustomerResolver } from './auth';
import { noPageApi } from './page-api';

/**
 * The reads the page loaders are allowed (declared in app/load-context.ts): each module's
 * `reads`, merged. The compiler checks the merge gives every read the loaders declare, so a
 * module that drops one, or a declaration no module gives, fails to build.
 */
export function createLoaderServices({ modules }: Pick<Services, 'modules'>): LoaderServices {
  const reads: ReadsOf<typeof modules> = Object.assign({}, ...modules.map((module) => ('reads' in module ? module.reads : {})));
  return reads;
}

/**
 * What every page loader receives as `context` (typed in app/load-context.ts). `api`: the page
 * actions' way into the JSON API (page-api.ts); the page mount gives each request its own.
 */
export function createLoadContext(runtime: Runtime, api: AppLoadContext['api'] = noPageApi): AppLoadContext {
  const { config, services, logger } = runtime;
  return {
    services: createLoaderServices(services),
    logger,
    shop: {
      onlinePayment: config.PAYMENT_PROVIDER === 'upi' ? 'upi' : 'phonepe',
      name: config.SHOP_NAME,
      publicUrl: config.PUBLIC_URL,
      paymentsSimulated: config.paymentsSimulated,
    },
    dev: !config.isProduction,
    api,
    auth: {
      customer: createCustomerResolver(services.sessions, services.users),
      admin: createAdminResolver(services.sessions, services.adminAuth),
    },
  };
}
