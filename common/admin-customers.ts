import { z } from 'zod';
import { savedAddressSchema } from './accounts';
import { adminOrderSchema } from './admin-orders';

/**
 * The owner's desk's customers (docs/decisions/0061): what GET /api/admin/customers and
 * GET /api/admin/customers/{id} answer. Money in rupees, instants as ISO strings.
 */

export const MAX_CUSTOMER_SEARCH = 100;
export const CUSTOMER_SEARCH_MESSAGE = `Search must be at most ${MAX_CUSTOMER_SEARCH} characters`;
export const CUSTOMER_NOT_FOUND = 'Customer not found';

/** The search text (part of a name, an e-mail or a phone number); blank is no search. */
export const customerSearchSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(MAX_CUSTOMER_SEARCH, { message: CUSTOMER_SEARCH_MESSAGE }).optional(),
);

/** A customer's figures, from their orders. */
export const customerFiguresSchema = z.object({
  orders: z.number().int().meta({ description: 'Their orders that were not cancelled (online orders whose payment never completed left out).' }),
  totalSpent: z.number().meta({ description: 'Totals of their orders whose payment completed, minus the refunds completed on them, in rupees.' }),
  lastOrderAt: z.string().nullable().meta({ description: 'When they last placed an order (any order they placed, ISO); null when never.' }),
});
export type CustomerFigures = z.infer<typeof customerFiguresSchema>;

export const adminCustomerSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    createdAt: z.string().meta({ description: 'When the account was made (ISO).' }),
  })
  .extend(customerFiguresSchema.shape);
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomerPageSchema = z.object({
  customers: z.array(adminCustomerSchema).meta({ description: 'Newest accounts first.' }),
  pages: z.number().int(),
  total: z.number().int().meta({ description: 'How many customers match.' }),
});
export type AdminCustomerPage = z.infer<typeof adminCustomerPageSchema>;

export const adminCustomerDetailSchema = adminCustomerSchema.extend({
  addresses: z.array(savedAddressSchema).meta({ description: 'The addresses the account keeps (today one, or none before the customer saved it).' }),
  orders: z.array(adminOrderSchema).meta({ description: 'Every order they placed, newest first, as the admin’s orders list shows them.' }),
  orderCount: z.number().int().meta({ description: 'Their orders that were not cancelled (the list’s `orders`).' }),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;
