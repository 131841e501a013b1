import type { Kysely } from 'kysely';

// docs/decisions/0034: GSTR-1's unit of quantity (UQC) per product, kept with the order's line
// when it is bought and with the issued document's line, as the HSN code and rate already are, so
// a later edit of the product never changes an order or a filed figure. Every existing row is
// counted in pieces (PCS), the unit every product had implicitly until now.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the other migrations: the schema of that moment
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('uqc', 'text', (column) => column.notNull().defaultTo('PCS')).execute();
  await db.schema.alterTable('order_items').addColumn('uqc', 'text').execute();
  await db.schema.alterTable('invoice_lines').addColumn('uqc', 'text', (column) => column.notNull().defaultTo('PCS')).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoice_lines').dropColumn('uqc').execute();
  await db.schema.alterTable('order_items').dropColumn('uqc').execute();
  await db.schema.alterTable('products').dropColumn('uqc').execute();
}
