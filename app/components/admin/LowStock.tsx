import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { inventoryLineSchema, LOW_STOCK, type InventoryLine } from '../../../common/catalog';
import { adminApi } from '../../lib/admin-api';
import { loadErrorMessage } from '../../lib/admin-list';
import { Spinner } from '../Spinner';
import { Card } from './Page';

/**
 * The dashboard's low-stock list: tracked colours (and sizes) with 5 or fewer left, lowest first,
 * each linking to its product's edit screen. `lines` when the page has them already (the
 * dashboard's figures carry them, docs/decisions/0062); else read in the browser after the page shows.
 */
export function LowStock({ lines }: { lines?: InventoryLine[] } = {}) {
  const [fetched, setFetched] = useState<{ lines: InventoryLine[] } | { error: string } | null>(null);
  const state = lines ? { lines } : fetched;
  useEffect(() => {
    if (lines) return;
    let live = true;
    adminApi
      .get(z.array(inventoryLineSchema), `/api/admin/inventory?below=${LOW_STOCK}`)
      .then((read) => live && setFetched({ lines: read }))
      .catch((error: unknown) => live && setFetched({ error: loadErrorMessage(error) }));
    return () => {
      live = false;
    };
  }, [lines]);

  return (
    <Card>
      <h2 className="text-lg font-semibold text-zinc-900">Low stock</h2>
      <p className="mt-1 text-sm text-zinc-600">Colours and sizes with {LOW_STOCK} or fewer left, lowest first.</p>
      {state === null ? (
        <Spinner label="Loading stock…" className="justify-start px-0 py-3" />
      ) : 'error' in state ? (
        <p role="alert" className="mt-3 font-medium text-danger-700">
          Error loading stock: {state.error}
        </p>
      ) : state.lines.length === 0 ? (
        <p className="mt-3 text-zinc-700">Nothing is running low.</p>
      ) : (
        <ul aria-label="Low stock" className="mt-3 divide-y divide-zinc-100 border-y border-zinc-100">
          {state.lines.map((line) => (
            <li key={`${line.productId}-${line.color}-${line.size ?? ''}`} className="flex min-h-11 items-center justify-between gap-3 py-2">
              <Link to={`/admin/products/edit/${line.productId}`} className="min-w-0 font-medium wrap-anywhere text-brand-700 underline-offset-2 hover:underline">
                {line.name}
                <span className="block text-sm font-normal text-zinc-600">
                  {line.color}
                  {line.size ? ` · Size ${line.size}` : ''}
                </span>
              </Link>
              <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums ${line.stock === 0 ? 'bg-danger-100 text-danger-800' : 'bg-warning-100 text-warning-800'}`}>
                {line.stock === 0 ? 'Sold out' : `${line.stock} left`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
