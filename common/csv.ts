import { z } from 'zod';
import { calendarDaySchema } from './calendar-day';

/**
 * The shop's CSV files (docs/csv.md, docs/decisions/0064): the orders' export for the accountant,
 * and the products' export and import, which share one set of columns so a file exported, edited in
 * a spreadsheet and imported again changes only what was edited.
 */

export const ORDERS_EXPORT_MESSAGES = {
  order: 'from must not be after to',
} as const;

/** GET /api/admin/orders/export.csv?from&to: IST calendar days, both included. */
export const ordersExportQuerySchema = z
  .object({ from: calendarDaySchema('from'), to: calendarDaySchema('to') })
  .superRefine((query, ctx) => {
    if (query.from > query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: ORDERS_EXPORT_MESSAGES.order });
  });
export type OrdersExportQuery = z.output<typeof ordersExportQuerySchema>;

/** The orders' export: one row per order line, in this order (docs/csv.md). */
export const ORDERS_CSV_COLUMNS = [
  'Order ID',
  'Date (IST)',
  'Customer name',
  'E-mail',
  'Delivery state',
  'Status',
  'Product',
  'Colour',
  'Size',
  'Quantity',
  'Unit price',
  'HSN',
  'GST rate',
  'Line total',
  'Discount',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Delivery charge',
  'COD charge',
  'Order total',
  'Payment method',
  'Payment status',
  'Invoice number',
] as const;

export const ordersExportFileName = (from: string, to: string) => `orders-${from}-to-${to}.csv`;

/**
 * The products' file: one row per product × colour × size (one per colour for a product without
 * sizes). The product's own columns repeat on each of its rows and must agree (docs/csv.md).
 */
export const PRODUCTS_CSV_COLUMNS = [
  'id',
  'name',
  'description',
  'features',
  'category',
  'actualPrice',
  'discountPrice',
  'deliveryCharge',
  'codCharge',
  'hsnCode',
  'gstRate',
  'uqc',
  'rating',
  'inStock',
  'isNewArrival',
  'isFeatured',
  'status',
  'video',
  'color',
  'hex',
  'size',
  'stock',
  'images',
] as const;
export type ProductsCsvColumn = (typeof PRODUCTS_CSV_COLUMNS)[number];

/**
 * Columns a file may leave out: files exported before the column existed still import. Without
 * `status`, an updated product keeps its status and a new one is active (docs/decisions/0068).
 */
export const OPTIONAL_PRODUCTS_CSV_COLUMNS: readonly ProductsCsvColumn[] = ['status'];

export const PRODUCTS_EXPORT_FILE_NAME = 'products.csv';

/** Several image URLs of a colour share one cell, separated by this (a URL never holds a space unescaped). */
export const IMAGE_SEPARATOR = ' ';

/**
 * What an import accepts at most (docs/decisions/0068): a catalogue of 10,000 products with
 * sizes (about 37,500 rows, 12 MB) fits, with room; measured, the largest file imports well
 * within the aim of 30 s and bounded memory.
 */
export const PRODUCT_IMPORT_LIMITS = { maxBytes: 20 * 1024 * 1024, maxRows: 50_000 } as const;

export const PRODUCT_IMPORT_MESSAGES = {
  noFile: 'Choose a CSV file to import (field file)',
  tooLarge: `The file is larger than ${PRODUCT_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB`,
  tooManyRows: `The file has more than ${PRODUCT_IMPORT_LIMITS.maxRows.toLocaleString('en-IN')} rows`,
  empty: 'The file is empty',
  notCsv: 'The file is not a CSV file',
  noRows: 'The file has a header but no product rows',
  dryRun: 'dryRun must be true or false',
  missingColumns: (columns: readonly string[]) => `The header lacks the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}`,
  unknownColumns: (columns: readonly string[]) => `The header has unknown column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}`,
} as const;

/** `dryRun` as a form sends it: 'true' / 'false' (absent: false). */
export const dryRunSchema = z
  .union([z.literal('true'), z.literal('false'), z.literal(''), z.undefined()], { message: PRODUCT_IMPORT_MESSAGES.dryRun })
  .transform((value) => value === 'true');

export const importErrorSchema = z.object({
  row: z.number().int().meta({ description: 'The row as a spreadsheet numbers it: the header is row 1.' }),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/** POST /api/admin/products/import's answer. */
export const productImportResultSchema = z.object({
  dryRun: z.boolean(),
  created: z.number().int().meta({ description: 'Products created (or that would be, in a dry run); 0 when there are errors.' }),
  updated: z.number().int().meta({ description: 'Products changed (or that would be); 0 when there are errors.' }),
  unchanged: z.number().int().meta({ description: 'Products whose rows match what the shop has: not written.' }),
  errors: z.array(importErrorSchema).meta({ description: 'Every bad row; with any, nothing was changed.' }),
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;
