import { Form } from 'react-router';
import type { Route } from './+types/gst-report';
import { GSTR1_TABLES, GSTR1_TABLE_TITLES, type GstReport } from '../../../common/gst-report';
import { formatPaiseExact, fromPaise, toPaise } from '../../../common/money';
import { Cell, DataTable, type Column } from '../../components/admin/DataTable';
import { SelectField } from '../../components/admin/fields';
import { AdminPage, EmptyState } from '../../components/admin/Page';
import { RouteErrorScreen } from '../../components/admin/RouteError';
import { Button, buttonClass } from '../../components/form/Button';
import { adminLoginRedirect, adminPageMeta } from '../../lib/admin-shell';
import { monthLabel, monthRange, parseMonth, previousIstMonth, recentMonths } from '../../lib/gst-month';

/** How far back the month picker reaches: two years covers any return still open for amendment. */
const PICKER_MONTHS = 24;

// The month in the URL (?month=2026-10), by default the one before today in IST: the month a seller
// files GSTR-1 for. Private data: the loader checks the admin session itself.
export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null) throw adminLoginRedirect(request);
  const now = Date.now();
  const month = parseMonth(new URL(request.url).searchParams.get('month')) ?? previousIstMonth(now);
  const range = monthRange(month);
  const months = recentMonths(now, PICKER_MONTHS);
  return { month, range, months: months.includes(month) ? months : [month, ...months], report: await context.services.reports.gst(range) };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta('GST report', matches[0].loaderData?.shopName);

export default function GstReportScreen({ loaderData }: Route.ComponentProps) {
  const { month, range, months, report } = loaderData;
  const empty = report.documents.invoices.count === 0 && report.documents.creditNotes.count === 0;
  const csv = `/admin/reports/gst.csv?${new URLSearchParams(range).toString()}`;
  return (
    <AdminPage
      title="GST report"
      actions={
        // A plain link: the CSV is a file the browser downloads, not a page to navigate to.
        <a href={csv} download className={buttonClass('secondary')}>
          Download summary CSV
        </a>
      }
    >
      <p className="max-w-3xl text-sm text-zinc-600">
        The figures to file in GSTR-1 for the invoices dated in a month, credit notes subtracted. Amounts in rupees.
      </p>
      {/* A composition or unregistered shop's own documents are in no GSTR-1 (docs/decisions/0035): say why the tables are empty. */}
      {report.note !== null && <p className="mt-3 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">{report.note}</p>}
      <MonthPicker key={month} month={month} months={months} />
      <Gstr1Files month={month} range={range} />
      {empty ? (
        <div className="mt-6">
          <EmptyState>No invoices in {monthLabel(month)}</EmptyState>
        </div>
      ) : (
        <div className="mt-6 grid gap-8">
          <B2csTable month={month} rows={report.b2cs} />
          <HsnTable month={month} rows={report.hsn} />
          <DocumentsTable month={month} documents={report.documents} />
        </div>
      )}
    </AdminPage>
  );
}

/**
 * The month's GSTR-1 files for the GST offline tool, one per table with the table it fills, and
 * all of them zipped (docs/decisions/0036). Plain links: files the browser downloads.
 */
function Gstr1Files({ month, range }: { month: string; range: { from: string; to: string } }) {
  const query = new URLSearchParams(range).toString();
  return (
    <section aria-labelledby="gst-files" className="mt-6 max-w-3xl min-w-0">
      <h2 id="gst-files" className="text-lg font-semibold text-zinc-900">
        Files for the GST offline tool
      </h2>
      <p className="mt-1 text-sm text-zinc-600">
        GSTR-1 for {monthLabel(month)}: import each file into its table of the offline tool, or download all of them at once.
      </p>
      <a href={`/admin/reports/gst.zip?${query}`} download className={`${buttonClass('secondary')} mt-3`}>
        Download all files (zip)
      </a>
      <ul className="mt-4 grid gap-3 text-sm">
        {GSTR1_TABLES.map((table) => (
          <li key={table} className="min-w-0">
            <a href={`/admin/reports/gst.csv?${query}&table=${table}`} download className="font-mono font-medium text-brand-700 underline">
              {table}.csv
            </a>
            <span className="text-zinc-600"> — {GSTR1_TABLE_TITLES[table]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A GET form: the month lands in the URL, so a report can be bookmarked and reloaded. */
function MonthPicker({ month, months }: { month: string; months: string[] }) {
  return (
    <Form method="get" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="sm:w-64">
        <SelectField label="Month" name="month" defaultValue={month}>
          {months.map((value) => (
            <option key={value} value={value}>
              {monthLabel(value)}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit">Show report</Button>
    </Form>
  );
}

const rupees = (value: number) => formatPaiseExact(toPaise(value));
const TAX_COLUMNS: Column[] = [
  { label: 'Taxable value', align: 'right' },
  { label: 'IGST', align: 'right' },
  { label: 'CGST', align: 'right' },
  { label: 'SGST', align: 'right' },
];
type Figures = { taxableValue: number; igst: number; cgst: number; sgst: number };

function TaxCells({ figures }: { figures: Figures }) {
  return (
    <>
      {[figures.taxableValue, figures.igst, figures.cgst, figures.sgst].map((value, index) => (
        <Cell key={index} align="right" className="whitespace-nowrap tabular-nums">
          {rupees(value)}
        </Cell>
      ))}
    </>
  );
}

function Section({ id, title, hint, children }: { id: string; title: string; hint: string; children: React.ReactNode }) {
  return (
    // min-w-0: a grid item would otherwise grow to its table's width and widen the page on a phone.
    <section aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="text-lg font-semibold text-zinc-900">
        {title}
      </h2>
      <p className="mt-1 mb-3 text-sm text-zinc-600">{hint}</p>
      {children}
    </section>
  );
}

function B2csTable({ month, rows }: { month: string; rows: GstReport['b2cs'] }) {
  // Summed in paise, so the total is exact to the paisa (rupee floats would drift).
  const sum = (pick: (row: Figures) => number) => fromPaise(rows.reduce((paise, row) => paise + toPaise(pick(row)), 0));
  const total: Figures = { taxableValue: sum((row) => row.taxableValue), igst: sum((row) => row.igst), cgst: sum((row) => row.cgst), sgst: sum((row) => row.sgst) };
  return (
    <Section id="gst-b2cs" title="B2C small (B2CS)" hint="Sales to customers without a GSTIN, by the state they were delivered to and the tax rate.">
      <DataTable
        scroll
        caption={`B2CS, ${monthLabel(month)}`}
        columns={[{ label: 'Place of supply' }, { label: 'Rate', align: 'right' }, ...TAX_COLUMNS]}
        footer={
          <tr>
            <Cell>Total</Cell>
            <Cell />
            <TaxCells figures={total} />
          </tr>
        }
      >
        {rows.map((row) => (
          <tr key={`${row.placeOfSupply}-${row.rate}`}>
            <Cell className="whitespace-nowrap">{row.placeOfSupply}</Cell>
            <Cell align="right" className="tabular-nums">
              {row.rate}%
            </Cell>
            <TaxCells figures={row} />
          </tr>
        ))}
      </DataTable>
    </Section>
  );
}

function HsnTable({ month, rows }: { month: string; rows: GstReport['hsn'] }) {
  return (
    <Section id="gst-hsn" title="HSN summary" hint="The same sales by HSN code (— for products without one).">
      <DataTable scroll caption={`HSN summary, ${monthLabel(month)}`} columns={[{ label: 'HSN' }, { label: 'Quantity', align: 'right' }, ...TAX_COLUMNS]}>
        {rows.map((row) => (
          <tr key={row.hsnCode}>
            <Cell className="font-mono">{row.hsnCode || '—'}</Cell>
            <Cell align="right" className="tabular-nums">
              {row.quantity}
            </Cell>
            <TaxCells figures={row} />
          </tr>
        ))}
      </DataTable>
    </Section>
  );
}

function DocumentsTable({ month, documents }: { month: string; documents: GstReport['documents'] }) {
  const rows = [
    { label: 'Invoices', range: documents.invoices },
    { label: 'Credit notes', range: documents.creditNotes },
  ];
  return (
    <Section id="gst-documents" title="Documents issued" hint="The first and last numbers of the month and how many were issued.">
      <DataTable scroll caption={`Documents issued, ${monthLabel(month)}`} columns={[{ label: 'Document' }, { label: 'From' }, { label: 'To' }, { label: 'Count', align: 'right' }]}>
        {rows.map(({ label, range }) => (
          <tr key={label}>
            <Cell className="whitespace-nowrap">{label}</Cell>
            <Cell className="font-mono whitespace-nowrap">{range.from ?? '—'}</Cell>
            <Cell className="font-mono whitespace-nowrap">{range.to ?? '—'}</Cell>
            <Cell align="right" className="tabular-nums">
              {range.count}
            </Cell>
          </tr>
        ))}
      </DataTable>
    </Section>
  );
}

// docs/storefront-texts.md#screens: a report that cannot be loaded shows the generic error screen, inside the admin shell.
export const ErrorBoundary = RouteErrorScreen;
