import { useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { PRODUCT_IMPORT_LIMITS, productImportResultSchema, type ProductImportResult } from '../../../common/csv';
import { adminApi } from '../../lib/admin-api';
import { isApiError } from '../../lib/api';
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

/**
 * Importing products from a CSV (docs/csv.md, docs/decisions/0064): choose a file, which is first
 * checked (a dry run: its bad rows in a table, or what it would create and update), then 'Import'
 * applies it. Nothing changes until then, nor when a row has an error.
 */
export function ProductImport() {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ProductImportResult | null>(null);
  const [working, setWorking] = useState<'checking' | 'importing' | null>(null);
  const headingId = useId();
  const fileId = useId();

  async function send(chosen: File, dryRun: boolean): Promise<ProductImportResult> {
    const form = new FormData();
    form.append('file', chosen);
    form.append('dryRun', String(dryRun));
    return adminApi.post(productImportResultSchema, '/api/admin/products/import', form);
  }

  async function check(chosen: File) {
    setWorking('checking');
    setChecked(null);
    try {
      const result = await send(chosen, true);
      setChecked(result);
      if (result.errors.length > 0) toast.error(`${plural(result.errors.length, 'row has an error', 'rows have errors')}: nothing was imported`);
    } catch (error) {
      toast.error(failure(error, 'The file could not be checked'));
    } finally {
      setWorking(null);
    }
  }

  async function apply() {
    if (!file) return;
    setWorking('importing');
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
      setWorking(null);
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
      <div aria-live="polite" className="mt-3 text-sm">
        {working !== null && (
          <p role="status" className="flex items-center gap-2 text-zinc-700">
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
            {working === 'checking' ? 'Checking the file…' : 'Importing…'}
          </p>
        )}
        {working === null && clean && (
          <p className="font-medium text-zinc-900">
            {importPlan(checked)}
            {checked.created === 0 && checked.updated === 0 ? ': nothing to import.' : '.'}
          </p>
        )}
      </div>
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
