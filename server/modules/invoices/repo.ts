import { sql, type SelectQueryBuilder, type SqlBool, type WhereInterface } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/types';
import { toIso } from '../../db/time';
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

/** The four sums of a group of lines, credit notes subtracted. */
const lineSums = [signed('taxable').as('taxable'), signed('cgst').as('cgst'), signed('sgst').as('sgst'), signed('igst').as('igst')] as const;
/** Goods' quantity, credit notes subtracted (charges are stored with quantity 0). */
const signedQuantity = sql<number>`sum(case when invoices.kind = 'credit_note' then -invoice_lines.quantity else invoice_lines.quantity end)`;
/** PostgreSQL answers sums as strings (bigint). */
const numbers = (row: { taxable: number | string; cgst: number | string; sgst: number | string; igst: number | string }): LineSums => ({ taxable: Number(row.taxable), cgst: Number(row.cgst), sgst: Number(row.sgst), igst: Number(row.igst) });

/** Above this invoice value an inter-state B2C invoice is B2C large (Notification 12/2024-CT): ₹1,00,000. */
const B2CL_THRESHOLD_PAISE = 10_000_000;

/** A B2CL invoice's or CDNUR credit note's lines at one rate. */
export interface LargeB2cRow {
  number: string;
  issuedAt: string;
  /** The whole document's value, GST included, in paise. */
  value: number;
  placeOfSupply: string;
  rate: number;
  taxable: number;
}

/** The invoice a credit note corrects, beside it (its value decides where the note is filed). */
const withOriginal = <QB extends SelectQueryBuilder<Database, 'invoices' | 'invoice_lines', object>>(query: QB) =>
  query.leftJoin('invoices as original', 'original.id', 'invoices.corrects_id');

/** An inter-state supply whose invoice is above the threshold: B2CL, and its credit notes CDNUR. */
const largeB2c = (shopState: string) =>
  sql<SqlBool>`(invoices.place_of_supply <> ${shopState} and coalesce(original.total, invoices.total) > ${B2CL_THRESHOLD_PAISE})`;

/** The invoices' SQL (docs/decisions/0022). */
export function createInvoicesRepo(db: Db) {
  /**
   * The documents a GSTR-1 for [from, to) files: every report query starts here, so a rule about
   * which documents are filed at all is one condition in one place (docs/decisions/0036).
   */
  const filedDocuments = (from: string, to: string) => db.selectFrom('invoices').where('invoices.issued_at', '>=', from).where('invoices.issued_at', '<', to).$call(filedInGstr1);
  /** The lines of those documents. */
  const filedLines = (from: string, to: string) => filedDocuments(from, to).innerJoin('invoice_lines', 'invoice_lines.invoice_id', 'invoices.id');
  /**
   * The filed lines' sums by place of supply and rate: all of them (the JSON report), or with
   * `b2csShopState` only GSTR-1 Table 7's (not B2CL, not nil-rated) for a shop in that state.
   */
  const placeAndRateSums = async (from: string, to: string, b2csShopState: string | null) => {
    const rows = await withOriginal(filedLines(from, to))
      .$if(b2csShopState !== null, (query) => query.where(sql<SqlBool>`not ${largeB2c(b2csShopState ?? '')}`).where('invoice_lines.gst_rate', '>', 0))
      .select(['invoices.place_of_supply as placeOfSupply', 'invoice_lines.gst_rate as rate'])
      .select(lineSums)
      .groupBy(['invoices.place_of_supply', 'invoice_lines.gst_rate'])
      .orderBy('invoices.place_of_supply')
      .orderBy('invoice_lines.gst_rate')
      .execute();
    return rows.map((row) => ({ ...row, ...numbers(row), rate: Number(row.rate) }));
  };

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

    /**
     * The order's current invoice (the one no correction replaced) or its latest credit note, if
     * issued: an order may hold more than one of each over time (docs/decisions/0038).
     */
    async findForOrder(orderId: string, kind: DocumentKind): Promise<InvoicesTable | undefined> {
      return db
        .selectFrom('invoices')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('kind', '=', kind)
        .where('superseded_by', 'is', null)
        .orderBy('issued_at', 'desc')
        .orderBy('financial_year', 'desc')
        .orderBy('serial', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** The current invoices (none replaced them) of these orders, oldest issue first: the orders' export's page (docs/decisions/0064). */
    async currentInvoicesOf(orderIds: readonly string[]): Promise<Pick<InvoicesTable, 'order_id' | 'number' | 'document'>[]> {
      if (orderIds.length === 0) return [];
      return db
        .selectFrom('invoices')
        .select(['order_id', 'number', 'document'])
        .where('order_id', 'in', [...orderIds])
        .where('kind', '=', 'invoice')
        .where('superseded_by', 'is', null)
        .orderBy('issued_at')
        .orderBy('financial_year')
        .orderBy('serial')
        .execute();
    },

    /** One of the order's documents of `kind` by its number (a replaced invoice, a correction's credit note: docs/decisions/0038). */
    async findByNumber(orderId: string, kind: DocumentKind, number: string): Promise<InvoicesTable | undefined> {
      return db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).where('kind', '=', kind).where('number', '=', number).executeTakeFirst();
    },

    /** The invoice `invoiceId` was replaced by `replacementId` (docs/decisions/0038); false if another correction replaced it first. */
    async supersede(invoiceId: string, replacementId: string): Promise<boolean> {
      const result = await db.updateTable('invoices').set({ superseded_by: replacementId }).where('id', '=', invoiceId).where('superseded_by', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The JSON report's B2CS: by place of supply and rate, for documents issued in [from, to). */
    async sumsByPlaceAndRate(from: string, to: string): Promise<(LineSums & { placeOfSupply: string; rate: number })[]> {
      return placeAndRateSums(from, to, null);
    },

    /** The JSON report's HSN summary: by HSN code, with the quantity of goods (charges count no quantity). */
    async sumsByHsn(from: string, to: string): Promise<(LineSums & { hsnCode: string; quantity: number })[]> {
      const rows = await filedLines(from, to)
        .select(['invoice_lines.hsn_code as hsnCode', signedQuantity.as('quantity')])
        .select(lineSums)
        .groupBy('invoice_lines.hsn_code')
        .orderBy('invoice_lines.hsn_code')
        .execute();
      return rows.map((row) => ({ ...row, ...numbers(row), quantity: Number(row.quantity) }));
    },

    /** The filed documents of `kind` issued in [from, to): first and last number and how many. */
    async documentRange(kind: DocumentKind, from: string, to: string): Promise<{ from: string; to: string; count: number } | null> {
      const inRange = filedDocuments(from, to).where('invoices.kind', '=', kind);
      const { count } = await inRange.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      if (Number(count) === 0) return null;
      const end = (direction: 'asc' | 'desc') => inRange.select('invoices.number').orderBy('invoices.financial_year', direction).orderBy('invoices.serial', direction).limit(1).executeTakeFirstOrThrow();
      return { from: (await end('asc')).number, to: (await end('desc')).number, count: Number(count) };
    },

    /**
     * GSTR-1 Table 7 (B2CS): lines of intra-state documents and of inter-state ones up to
     * ₹1,00,000, credit notes subtracted, by place of supply and rate; nil-rated lines go to Table 8.
     */
    async b2csSums(from: string, to: string, shopState: string): Promise<(LineSums & { placeOfSupply: string; rate: number })[]> {
      return placeAndRateSums(from, to, shopState);
    },

    /**
     * GSTR-1 Table 5 (B2CL) or 9B (CDNUR): the invoices (or credit notes) of large inter-state
     * supplies, one row per document and rate, in number order. Few, so each is a row.
     */
    async largeB2cDocuments(kind: DocumentKind, from: string, to: string, shopState: string): Promise<LargeB2cRow[]> {
      const rows = await withOriginal(filedLines(from, to))
        .where('invoices.kind', '=', kind)
        .where(largeB2c(shopState))
        .where('invoice_lines.gst_rate', '>', 0)
        .select(['invoices.number', 'invoices.issued_at as issuedAt', 'invoices.total as value', 'invoices.place_of_supply as placeOfSupply', 'invoice_lines.gst_rate as rate'])
        .select(sql<number>`sum(invoice_lines.taxable_value)`.as('taxable'))
        .groupBy(['invoices.id', 'invoices.number', 'invoices.issued_at', 'invoices.total', 'invoices.place_of_supply', 'invoices.financial_year', 'invoices.serial', 'invoice_lines.gst_rate'])
        .orderBy('invoices.financial_year')
        .orderBy('invoices.serial')
        .orderBy('invoice_lines.gst_rate')
        .execute();
      return rows.map((row) => ({ ...row, issuedAt: toIso(row.issuedAt), value: Number(row.value), rate: Number(row.rate), taxable: Number(row.taxable) }));
    },

    /** GSTR-1 Table 8: nil-rated (0 %) lines' taxable value, credit notes subtracted, within the shop's state and to other states. */
    async nilRated(from: string, to: string, shopState: string): Promise<{ intraState: number; interState: number }> {
      const amount = sql<number>`case when invoices.kind = 'credit_note' then -invoice_lines.taxable_value else invoice_lines.taxable_value end`;
      const row = await filedLines(from, to)
        .where('invoice_lines.gst_rate', '=', 0)
        .select([
          sql<number>`coalesce(sum(case when invoices.place_of_supply = ${shopState} then ${amount} else 0 end), 0)`.as('intraState'),
          sql<number>`coalesce(sum(case when invoices.place_of_supply = ${shopState} then 0 else ${amount} end), 0)`.as('interState'),
        ])
        .executeTakeFirstOrThrow();
      return { intraState: Number(row.intraState), interState: Number(row.interState) };
    },

    /**
     * GSTR-1 Table 12: by HSN and rate, credit notes subtracted. The delivery and COD charges are
     * filed under their principal line's HSN (docs/decisions/0033) with no quantity, so the unit is
     * the goods lines' (the charges keep the default unit).
     */
    async hsnSums(from: string, to: string): Promise<(LineSums & { hsnCode: string; rate: number; uqc: string; quantity: number })[]> {
      const rows = await filedLines(from, to)
        .select(['invoice_lines.hsn_code as hsnCode', 'invoice_lines.gst_rate as rate', 'invoice_lines.uqc', signedQuantity.as('quantity')])
        .select(lineSums)
        .groupBy(['invoice_lines.hsn_code', 'invoice_lines.gst_rate', 'invoice_lines.uqc'])
        .orderBy('invoice_lines.hsn_code')
        .orderBy('invoice_lines.gst_rate')
        .orderBy('invoice_lines.uqc')
        .execute();
      return rows.map((row) => ({ ...row, ...numbers(row), rate: Number(row.rate), quantity: Number(row.quantity) }));
    },

    /**
     * GSTR-1 Table 13: one row per series (kind, financial year and the number without its serial,
     * which holds the prefix: a changed prefix starts a row of its own), with its first and last serial and count.
     */
    async documentSeries(from: string, to: string): Promise<{ kind: DocumentKind; series: string; first: number; last: number; count: number }[]> {
      const series = sql<string>`rtrim(invoices.number, '0123456789')`;
      const rows = await filedDocuments(from, to)
        .select(['invoices.kind', series.as('series')])
        .select((eb) => [eb.fn.min<number>('invoices.serial').as('first'), eb.fn.max<number>('invoices.serial').as('last'), eb.fn.countAll<number>().as('count')])
        .groupBy(['invoices.kind', 'invoices.financial_year', series])
        .orderBy('invoices.kind', 'desc')
        .orderBy('invoices.financial_year')
        .orderBy(sql`min(invoices.serial)`)
        .execute();
      return rows.map((row) => ({ ...row, first: Number(row.first), last: Number(row.last), count: Number(row.count) }));
    },
  };
}

export type InvoicesRepo = ReturnType<typeof createInvoicesRepo>;
