import type { Logger } from 'pino';
import type { User } from '../common/accounts';
import type { AdminProfile } from '../common/admin';
import type { AdminOrderFilters } from '../common/admin-order-filters';
import type { AdminOrder, OrderToCorrect, OrdersToActOn } from '../common/admin-orders';
import type { Cart } from '../common/cart';
import type { AdminProduct, AdminProductPage, AdminProductQuery, Category, Product, ProductPage } from '../common/catalog';
import type { CheckoutRules } from '../common/checkout-rules';
import type { GstReport, Gstr1Table } from '../common/gst-report';
import type { Order, OrderLine, PaymentMethod, QuoteAnswer, QuoteInput } from '../common/orders';
import type { OutboxMail } from '../common/outbox';
import type { PageRequest } from '../common/pages';
import type { ListSort } from '../common/search-sorts';
import type { AdminReviewPage, ReviewPage, ReviewPermission } from '../common/reviews';
import type { Coupon, CouponList } from '../common/coupons';
import type { AdminCustomerDetail, AdminCustomerPage } from '../common/admin-customers';
import type { AdminStats, StatsRange } from '../common/admin-stats';
import type { FailedJobPage } from '../common/admin-jobs';
import type { SearchAnswer, SearchMiss, SearchQuery } from '../common/search';
import type { ShopSettings } from '../common/settings';

/**
 * Everything a page loader reads, and nothing it may not: no writes, no mailer, no rate limiter,
 * no payment gateway. Each module's door gives its part (`api.reads`), merged in
 * server/http/loader-context.ts, where the compiler checks that every read declared here is given
 * (docs/decisions/0042); a loader that needs more adds the read here and in its module.
 */
/** A page of a product list with its sort and in-stock filter (server/modules/catalog/service.ts). */
type ListRequest = PageRequest & { sort?: ListSort; inStock?: boolean };

export interface LoaderServices {
  catalog: {
    listCategories(): Promise<Category[]>;
    getCategory(id: string): Promise<Category>;
    /** One page of every product: newest first, or in `sort`'s order and only what is in stock when asked (docs/decisions/0057). */
    listProducts(query: ListRequest): Promise<ProductPage>;
    /** A category by its name or id, with one page of its products. */
    listProductsInCategory(nameOrId: string, query: ListRequest): Promise<ProductPage & { category: Category }>;
    /** The current name of a category once called `name` (renamed since), or null. */
    renamedCategory(name: string): Promise<string | null>;
    getProduct(id: string): Promise<Product>;
    featured(): Promise<Product[]>;
    newArrivals(): Promise<Product[]>;
    related(product: Product): Promise<Product[]>;
    sitemap: {
      productFileCount(): Promise<number>;
      productFile(file: number): Promise<{ id: string; updatedAt: string }[]>;
      categories(): Promise<{ name: string; updatedAt: string }[]>;
    };
  };
  search: {
    /** A shopper's search (docs/decisions/0054); one with words that found nothing is counted (`missed`), unless the shop's owner made it (docs/decisions/0069). */
    find(query: SearchQuery, options?: { byOwner?: boolean }): Promise<{ answer: SearchAnswer; missed: boolean }>;
    /** The 50 searches that found nothing most often in the last `days` IST days, today included (private: the dashboard's loader checks the admin session). */
    misses(days: number): Promise<SearchMiss[]>;
  };
  catalogAdmin: {
    /** The product the admin edits, with the shop's own in-stock flag (private: the loader checks the admin session). */
    getProduct(id: string): Promise<AdminProduct>;
    /** The products' CSV, streamed (docs/decisions/0064; private: the loader checks the admin session). */
    exportCsv(): ReadableStream<Uint8Array>;
    /** A page of every product, any status, searched and filtered (docs/decisions/0065; private: the loader checks the admin session). */
    listProducts(query: AdminProductQuery & { page: number; limit: number }): Promise<AdminProductPage>;
  };
  cart: {
    getCart(userId: string): Promise<Cart>;
  };
  checkout: {
    /** The shop's delivery and cash-on-delivery rules (its settings, docs/decisions/0018). */
    rules(): Promise<CheckoutRules>;
    /** What the customer's order would cost, by the pricing that places it (POST /api/checkout/quote, docs/decisions/0060): the cart page's figures. */
    quote(userId: string, input: QuoteInput): Promise<QuoteAnswer>;
  };
  orders: {
    listForUser(userId: string): Promise<Order[]>;
    /** One page of the admin's list, narrowed by the filters and search of common/admin-order-filters.ts. */
    listForAdmin(query: PageRequest & AdminOrderFilters & { hideUnpaidOnline?: boolean }): Promise<{ orders: AdminOrder[]; pages: number; total: number }>;
    getForAdmin(ref: string): Promise<AdminOrder>;
    /** The orders to correct (docs/decisions/0037, 0038): their list, and how many. */
    listToCorrect(): Promise<OrderToCorrect[]>;
    countToCorrect(): Promise<number>;
    /** How many orders have a replacement request waiting for the shop (docs/decisions/0048). */
    countAwaitingReplacement(): Promise<number>;
    /** How many orders wait for the shop, each the count of the admin list's filter that shows them (docs/decisions/0062). */
    toActOn(): Promise<OrdersToActOn>;
    /**
     * The customer's own order: its id as shown to them (`customOrderId`), how it is paid, its total in rupees, its lines, where it goes
     * and what the total is made of (a coupon's discount among it, docs/decisions/0060); null when it is not theirs.
     */
    ownOrder(
      userId: string,
      customOrderId: string,
    ): Promise<{
      orderId: string;
      paymentMethod: PaymentMethod;
      totalPrice: number;
      lines: OrderLine[];
      deliveryAddress: Order['deliveryAddress'];
      figures: Pick<Order, 'itemsTotal' | 'discount' | 'couponCode' | 'deliveryCharge' | 'codCharge'>;
    } | null>;
  };
  reviews: {
    /** One page of a product's visible reviews, newest first, with their figures. */
    list(productId: string, query: PageRequest): Promise<ReviewPage>;
    /** Every review of a product, hidden ones marked (private: the admin's loader checks the admin session). */
    listForAdmin(productId: string, query: PageRequest): Promise<AdminReviewPage>;
    /** Whether the shopper may write a review of the product, or why not (docs/decisions/0055). */
    permission(customerId: string | null, productId: string): Promise<ReviewPermission>;
  };
  coupons: {
    /** Every coupon, newest first (private: the admin's loader checks the admin session). */
    list(): Promise<CouponList>;
    /** One coupon (the app's 404 'Coupon not found' when there is none). */
    get(id: string): Promise<Coupon>;
  };
  /** The owner's desk (docs/decisions/0061; private: the admin's loaders check the admin session). */
  desk: {
    /** The dashboard's figures for a range of IST days, with the previous period's. */
    stats(range: StatsRange): Promise<AdminStats>;
    /** One page of the customers, newest accounts first, searched by name, e-mail or phone. */
    customers(query: PageRequest & { q?: string }): Promise<AdminCustomerPage>;
    /** One customer with their orders, newest first (the app's 404 'Customer not found' when there is none). */
    customer(id: string): Promise<AdminCustomerDetail>;
    /** The orders' CSV for IST days from … to, one row per line, streamed (docs/decisions/0064). */
    ordersCsv(query: { from: string; to: string }): { fileName: string; body: ReadableStream<Uint8Array> };
  };
  /** The background work that failed for good (docs/decisions/0062; private: the admin's loaders check the admin session). */
  jobs: {
    /** One page of the failed jobs, newest first, each described in words. */
    failed(query: PageRequest): Promise<FailedJobPage>;
    failedCount(): Promise<number>;
  };
  accounts: {
    /** Whether a password reset link can still be used (its page says so before the form). */
    resetLinkUsable(token: string): Promise<boolean>;
  };
  settings: {
    /** The shop's settings as requests read them (cached under the catalogue version; docs/decisions/0018). */
    current(): Promise<ShopSettings>;
    /** The saved settings read now, for the admin's form (private: its loader checks the admin session). */
    get(): Promise<ShopSettings>;
  };
  mail: {
    /** Whether e-mail reaches customers (SMTP_URL is set); the admin dashboard warns while it does not. */
    delivers(): boolean;
    /** Without SMTP, the messages kept instead, newest first (private: the loader checks the admin session); null with SMTP. */
    outbox(): Promise<OutboxMail[] | null>;
  };
  /**
   * An order's invoice or credit note PDF for the shop (private: the loader checks the admin
   * session). The admin's links go through /admin resource routes, because the API reads the
   * admin cookie only with X-Use-Admin-Token, which a link cannot send (docs/decisions/0023).
   */
  orderDocuments: {
    /** `number`: one of the order's several documents of the kind (docs/decisions/0038); without it the current invoice or latest credit note. */
    forAdmin(orderRef: string, kind: 'invoice' | 'credit_note', number?: string): Promise<{ fileName: string; body: Buffer }>;
  };
  reports: {
    /** GSTR-1's tables for the IST days from … to (docs/decisions/0022). */
    gst(query: { from: string; to: string }): Promise<GstReport>;
    /** The same tables as the CSV that GET /api/admin/reports/gst?format=csv answers. */
    gstCsv(query: { from: string; to: string }): Promise<string>;
    /** GSTR-1's files for the GST offline tool: one table's CSV, or all six zipped (docs/decisions/0036). */
    gstr1File(query: { from: string; to: string }, file: Gstr1Table | 'zip'): Promise<{ fileName: string; contentType: string; body: string | Uint8Array }>;
  };
}

/** What the server hands every loader (server/http/loader-context.ts builds it). */
declare module 'react-router' {
  interface AppLoadContext {
    services: LoaderServices;
    logger: Logger;
    shop: {
      /** How the shop takes online payments: PhonePe's checkout (or its simulator), or a UPI QR the shop confirms. */
      onlinePayment: 'phonepe' | 'upi';
      name: string;
      publicUrl: string;
      /** A payment simulator is the provider: the checkout says no real money moves. */
      paymentsSimulated: boolean;
    };
    dev: boolean;
    /**
     * Page actions only (a form posted without JavaScript, docs/decisions/0051): one call to the
     * JSON API, in-process, as the browser's own request (its cookies, Origin and address), so
     * the API's rules, messages, limits and origin check decide. The answer is the API's, its
     * Set-Cookie included (the action copies it onto its redirect). Loaders never call it.
     */
    api(request: Request, call: { method: 'POST' | 'PUT'; path: `/api/${string}`; body?: unknown }): Promise<Response>;
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
