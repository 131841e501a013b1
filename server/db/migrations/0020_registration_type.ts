import { sql, type Kysely } from 'kysely';

// docs/decisions/0035: each issued document keeps the shop's GST registration type at issue
// ('regular', 'composition' or 'unregistered'), so the GST report files only a regular shop's
// documents whatever the shop is now. Documents issued before it: a shop without a GSTIN issued a
// Bill of Supply with no GSTIN on it (`"taxed":false` in its frozen JSON), which was an
// unregistered person's document; every other one was a regular Tax Invoice (or its credit note).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the other migrations: the schema of that moment
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('invoices')
    .addColumn('registration_type', 'text', (column) => column.notNull().defaultTo('regular').check(sql`registration_type in ('regular', 'composition', 'unregistered')`))
    .execute();
  await db.updateTable('invoices').set({ registration_type: 'unregistered' }).where('document', 'like', '%"taxed":false%').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('registration_type').execute();
}
