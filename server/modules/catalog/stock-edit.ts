import type { ColorEntry } from '../../../common/admin';
import type { FieldError } from '../../errors';
import type { CatalogRepo } from './repo';
import type { ProductStockTable } from './tables';

/** What the admin's create or edit does to a product's stock rows. */
export interface StockEdit {
  /** Absolute levels to set (a row is created for a colour or size that was not tracked). */
  set: ProductStockTable[];
  /** Colours (and sizes) to stop tracking. */
  untrack: Pick<ProductStockTable, 'product_id' | 'color_id' | 'size'>[];
  errors: FieldError[];
}

/**
 * Reads `colors[i].stock` / `colors[i].stockBySize` against the product as it will be (its final
 * colour ids, in the order of the entries, and sizes). Without sizes a colour has one figure;
 * with sizes, one per size, and a figure for a size the product lacks is refused. A figure left
 * out changes nothing (on create: not tracked); null stops tracking.
 */
export function planStockEdit(productId: string, sizes: readonly string[], colors: readonly { _id: string; entry?: ColorEntry }[]): StockEdit {
  const edit: StockEdit = { set: [], untrack: [], errors: [] };
  const put = (colorId: string, size: string, stock: number | null) => {
    if (stock === null) edit.untrack.push({ product_id: productId, color_id: colorId, size });
    else edit.set.push({ product_id: productId, color_id: colorId, size, stock });
  };
  colors.forEach(({ _id, entry }, i) => {
    if (!entry) return;
    if (sizes.length === 0) {
      if (entry.stockBySize !== undefined && Object.keys(entry.stockBySize).length > 0) {
        edit.errors.push({ path: `colors.${i}.stockBySize`, message: 'This product has no sizes: set the stock of the colour' });
      }
      if (entry.stock !== undefined) put(_id, '', entry.stock);
      return;
    }
    if (entry.stock !== undefined && entry.stock !== null) {
      edit.errors.push({ path: `colors.${i}.stock`, message: 'This product has sizes: set the stock of each size' });
    }
    for (const [size, stock] of Object.entries(entry.stockBySize ?? {})) {
      if (!sizes.includes(size)) edit.errors.push({ path: `colors.${i}.stockBySize.${size}`, message: `This product has no size ${size}` });
      else put(_id, size, stock);
    }
  });
  return edit;
}

/**
 * Writes the edit in the caller's transaction: rows of colours or sizes the product no longer
 * has go first, then the figures given. Rows the edit does not name are left alone, so a sale
 * taken meanwhile is not overwritten by a figure the admin never changed.
 */
export async function applyStockEdit(repo: CatalogRepo, edit: StockEdit, product: { id: string; colorIds: readonly string[]; sizes: readonly string[] }): Promise<void> {
  await repo.deleteStockOutside(product.id, product.colorIds, product.sizes);
  await repo.untrackStock(edit.untrack);
  await repo.setStock(edit.set);
}
