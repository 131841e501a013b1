import { PostgresAdapter, sql, type Kysely } from 'kysely';

const SETTINGS_EVENTS = ['insert', 'update', 'delete'] as const;

// docs/decisions/0022: GST on products, and the invoices and credit notes an order gets.
// - products.hsn_code ('' or 4, 6 or 8 digits) and products.gst_rate (percent: 0, 0.25, 3, 5, 12,
//   18, 28 or 40). order_items snapshot both when the order is placed, so an invoice issued later
//   taxes what was sold even if the product is edited meanwhile (NULL for orders placed before).
// - document_serials: the last number used per kind ('invoice', 'credit_note') and financial year
//   ('26-27'). A number is taken by an upsert that increments the row inside the transaction that
//   writes the document, so a rolled-back issue gives its number back: no gaps, no duplicates.
// - invoices: one invoice and at most one credit note per order (UNIQUE order_id, kind); the
//   document as issued (seller, buyer, lines, totals) as JSON, so a PDF printed years later says
//   what was issued whatever the settings say then. Its lines are also rows (invoice_lines) for the
//   GST report's sums; a credit note's lines carry the amounts it takes back, as positive figures.
// - shop_settings writes bump the catalogue version (as product writes do): the storefront's pages
//   show the settings (footer, contact, delivery charge), so the public cache and every process's
//   settings cache drop what they made under the old ones.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create trigger shop_settings_catalogue_version
      after insert or update or delete on shop_settings
      for each statement execute function bump_catalogue_version()`.execute(db);
  } else {
    for (const event of SETTINGS_EVENTS) {
      await sql`
        create trigger ${sql.raw(`shop_settings_${event}_catalogue_version`)}
        after ${sql.raw(event)} on shop_settings
        begin
          update catalogue_version set version = version + 1 where id = 1;
        end`.execute(db);
    }
  }

  await db.schema.alterTable('products').addColumn('hsn_code', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('products').addColumn('gst_rate', 'double precision', (c) => c.notNull().defaultTo(5)).execute();
  await db.schema.alterTable('order_items').addColumn('hsn_code', 'text').execute();
  await db.schema.alterTable('order_items').addColumn('gst_rate', 'double precision').execute();

  await db.schema
    .createTable('document_serials')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_serial', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_serials_pk', ['kind', 'financial_year'])
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('serial', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    /** The invoice a credit note corrects; NULL for an invoice. */
    .addColumn('corrects_id', 'text', (c) => c.references('invoices.id'))
    /** Place of supply: the GST state code of the delivery address. */
    .addColumn('place_of_supply', 'text', (c) => c.notNull())
    .addColumn('taxable_value', 'integer', (c) => c.notNull())
    .addColumn('cgst', 'integer', (c) => c.notNull())
    .addColumn('sgst', 'integer', (c) => c.notNull())
    .addColumn('igst', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addUniqueConstraint('invoices_one_per_order_and_kind', ['order_id', 'kind'])
    .addUniqueConstraint('invoices_serial', ['kind', 'financial_year', 'serial'])
    .execute();
  await db.schema.createIndex('invoices_issued_at').on('invoices').columns(['issued_at']).execute();

  await db.schema
    .createTable('invoice_lines')
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('hsn_code', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('gst_rate', 'double precision', (c) => c.notNull())
    .addColumn('taxable_value', 'integer', (c) => c.notNull())
    .addColumn('cgst', 'integer', (c) => c.notNull())
    .addColumn('sgst', 'integer', (c) => c.notNull())
    .addColumn('igst', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_lines_pk', ['invoice_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`drop trigger shop_settings_catalogue_version on shop_settings`.execute(db);
  else for (const event of SETTINGS_EVENTS) await sql`drop trigger ${sql.raw(`shop_settings_${event}_catalogue_version`)}`.execute(db);
  await db.schema.dropTable('invoice_lines').execute();
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('document_serials').execute();
  await db.schema.alterTable('order_items').dropColumn('gst_rate').execute();
  await db.schema.alterTable('order_items').dropColumn('hsn_code').execute();
  await db.schema.alterTable('products').dropColumn('gst_rate').execute();
  await db.schema.alterTable('products').dropColumn('hsn_code').execute();
}
