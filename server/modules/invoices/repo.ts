import { sql, type WhereInterface } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/types';
import type { InvoiceLinesTable, InvoicesTable } from './tables';

export type DocumentKind = InvoicesTable['kind'];

/** Sums of one group of document lines, in paise (credit notes subtracted). */
export interface LineSums {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** Credit notes count against their period's sums: their lines' amounts with the sign turned. */
const signed = (column: keyof LineSums) => sql<number>`sum(case when invoices.kind = 'credit_note' then -invoice_lines.${sql.ref(column === 'taxable' ? 'taxable_value' : column)} else invoice_lines.${sql.ref(column === 'taxable' ? 'taxable_value' : column)} end)`;

/**
 * The one condition every GSTR-1 query applies (docs/decisions/0035): a document is filed only if
 * it was issued as a regular registered shop's. A composition shop's bills of supply go in CMP-08
 * and GSTR-4, an unregistered shop's order receipts in no return at all.
 */
export function filedInGstr1<QB extends WhereInterface<Database, 'invoices'>>(qb: QB): QB {
  return qb.where('invoices.registration_type', '=', 'regular') as QB;
}

/** The invoices' SQL (business-spec §4). */
export function createInvoicesRepo(db: Db) {
  return {
    /**
     * The next serial of `kind` in `financialYear`: one upsert that increments the counter row (or
     * creates it at 1) and returns the new value. Run inside the transaction that writes the
     * document, the row stays locked until it commits (PostgreSQL; SQLite has one writer), and a
     * rollback gives the number back, so the serials have no gaps and no duplicates.
     */
    async nextSerial(kind: DocumentKind, financialYear: string): Promise<number> {
      const row = await db
        .insertInto('document_serials')
        .values({ kind, financial_year: financialYear, last_serial: 1 })
        .onConflict((oc) => oc.columns(['kind', 'financial_year']).doUpdateSet({ last_serial: sql`document_serials.last_serial + 1` }))
        .returning('last_serial')
        .executeTakeFirstOrThrow();
      return Number(row.last_serial);
    },

    async insert(document: InvoicesTable, lines: InvoiceLinesTable[]): Promise<void> {
      await db.insertInto('invoices').values(document).execute();
      if (lines.length > 0) await db.insertInto('invoice_lines').values(lines).execute();
    },

    /** The order's invoice or credit note, if issued. */
    async findForOrder(orderId: string, kind: DocumentKind): Promise<InvoicesTable | undefined> {
      return db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).where('kind', '=', kind).executeTakeFirst();
    },

    /** GSTR-1 B2CS: by place of supply and rate, for documents issued in [from, to). */
    async sumsByPlaceAndRate(from: string, to: string): Promise<(LineSums & { placeOfSupply: string; rate: number })[]> {
      const rows = await db
        .selectFrom('invoice_lines')
        .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
        .select(['invoices.place_of_supply as placeOfSupply', 'invoice_lines.gst_rate as rate'])
        .select([signed('taxable').as('taxable'), signed('cgst').as('cgst'), signed('sgst').as('sgst'), signed('igst').as('igst')])
        .where('invoices.issued_at', '>=', from)
        .where('invoices.issued_at', '<', to)
        .$call(filedInGstr1)
        .groupBy(['invoices.place_of_supply', 'invoice_lines.gst_rate'])
        .orderBy('invoices.place_of_supply')
        .orderBy('invoice_lines.gst_rate')
        .execute();
      return rows.map((row) => ({ ...row, rate: Number(row.rate), taxable: Number(row.taxable), cgst: Number(row.cgst), sgst: Number(row.sgst), igst: Number(row.igst) }));
    },

    /** The HSN summary: by HSN code, with the quantity of goods (charges count no quantity). */
    async sumsByHsn(from: string, to: string): Promise<(LineSums & { hsnCode: string; quantity: number })[]> {
      const rows = await db
        .selectFrom('invoice_lines')
        .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
        .select(['invoice_lines.hsn_code as hsnCode'])
        .select(sql<number>`sum(case when invoices.kind = 'credit_note' then -invoice_lines.quantity else invoice_lines.quantity end)`.as('quantity'))
        .select([signed('taxable').as('taxable'), signed('cgst').as('cgst'), signed('sgst').as('sgst'), signed('igst').as('igst')])
        .where('invoices.issued_at', '>=', from)
        .where('invoices.issued_at', '<', to)
        .$call(filedInGstr1)
        .groupBy('invoice_lines.hsn_code')
        .orderBy('invoice_lines.hsn_code')
        .execute();
      return rows.map((row) => ({ ...row, quantity: Number(row.quantity), taxable: Number(row.taxable), cgst: Number(row.cgst), sgst: Number(row.sgst), igst: Number(row.igst) }));
    },

    /** The filed documents of `kind` issued in [from, to): first and last number and how many. */
    async documentRange(kind: DocumentKind, from: string, to: string): Promise<{ from: string; to: string; count: number } | null> {
      const inRange = db.selectFrom('invoices').where('kind', '=', kind).where('issued_at', '>=', from).where('issued_at', '<', to).$call(filedInGstr1);
      const { count } = await inRange.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      if (Number(count) === 0) return null;
      const end = (direction: 'asc' | 'desc') => inRange.select('number').orderBy('financial_year', direction).orderBy('serial', direction).limit(1).executeTakeFirstOrThrow();
      return { from: (await end('asc')).number, to: (await end('desc')).number, count: Number(count) };
    },
  };
}

export type InvoicesRepo = ReturnType<typeof createInvoicesRepo>;
