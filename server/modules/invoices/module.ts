import type { Db } from '../../db/connect';
import type { ApiModule } from '../../http/api-module';
import type { ShopSettings } from '../../../common/settings';
import { components, operations } from './operations';
import { renderInvoicePdf } from './pdf';
import { createInvoicesRepo } from './repo';
import { gstReportCsv } from './report';
import { gstReportRoutes, invoiceRoutes } from './routes';
import { createInvoices, type OrderAccess } from './service';

/**
 * The invoices module's door (docs/decisions/0022, 0042): GST invoices and credit notes, issued
 * by the orders' transitions through `invoices.issuer`, read as PDFs, summed as GSTR-1.
 */
export function createInvoicesModule(ports: { db: Db; settings: () => Promise<ShopSettings>; orders: OrderAccess }) {
  const invoices = createInvoices({ repo: createInvoicesRepo(ports.db), settings: ports.settings, orders: ports.orders, render: renderInvoicePdf });
  const api = {
    name: 'invoices',
    mount: () => [
      { path: '/orders', routes: invoiceRoutes(invoices) },
      { path: '/admin/reports', routes: gstReportRoutes(invoices) },
    ],
    operations,
    components,
    reads: {
      orderDocuments: {
        forAdmin: (orderRef: string, kind: 'invoice' | 'credit_note', number?: string) => invoices.pdf({ role: 'admin' }, orderRef, kind, number),
      },
      reports: {
        gst: (query: { from: string; to: string }) => invoices.report(query),
        gstCsv: async (query: { from: string; to: string }) => gstReportCsv(await invoices.report(query)),
        gstr1File: invoices.gstr1File,
      },
    },
  } satisfies ApiModule;
  return { invoices, api };
}

export type { Invoices, IssuedLines } from './service';
