import type { InventoryLine } from '../../../common/catalog';
import { parseStoredColors } from './mappers';
import type { CatalogRepo } from './repo';

/** The low-stock list's length: the lowest this many (a shop with more to restock has its answer). */
const INVENTORY_LIMIT = 500;

/**
 * `GET /api/admin/inventory?below=n` (docs/decisions/0015): tracked colours (and sizes) with at most
 * n left, lowest first; `limit` shortens the list (the owner's desk shows the first few: docs/decisions/0061).
 */
export function createInventory(repo: CatalogRepo) {
  return {
    async lowStock(below: number, limit = INVENTORY_LIMIT): Promise<InventoryLine[]> {
      const rows = await repo.lowStock(below, Math.min(limit, INVENTORY_LIMIT));
      return rows.map((row) => ({
        productId: row.product_id,
        name: row.name,
        // Rows of removed colours go with the colour (stock-edit.ts), so the name is always found.
        color: parseStoredColors(row.colors).find((color) => color._id === row.color_id)?.name ?? '',
        ...(row.size === '' ? {} : { size: row.size }),
        stock: Number(row.stock),
      }));
    },
  };
}

export type Inventory = ReturnType<typeof createInventory>;
