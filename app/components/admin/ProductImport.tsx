import { useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { PRODUCT_IMPORT_LIMITS, productImportResultSchema, type ProductImportResult } from '../../../common/csv';
import { adminApi } from '../../lib/admin-api';
import { isApiError } from '../../lib/api';
import { csvDataRows } from '../../lib/csv-rows';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from '../form/Button';
import { Cell, DataTable } from './DataTable';

const failure = (error: unknown, fallback: string) => (isApiError(error) && error.status !== 0 && error.message ? `${fallback}: ${error.message}` : fallback);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'N to create, M to update' (and what is unchanged) of a clean dry run. */
export function importPlan(result: ProductImportResult): string {
  return `${result.created} to create, ${result.updated} to update${result.unchanged > 0 ? `, ${result.unchanged} unchanged` : ''}`;
}

/** Where a send is: the file going up (bytes sent of the body), then the server at work on its rows. */
type Stage = { kind: 'checking' | 'importing'; step: 'uploading'; sent: number; total: number } | { kind: 'checking' | 'importing'; step: 'processing' };

const rowsText = (rows: number | null) => (rows === null ? 'the file' : `${rows.toLocaleString('en-IN')} ${rows === 1 ? 'row' : 'rows'}`);

/** What the live region says: only when the step changes (the bar's share is not read out at every percent). */
export function stageText(stage: Stage, fileName: string, rows: number | null): string {
  if (stage.step === 'uploading') return `Uploading ${fileName}…`;
  return stage.kind === 'checking' ? `Checking ${rowsText(rows)}…` : `Importing ${rowsText(rows)}…`;
}

/**
 * Importing products from a CSV (docs/csv.md, docs/decisions/0064, 0068): choose a file, which is
 * first checked (a dry run: its bad rows in a table, or what it would create and update), then
 * 'Import' applies it. Nothing changes until then, nor when a row has an error. While a file goes
 * up a bar shows how much has been sent; then 'Checking 12,345 rows…' or 'Importing …' while the
 * server works, announced to screen readers.
 */
export function ProductImport() {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ProductImportResult | null>(null);
  const [stage, setStage] = useState<Stage | null>(null);
  const [rows, setRows] = useState<number | null>(null);
  const working = stage?.kind ?? null;
  const headingId = useId();
  const fileId = useId();

  async function send(chosen: File, dryRun: boolean): Promise<ProductImportResult> {
    const kind = dryRun ? 'checking' : 'importing';
    const form = new FormData();
    form.append('file', chosen);
    form.append('dryRun', String(dryRun));
    setStage({ kind, step: 'uploading', sent: 0, total: chosen.size });
    return adminApi.upload(productImportResultSchema, '/api/admin/products/import', form, ({ sent, total }) => {
      setStage(sent >= total ? { kind, step: 'processing' } : { kind, step: 'uploading', sent, total });
    });
  }

  async function check(chosen: File) {
    setStage({ kind: 'checking', step: 'uploading', sent: 0, total: chosen.size });
    setChecked(null);
    setRows(null);
    try {
      // The rows are counted here (a 20 MB file in a few tens of ms) to name them while the server checks.
      if (chosen.size <= PRODUCT_IMPORT_LIMITS.maxBytes) setRows(csvDataRows(await chosen.text()));
      const result = await send(chosen, true);
      setChecked(result);
      if (result.errors.length > 0) toast.error(`${plural(result.errors.length, 'row has an error', 'rows have errors')}: nothing was imported`);
    } catch (error) {
      toast.error(failure(error, 'The file could not be checked'));
    } finally {
      setStage(null);
    }
  }

  async function apply() {
    if (!file) return;
    try {
      const result = await send(file, false);
      if (result.errors.length > 0) {
        setChecked(result);
        toast.error(`${plural(result.errors.length, 'row has an error', 'rows have errors')}: nothing was imported`);
        return;
      }
      toast.success(`Imported: ${result.created} created, ${result.updated} updated`);
      setChecked(null);
      setFile(null);
      if (input.current) input.current.value = '';
      await revalidator.revalidate();
    } catch (error) {
      toast.error(failure(error, 'The import failed'));
    } finally {
      setStage(null);
    }
  }

  const clean = checked !== null && checked.errors.length === 0;
  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-lg border border-zinc-200 bg-white px-4 py-4">
      <h2 id={headingId} className="text-lg font-semibold text-zinc-900">
        Import products from CSV
      </h2>
      <p className="mt-1 text-sm text-zinc-600">
        The columns of Export CSV, at most {PRODUCT_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB and {PRODUCT_IMPORT_LIMITS.maxRows.toLocaleString('en-IN')} rows. A row with an empty id is a new product. The file is checked first; nothing changes until you import it.
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-zinc-900">
            CSV file
          </label>
          <input
            ref={input}
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            disabled={!hydrated || working !== null}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0] ?? null;
              setFile(chosen);
              setChecked(null);
              if (chosen) void check(chosen);
            }}
            className="mt-1 block min-h-11 w-full max-w-full text-sm text-zinc-900 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-zinc-300 file:bg-white file:px-4 file:font-semibold file:text-zinc-900"
          />
        </div>
        {clean && (checked.created > 0 || checked.updated > 0) && (
          <Button pending={working === 'importing'} disabled={working !== null} onClick={() => void apply()}>
            Import
          </Button>
        )}
      </div>
      <div role="status" aria-live="polite" className="mt-3 text-sm">
        {stage !== null && (
          <p className="flex items-center gap-2 font-medium text-zinc-900">
            <span aria-hidden="true" className="size-4 shrink-0 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
            {stageText(stage, file?.name ?? 'the file', rows)}
          </p>
        )}
        {working === null && clean && (
          <p className="font-medium text-zinc-900">
            {importPlan(checked)}
            {checked.created === 0 && checked.updated === 0 ? ': nothing to import.' : '.'}
          </p>
        )}
      </div>
      {stage !== null && <ImportProgressBar stage={stage} />}
      {working === null && checked !== null && checked.errors.length > 0 && (
        <div className="mt-3">
          <p className="mb-2 text-sm font-medium text-danger-700">{plural(checked.errors.length, 'row has an error', 'rows have errors')}. Fix the file and choose it again; nothing was changed.</p>
          <DataTable caption="Rows with errors" columns={[{ label: 'Row', align: 'right' as const, className: 'w-16' }, { label: 'Problem' }]}>
            {checked.errors.map((error, index) => (
              <tr key={`${error.row}-${index}`}>
                <Cell align="right" className="tabular-nums">
                  {error.row}
                </Cell>
                <Cell className="wrap-anywhere">{error.message}</Cell>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
    </section>
  );
}

/**
 * The bar under the status line: the share of the file sent while it uploads, then a pulsing full
 * bar while the server checks or writes its rows (it does not report per row: docs/decisions/0068).
 */
function ImportProgressBar({ stage }: { stage: Stage }) {
  const label = stage.kind === 'checking' ? 'Checking the file' : 'Importing the file';
  const share = stage.step === 'uploading' ? (stage.total === 0 ? 0 : Math.min(100, Math.round((stage.sent / stage.total) * 100))) : null;
  return (
    <div className="mt-2 flex max-w-md items-center gap-3">
      <div
        role="progressbar"
        aria-label={share === null ? `${label}: the server is at work` : `${label}: uploading`}
        aria-valuemin={share === null ? undefined : 0}
        aria-valuemax={share === null ? undefined : 100}
        aria-valuenow={share ?? undefined}
        className="h-2 grow overflow-hidden rounded-full bg-zinc-200"
      >
        <div className={`h-full rounded-full bg-brand-700 transition-[width] ${share === null ? 'w-full animate-pulse' : ''}`} style={share === null ? undefined : { width: `${share}%` }} />
      </div>
      <span className="w-20 shrink-0 text-right text-sm tabular-nums text-zinc-700">{share === null ? 'Uploaded' : `${share}%`}</span>
    </div>
  );
}
