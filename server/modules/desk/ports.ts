import type { InventoryLine } from '../../../common/catalog';
import type { OrdersExportQuery } from '../../../common/csv';
import type { CustomerDirectory } from '../accounts/module';
import type { IssuedLines } from '../invoices/module';
import type { ExportRepo, OrderDeskFigures } from '../orders/module';

/**
 * What the owner's desk takes from others (docs/decisions/0041, 0061), handed in by
 * server/services.ts. It owns no table: the figures are the orders module's aggregates, the
 * customers the accounts module's, the low stock and the products' names the catalogue's.
 */
export interface DeskPorts {
  /** The orders' aggregates by day, status, product and customer, and a customer's orders (the orders module). */
  orders: OrderDeskFigures;
  /** The customers' list and one customer (the accounts module). */
  customers: CustomerDirectory;
  /** Tracked colours (and sizes) with at most `below` left, lowest first, at most `limit` (the catalogue's inventory). */
  lowStock(below: number, limit: number): Promise<InventoryLine[]>;
  /**
   * The catalogue's version (docs/decisions/0007): it moves with every product and stock write, so
   * the dashboard's low stock and names may be kept under it (at most the catalogue cache's bound
   * old for another process's write, as the shop's own pages).
   */
  catalogueVersion(): Promise<number>;
  /** The current names of these products; a product that is gone is absent (the catalogue). */
  productNames(ids: string[]): Promise<Map<string, string>>;
  /** The orders' export's keyset pages of orders with their lines (the orders module, docs/decisions/0064). */
  orderExport: ExportRepo;
  /** These orders' current invoices' numbers and goods lines as issued (the invoices module). */
  issuedLines(orderIds: string[]): Promise<Map<string, IssuedLines>>;
  /**
   * The orders' CSV made off the main thread (docs/decisions/0070): the file's body, made by a
   * worker thread with these same pages over its own connection; null where a thread cannot share
   * the database (the file is then made here). Absent inside that worker.
   */
  ordersCsvThread?(query: OrdersExportQuery, pageSize: number): ReadableStream<Uint8Array> | null;
}
