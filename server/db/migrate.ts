import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as catalog from './migrations/0001_catalog';
import * as admins from './migrations/0002_admins';
import * as customers from './migrations/0003_customers';
import * as outbox from './migrations/0004_outbox';
import * as cart from './migrations/0005_cart';
import * as orders from './migrations/0006_orders';
import * as paymentAttempts from './migrations/0007_payment_attempts';
import * as catalogueVersion from './migrations/0008_catalogue_version';
import * as jobs from './migrations/0009_jobs';
import * as checkoutSafety from './migrations/0010_checkout_safety';
import * as stockAndLifecycle from './migrations/0011_stock_and_lifecycle';
import * as paymentStatusRefunded from './migrations/0012_payment_status_refunded';
import * as shopSettings from './migrations/0013_shop_settings';
import * as gstInvoices from './migrations/0014_gst_invoices';
import * as orderDocuments from './migrations/0015_order_documents';
import * as categoryAliasesAndEmailChanges from './migrations/0016_category_aliases_and_email_changes';
import * as sendQuotasAndServerSecrets from './migrations/0017_send_quotas_and_server_secrets';
import * as addressStateCodes from './migrations/0018_address_state_codes';
import * as unitsOfQuantity from './migrations/0019_units_of_quantity';
import * as registrationType from './migrations/0020_registration_type';
import * as invoiceReissue from './migrations/0021_invoice_reissue';
import * as replacementRequests from './migrations/0022_replacement_requests';
import * as colourSwatches from './migrations/0023_colour_swatches';
import * as productSearch from './migrations/0024_product_search';
import * as reviews from './migrations/0025_reviews';
import * as coupons from './migrations/0026_coupons';
import * as customersNewest from './migrations/0027_customers_newest';
import * as productStatus from './migrations/0028_product_status';
import * as deskSummary from './migrations/0029_desk_summary';
import * as searchFacts from './migrations/0030_search_facts';
import * as oneLetterPrefixes from './migrations/0031_one_letter_prefixes';
import * as postgresSearchFacts from './migrations/0032_postgres_search_facts';

// Listed statically (not read from a folder) so the migrations travel inside the server bundle.
const migrations: Record<string, Migration> = {
  '0001_catalog': catalog,
  '0002_admins': admins,
  '0003_customers': customers,
  '0004_outbox': outbox,
  '0005_cart': cart,
  '0006_orders': orders,
  '0007_payment_attempts': paymentAttempts,
  '0008_catalogue_version': catalogueVersion,
  '0009_jobs': jobs,
  '0010_checkout_safety': checkoutSafety,
  '0011_stock_and_lifecycle': stockAndLifecycle,
  '0012_payment_status_refunded': paymentStatusRefunded,
  '0013_shop_settings': shopSettings,
  '0014_gst_invoices': gstInvoices,
  '0015_order_documents': orderDocuments,
  '0016_category_aliases_and_email_changes': categoryAliasesAndEmailChanges,
  '0017_send_quotas_and_server_secrets': sendQuotasAndServerSecrets,
  '0018_address_state_codes': addressStateCodes,
  '0019_units_of_quantity': unitsOfQuantity,
  '0020_registration_type': registrationType,
  '0021_invoice_reissue': invoiceReissue,
  '0022_replacement_requests': replacementRequests,
  '0023_colour_swatches': colourSwatches,
  '0024_product_search': productSearch,
  '0025_reviews': reviews,
  '0026_coupons': coupons,
  '0027_customers_newest': customersNewest,
  '0028_product_status': productStatus,
  '0029_desk_summary': deskSummary,
  '0030_search_facts': searchFacts,
  '0031_one_letter_prefixes': oneLetterPrefixes,
  '0032_postgres_search_facts': postgresSearchFacts,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to `name` (a migration's tests: rows written as that schema stood). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error;
}

/** Brings the schema up to date; returns the names of the migrations it applied. */
// Kysely<any>, as Kysely's own migration docs do: migrations run before (and across) schema versions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
