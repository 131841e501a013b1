import { buttonClass } from '../form/Button';
import { TextField } from '../form/TextField';

/**
 * The orders' CSV for the accountant (docs/decisions/0064): a plain GET form to the admin's
 * download route, so it works before JavaScript and the browser saves the streamed file itself.
 */
export function OrdersExport({ from, to }: { from: string; to: string }) {
  return (
    <details className="mb-4 rounded-lg border border-zinc-200 bg-white px-4 py-3">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-zinc-900">Export orders as CSV</summary>
      <form method="get" action="/admin/orders/export.csv" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField label="From (IST)" name="from" type="date" required defaultValue={from} min="2000-01-01" max="2100-12-31" />
        <TextField label="To (IST)" name="to" type="date" required defaultValue={to} min="2000-01-01" max="2100-12-31" />
        <button type="submit" className={buttonClass('secondary')}>
          Download CSV
        </button>
      </form>
      <p className="mt-2 text-sm text-zinc-600">One row per order line, both days included, with the invoice’s taxes where the order has one.</p>
    </details>
  );
}
