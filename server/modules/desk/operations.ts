import { adminCustomerDetailSchema, adminCustomerPageSchema, MAX_CUSTOMER_SEARCH } from '../../../common/admin-customers';
import { adminStatsSchema, DEFAULT_STATS_RANGE, STATS_RANGES } from '../../../common/admin-stats';
import { z } from 'zod';
import { dayParameter, type Operation } from '../../http/openapi-operation';

/** The owner's desk's operations (docs/decisions/0061). Declared beside the routes, collected by server/http/openapi.ts (docs/decisions/0042). */
export const operations: Operation[] = [
  {
    method: 'get',
    path: '/api/admin/stats',
    summary: 'The dashboard’s figures for a range of IST days: revenue, orders and average order value (with the previous period’s), by day, by status, the most sold products and the low stock',
    tag: 'admin',
    access: 'admin',
    filters: [{ name: 'range', description: `today, or the last 7, 30 or 90 IST days including today (default ${DEFAULT_STATS_RANGE})`, schema: { type: 'string', enum: [...STATS_RANGES], default: DEFAULT_STATS_RANGE } }],
    ok: [200, 'AdminStats'],
    errors: [401, 403],
  },
  {
    method: 'get',
    path: '/api/admin/customers',
    summary: 'The customers, newest accounts first, with their orders’ count, total spent and last order',
    tag: 'admin',
    access: 'admin',
    query: 'page',
    filters: [{ name: 'q', description: 'Part of the customer’s name, e-mail or phone number (any case)', schema: { type: 'string', maxLength: MAX_CUSTOMER_SEARCH } }],
    ok: [200, 'AdminCustomerPage'],
    errors: [401, 403],
  },
  {
    method: 'get',
    path: '/api/admin/customers/:id',
    summary: 'One customer: their details, addresses, figures and every order, newest first (404 "Customer not found")',
    tag: 'admin',
    access: 'admin',
    ok: [200, 'AdminCustomerDetail'],
    errors: [401, 403, 404],
  },
  {
    method: 'get',
    path: '/api/admin/orders/export.csv',
    summary: 'The orders placed on the IST days `from`…`to` (both included) as CSV, one row per order line, tax figures from the order’s invoice (docs/csv.md); streamed as a worker thread writes it, at most two at once (429 with Retry-After beyond: docs/decisions/0070)',
    tag: 'admin',
    access: 'admin',
    filters: [
      { name: 'from', description: 'First IST day (YYYY-MM-DD)', schema: dayParameter },
      { name: 'to', description: 'Last IST day (YYYY-MM-DD), not before `from`', schema: dayParameter },
    ],
    ok: [200, z.unknown()],
    files: ['text/csv'],
    errors: [401, 403, 429],
  },
];

/** The answers' shapes these operations name. */
export const components = { AdminStats: adminStatsSchema, AdminCustomerPage: adminCustomerPageSchema, AdminCustomerDetail: adminCustomerDetailSchema };
