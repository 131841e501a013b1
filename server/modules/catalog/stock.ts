import type { CatalogRepo, StockKey } from './repo';

/** A line of stock as other modules name it: a product's colour (by `_id`), size ('' without sizes) and how many. */
interface StockLine {
  productId: string;
  colorId: string;
  size: string;
  quantity: number;
}

const keyOf = (line: StockLine): StockKey => ({ product_id: line.productId, color_id: line.colorId, size: line.size });

/**
 * The catalogue's stock as orders take and give it back (docs/decisions/0015): every take one
 * conditional UPDATE in the caller's transaction (see CatalogRepo.takeStock).
 */
export function createCatalogStock(repo: CatalogRepo) {
  return {
    take: (line: StockLine) => repo.takeStock(keyOf(line), line.quantity),
    giveBack: (line: StockLine) => repo.giveBackStock(keyOf(line), line.quantity),
    left: (line: StockLine) => repo.stockOf(keyOf(line)),
    /**
     * The lines among these whose colour (and size) is tracked, in one query: an order of
     * untracked items then writes no stock row at all (on PostgreSQL even an UPDATE of no row
     * fires the statement trigger that bumps the catalogue version, emptying the public cache).
     */
    async tracked<L extends StockLine>(lines: readonly L[]): Promise<L[]> {
      const rows = await repo.stockOfProducts([...new Set(lines.map((line) => line.productId))]);
      const keys = new Set(rows.map((row) => JSON.stringify([row.product_id, row.color_id, row.size])));
      return lines.filter((line) => keys.has(JSON.stringify([line.productId, line.colorId, line.size])));
    },
  };
}

export type CatalogStock = ReturnType<typeof createCatalogStock>;
