import { z } from 'zod';
import { calendarDaySchema } from './calendar-day';
import { ORDER_ID_PATTERN, ORDER_STATUSES, PAYMENT_STATUSES, REFUND_STATUSES } from './orders';

/**
 * The admin orders list's filters and search: what GET /api/orders takes beside the
 * page, and what /admin/orders keeps in its URL (the same names, so a shared link is the same
 * list). Dates are India's calendar days (every date the shop shows is India's), both ends included.
 */

export const PAYMENT_METHODS = ['online', 'cod'] as const;
export const MAX_ORDER_SEARCH = 100;
export const REPLACEMENT_FILTERS = ['requested'] as const;
/**
 * What the order waits for from the shop (docs/decisions/0062): shipment (not shipped yet, and
 * paid or cash on delivery), confirmation (a cash-on-delivery or UPI-QR payment to confirm).
 */
export const AWAITING_FILTERS = ['shipment', 'confirmation'] as const;
export type AwaitingFilter = (typeof AWAITING_FILTERS)[number];

// A form left at "All" sends `status=`: an empty value is no filter, on the page and the API alike.
const blankIsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.preprocess(blankIsAbsent, z.enum(values, { message: `${name} must be one of ${values.join(', ')}` }).optional());

const day = (name: string) => z.preprocess(blankIsAbsent, calendarDaySchema(name).optional());

export const adminOrderFilterShape = {
  /** An order id (whole or part), or part of the customer's name, e-mail or phone number. */
  q: z.preprocess(blankIsAbsent, z.string().trim().max(MAX_ORDER_SEARCH, { message: `Search must be at most ${MAX_ORDER_SEARCH} characters` }).optional()),
  status: oneOf('status', ORDER_STATUSES),
  paymentStatus: oneOf('paymentStatus', PAYMENT_STATUSES),
  paymentMethod: oneOf('paymentMethod', PAYMENT_METHODS),
  /** requested: only orders with a replacement request the shop has not decided (docs/decisions/0048). */
  replacement: oneOf('replacement', REPLACEMENT_FILTERS),
  /** shipment or confirmation: what the order waits for from the shop (docs/decisions/0062). */
  awaiting: oneOf('awaiting', AWAITING_FILTERS),
  /** The refund's state (Failed: a gateway refund to make by hand). */
  refundStatus: oneOf('refundStatus', REFUND_STATUSES),
  /** Orders placed on or after this IST day. */
  from: day('from'),
  /** Orders placed on or before this IST day. */
  to: day('to'),
};

export const FROM_AFTER_TO = 'from must be on or before to';

/** The filters alone (the page's loader); the API adds the page and the unpaid-online switch. */
export const adminOrderFiltersSchema = z.object(adminOrderFilterShape).refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, { message: FROM_AFTER_TO, path: ['from'] });
export type AdminOrderFilters = z.infer<typeof adminOrderFiltersSchema>;

export const ADMIN_ORDER_FILTER_KEYS = ['q', 'status', 'paymentStatus', 'paymentMethod', 'replacement', 'awaiting', 'refundStatus', 'from', 'to'] as const satisfies readonly (keyof AdminOrderFilters)[];

/** What a search text asks for: one order by its whole id, or a part of an id, name, e-mail or phone. */
export type OrderSearch = { orderId: string } | { text: string; idPart: string; digits: string | null };

export function parseOrderSearch(q: string | undefined): OrderSearch | null {
  const text = q?.trim() ?? '';
  if (text === '') return null;
  const upper = text.toUpperCase();
  if (ORDER_ID_PATTERN.test(upper)) return { orderId: upper };
  // A phone number typed as '+91 98765-43210' matches one stored as '9876543210' (and the reverse): digits only.
  const digits = /^[+\d\s()-]+$/.test(text) ? text.replace(/\D/g, '') : '';
  return { text: text.toLowerCase(), idPart: upper, digits: digits.length >= 3 ? digits.replace(/^91(?=\d{10}$)/, '') : null };
}

const IST_OFFSET = '+05:30';

/** The first instant of an IST day, as an ISO string in UTC (what created_at holds). */
export function istDayStart(day: string): string {
  return new Date(`${day}T00:00:00${IST_OFFSET}`).toISOString();
}

/** The first instant after an IST day: `created_at < istDayEnd(to)` keeps the whole of `to`. */
export function istDayEnd(day: string): string {
  return new Date(new Date(`${day}T00:00:00${IST_OFFSET}`).getTime() + 24 * 60 * 60 * 1000).toISOString();
}

/** The URL query of a list with these filters (and page, and extra switches), in a stable order; '' when none. */
export function adminOrderQuery(filters: Partial<Record<string, string | undefined>>, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const key of ADMIN_ORDER_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) if (value !== undefined && value !== '') params.set(key, value);
  return params.toString();
}
