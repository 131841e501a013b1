import { z } from 'zod';
import { calendarDaySchema } from './calendar-day';
import { REGISTRATION_TYPES } from './settings';

/**
 * GET /api/admin/reports/gst (docs/decisions/0022): the figures a seller files in GSTR-1 for the
 * invoices and credit notes issued between two dates (IST, both included), credit notes
 * subtracted. Money in rupees, as everywhere in the API.
 */
export const GST_REPORT_MESSAGES = {
  order: 'The start date must not be after the end date',
  span: 'A report covers at most 366 days',
  table: 'table goes with format=csv',
} as const;

/**
 * GSTR-1's tables as the GST offline tool imports them, one CSV each (`&format=csv&table=…`, or
 * all six in `&format=zip`), with the table of the return each one fills (docs/decisions/0036).
 */
export const GSTR1_TABLES = ['b2cs', 'b2cl', 'cdnur', 'exemp', 'hsn', 'docs'] as const;
export type Gstr1Table = (typeof GSTR1_TABLES)[number];
export const GSTR1_TABLE_TITLES: Record<Gstr1Table, string> = {
  b2cs: 'Table 7: B2C small (intra-state sales, and inter-state sales up to ₹1,00,000 an invoice)',
  b2cl: 'Table 5: B2C large (inter-state invoices above ₹1,00,000)',
  cdnur: 'Table 9B: credit notes of B2C large invoices (unregistered recipients)',
  exemp: 'Table 8: nil-rated, exempted and non-GST supplies',
  hsn: 'Table 12: HSN-wise summary of B2C supplies',
  docs: 'Table 13: documents issued',
};

const MAX_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

export const gstReportQuerySchema = z
  .object({
    from: calendarDaySchema('from'),
    to: calendarDaySchema('to'),
    format: z.enum(['json', 'csv', 'zip'], { message: 'format must be json, csv or zip' }).default('json'),
    table: z.enum(GSTR1_TABLES, { message: `table must be one of ${GSTR1_TABLES.join(', ')}` }).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.table !== undefined && query.format !== 'csv') ctx.addIssue({ code: 'custom', path: ['table'], message: GST_REPORT_MESSAGES.table });
    const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: GST_REPORT_MESSAGES.order });
    else if (days >= MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: GST_REPORT_MESSAGES.span });
  });
export type GstReportQuery = z.output<typeof gstReportQuerySchema>;

const taxFigures = { taxableValue: z.number(), igst: z.number(), cgst: z.number(), sgst: z.number() };
const documentRange = z.object({ from: z.string().nullable(), to: z.string().nullable(), count: z.number().int() });

export const gstReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  b2cs: z.array(z.object({ placeOfSupply: z.string().meta({ description: "'27-Maharashtra': the state code and name, as GSTR-1 writes it." }), rate: z.number(), ...taxFigures })),
  hsn: z.array(z.object({ hsnCode: z.string(), quantity: z.number().int(), ...taxFigures })),
  documents: z.object({ invoices: documentRange, creditNotes: documentRange }),
  registrationType: z.enum(REGISTRATION_TYPES).meta({ description: 'The shop’s GST registration now; only documents issued as a regular shop’s are in the tables (docs/decisions/0035).' }),
  note: z.string().nullable().meta({ description: 'Why the shop files no GSTR-1 (composition, unregistered); null for a regular shop.' }),
});
export type GstReport = z.infer<typeof gstReportSchema>;
