import { z } from 'zod';
import { calendarDaySchema } from './calendar-day';
import { REGISTRATION_TYPES } from './settings';

/**
 * GET /api/admin/reports/gst (business-spec §4): the figures a seller files in GSTR-1 for the
 * invoices and credit notes issued between two dates (IST, both included), credit notes
 * subtracted. Money in rupees, as everywhere in the API.
 */
export const GST_REPORT_MESSAGES = {
  order: 'The start date must not be after the end date',
  span: 'A report covers at most 366 days',
} as const;

const MAX_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

export const gstReportQuerySchema = z
  .object({ from: calendarDaySchema('from'), to: calendarDaySchema('to'), format: z.enum(['json', 'csv'], { message: 'format must be json or csv' }).default('json') })
  .superRefine((query, ctx) => {
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
