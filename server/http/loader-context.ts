import type { AppLoadContext } from 'react-router';
import type { Runtime } from '../runtime';
import { fromPaise } from '../../common/money';
import { gstReportCsv } from '../modules/invoices/report';
import type { Services } from '../services';
import { createAdminResolver, createCustomerResolver } from './auth';

// Declared with the loaders (app/load-context.ts), read through React Router's context type.
type LoaderServices = AppLoadContext['services'];

/**
 * Only the named methods of a service, in a new object: a loader holding it cannot reach the
 * service's other methods (writes, the mailer behind them), not even by a cast.
 */
function only<T extends object, K extends keyof T>(service: T, ...names: K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, service[name]])) as Pick<T, K>;
}

/** The reads the page loaders are allowed (declared in app/load-context.ts), taken from the services. */
export function createLoaderServices({ catalog, catalogAdmin, cart, checkout, orders, settings, invoices, passwordResets }: Services): LoaderServices {
  return {
    catalog: {
      ...only(catalog, 'listCategories', 'getCategory', 'listProducts', 'listProductsInCategory', 'renamedCategory', 'getProduct', 'featured', 'newArrivals', 'related'),
      sitemap: only(catalog.sitemap, 'productFileCount', 'productFile', 'categories'),
    },
    catalogAdmin: only(catalogAdmin, 'getProduct'),
    cart: only(cart, 'getCart'),
    checkout: only(checkout, 'cartCodCharge', 'rules'),
    orders: {
      ...only(orders, 'listForUser', 'listForAdmin', 'getForAdmin', 'listToCorrect', 'countToCorrect'),
      async ownOrder(userId, customOrderId) {
        const order = await orders.findOwned(userId, customOrderId);
        if (order === null) return null;
        const { products, deliveryAddress } = order.view;
        return { orderId: order.customOrderId, paymentMethod: order.paymentMethod, totalPrice: fromPaise(order.totalPaise), lines: products, deliveryAddress };
      },
    },
    accounts: {
      resetLinkUsable: (token) => passwordResets.linkUsable(token),
    },
    settings: only(settings, 'current', 'get'),
    orderDocuments: {
      forAdmin: (orderRef, kind, number) => invoices.pdf({ role: 'admin' }, orderRef, kind, number),
    },
    reports: {
      gst: (query) => invoices.report(query),
      gstCsv: async (query) => gstReportCsv(await invoices.report(query)),
      gstr1File: (query, file) => invoices.gstr1File(query, file),
    },
  };
}

/** What every page loader receives as `context` (typed in app/load-context.ts). */
export function createLoadContext(runtime: Runtime): AppLoadContext {
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
    auth: {
      customer: createCustomerResolver(services.sessions, services.users),
      admin: createAdminResolver(services.sessions, services.adminAuth),
    },
  };
}
