import type { AccountTables } from '../modules/accounts/tables';
import type { CartTables } from '../modules/cart/tables';
import type { CatalogTables } from '../modules/catalog/tables';
import type { InvoiceTables } from '../modules/invoices/tables';
import type { JobTables } from '../modules/jobs/tables';
import type { MailTables } from '../modules/mail/tables';
import type { OrderTables } from '../modules/orders/tables';
import type { SettingsTables } from '../modules/settings/tables';
import type { PaymentTables } from '../modules/payments/tables';
import type { ReviewTables } from '../modules/reviews/tables';
import type { CouponTables } from '../modules/coupons/tables';

/** Every table, as Kysely sees it. Each module declares and owns its own tables. */
export interface Database extends CatalogTables, AccountTables, MailTables, CartTables, OrderTables, PaymentTables, JobTables, SettingsTables, InvoiceTables, ReviewTables, CouponTables {}
