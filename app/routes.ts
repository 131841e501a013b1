import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('products', 'routes/products.tsx', { id: 'products-all' }),
  route('products/:category', 'routes/products.tsx', { id: 'products-category' }),
  route('product/:id', 'routes/product.tsx'),
  // The shop's search, its filters and sort in the URL (docs/decisions/0056).
  route('search', 'routes/search.tsx'),
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('reset-password/:token', 'routes/reset-password-token.tsx'),
  route('email-sent-success', 'routes/email-sent-success.tsx'),
  route('account', 'routes/account.tsx'),
  // The customer's own edits (docs/decisions/0027): details, password, and the link confirming a new e-mail.
  route('account/edit', 'routes/account-edit.tsx'),
  route('account/password', 'routes/account-password.tsx'),
  route('account/email/:token', 'routes/account-email-confirm.tsx'),
  route('orders', 'routes/orders.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('payment/:paymentLink', 'routes/payment.tsx'),
  route('paymentsuccess', 'routes/payment-success.tsx'),
  route('orderSuccess', 'routes/order-success.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('t&c', 'routes/terms.tsx'),
  route('shipping-policy', 'routes/shipping-policy.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  // Crawlers (docs/decisions/0009-findable.md): resource routes answering text and XML.
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route('sitemaps/:file', 'routes/sitemap-file.ts'),
  // The back office: its own shell and login guard (routes/admin/shell.tsx) around every /admin path.
  route('admin', 'routes/admin/shell.tsx', { id: 'admin' }, [
    index('routes/admin/dashboard.tsx'),
    route('login', 'routes/admin/login.tsx'),
    route('products', 'routes/admin/products.tsx'),
    route('products/new', 'routes/admin/product-new.tsx'),
    route('products/edit/:productId', 'routes/admin/product-edit.tsx'),
    route('categories', 'routes/admin/categories.tsx'),
    route('categories/new', 'routes/admin/category-new.tsx'),
    route('categories/edit/:categoryId', 'routes/admin/category-edit.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/edit/:orderId', 'routes/admin/order-edit.tsx'),
    // Orders whose delivery state is no GST state, each with a form to correct it (docs/decisions/0037).
    route('orders/unresolved-states', 'routes/admin/unresolved-states.tsx'),
    // Discount codes: list with an on/off switch, create, edit (docs/decisions/0060).
    // The shop's customers and one customer's page (docs/decisions/0063).
    route('customers', 'routes/admin/customers.tsx'),
    route('customers/:customerId', 'routes/admin/customer.tsx'),
    route('coupons', 'routes/admin/coupons.tsx'),
    route('coupons/new', 'routes/admin/coupon-new.tsx'),
    route('coupons/edit/:couponId', 'routes/admin/coupon-edit.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    // The signed-in admin's own password (docs/decisions/0063).
    route('account/password', 'routes/admin/account-password.tsx'),
    // The e-mails kept instead of sent while SMTP is not set up; 404 once it is (docs/decisions/0047).
    route('outbox', 'routes/admin/outbox.tsx'),
    // The background work that failed for good, to retry (docs/decisions/0062).
    route('jobs', 'routes/admin/jobs.tsx'),
    // The order's invoice and credit note PDFs, and the GST report's files, behind the admin cookie (docs/decisions/0023, 0036).
    route('orders/:orderId/invoice.pdf', 'routes/admin/order-document.ts', { id: 'admin-invoice-pdf' }),
    route('orders/:orderId/credit-note.pdf', 'routes/admin/order-document.ts', { id: 'admin-credit-note-pdf' }),
    route('reports/gst', 'routes/admin/gst-report.tsx'),
    route('reports/gst.csv', 'routes/admin/gst-report-csv.ts'),
    route('reports/gst.zip', 'routes/admin/gst-report-csv.ts', { id: 'admin-gst-report-zip' }),
    // The orders' and the products' CSV files (docs/decisions/0064).
    route('orders/export.csv', 'routes/admin/orders-export-csv.ts'),
    route('products/export.csv', 'routes/admin/products-export-csv.ts'),
    route('*', 'routes/admin/not-found.tsx', { id: 'admin-not-found' }),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
