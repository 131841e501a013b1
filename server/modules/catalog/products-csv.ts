import { parse } from 'csv-parse/sync';
import type { Updateable } from 'kysely';
import { newProductSchema, PRODUCT_MESSAGES, type NewProductFields } from '../../../common/admin';
import { IMAGE_SEPARATOR, OPTIONAL_PRODUCTS_CSV_COLUMNS, PRODUCT_IMPORT_LIMITS, PRODUCT_IMPORT_MESSAGES, PRODUCTS_CSV_COLUMNS, type ImportError, type ProductsCsvColumn } from '../../../common/csv';
import type { StoredColor } from '../../../common/catalog';
import { productRuleIssues } from '../../../common/product-rules';
import { rupeesCell, type CsvCell } from '../../csv/cells';
import { ID_PATTERN, newId } from '../../db/ids';
import { AppError } from '../../errors';
import { parseStoredColors, parseStoredSizes, toColorColumns, toProductColumns, type ProductRow, type StockByColor } from './mappers';
import { planStockEdit, type StockEdit } from './stock-edit';
import type { ProductsTable } from './tables';

/**
 * The products' CSV (docs/csv.md, docs/decisions/0064): one row per product × colour × size (one
 * per colour without sizes), the product's own columns repeated on each of its rows. The export
 * writes it; the import reads it back, checks every row with the catalogue's own schema
 * (common/admin.ts's newProductSchema, the product form's) and plans the writes.
 */

const flagCell = (value: number) => (value ? 'true' : 'false');

/** The rows of one product, as the export writes them and the import reads them. */
export function productCsvRows(row: ProductRow, stock: StockByColor | undefined): CsvCell[][] {
  const sizes = parseStoredSizes(row.sizes);
  const colors = parseStoredColors(row.colors);
  const product: CsvCell[] = [
    row.id,
    row.name,
    row.description,
    row.features,
    row.category_name,
    rupeesCell(row.actual_price),
    rupeesCell(row.discount_price),
    rupeesCell(row.delivery_charge),
    rupeesCell(row.cod_charge),
    row.hsn_code,
    Number(row.gst_rate),
    row.uqc,
    Number(row.rating),
    flagCell(row.in_stock),
    flagCell(row.is_new_arrival),
    flagCell(row.is_featured),
    row.status,
    row.video ?? '',
  ];
  return colors.flatMap((color) =>
    (sizes.length === 0 ? [''] : sizes).map((size) => {
      const left = stock?.get(color._id)?.get(size);
      return [...product, color.name, color.swatch ?? '', size, left === undefined ? null : left, color.images.join(IMAGE_SEPARATOR)];
    }),
  );
}

/** One data row of an imported file: its row number as a spreadsheet shows it (header = 1) and its cells by column. */
export interface CsvRecord {
  row: number;
  cells: Record<ProductsCsvColumn, string>;
  /** How many cells the row had and the header has, when the row has more (the row's error). */
  overlong?: { cells: number; columns: number };
}

/** The apostrophe the export put before a formula-like cell (server/csv/cells.ts) is taken off again. */
const undefused = (text: string) => (text.charCodeAt(0) === 39 && /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/**
 * A file's bytes as rows, or a 400 that says why not: too large, not text, not CSV, no header or
 * a header without the columns, no rows, too many rows. Parsed by csv-parse (quotes, commas and line
 * breaks in cells, a UTF-8 byte order mark); a blank line is skipped but still counted.
 */
export function readProductsCsv(bytes: Uint8Array): CsvRecord[] {
  if (bytes.byteLength > PRODUCT_IMPORT_LIMITS.maxBytes) throw AppError.badRequest(PRODUCT_IMPORT_MESSAGES.tooLarge);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw AppError.badRequest(PRODUCT_IMPORT_MESSAGES.notCsv);
  }
  if (text.includes('\0')) throw AppError.badRequest(PRODUCT_IMPORT_MESSAGES.notCsv);
  if (text.replace(/^\uFEFF/, '').trim() === '') throw AppError.badRequest(PRODUCT_IMPORT_MESSAGES.empty);
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    throw AppError.badRequest(`${PRODUCT_IMPORT_MESSAGES.notCsv}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const header = (records[0] ?? []).map((name) => name.trim());
  const known = new Set<string>(PRODUCTS_CSV_COLUMNS);
  const missing = PRODUCTS_CSV_COLUMNS.filter((column) => !header.includes(column) && !OPTIONAL_PRODUCTS_CSV_COLUMNS.includes(column));
  if (missing.length > 0) throw AppError.badRequest(PRODUCT_IMPORT_MESSAGES.missingColumns(missing));
  const unknown = header.filter((name) => !known.has(name));
  if (unknown.length > 0) throw AppError.badRequest(PRODUCT_IMPORT_MESSAGES.unknownColumns(unknown));
  const twice = header.find((name, index) => header.indexOf(name) !== index);
  if (twice !== undefined) throw AppError.badRequest(`The header names the column ${twice} twice`);
  if (records.length - 1 > PRODUCT_IMPORT_LIMITS.maxRows) throw AppError.badRequest(PRODUCT_IMPORT_MESSAGES.tooManyRows);

  const rows: CsvRecord[] = [];
  // A column the file leaves out (an older file's) reads as empty on every row.
  const absent = OPTIONAL_PRODUCTS_CSV_COLUMNS.filter((column) => !header.includes(column)).map((column) => [column, '']);
  records.slice(1).forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const cells = Object.fromEntries(absent) as Record<ProductsCsvColumn, string>;
    for (const [column, name] of header.entries()) cells[name as ProductsCsvColumn] = undefused(record[column] ?? '');
    rows.push({ row: index + 2, cells, ...(record.length > header.length ? { overlong: { cells: record.length, columns: header.length } } : {}) });
  });
  if (rows.length === 0) throw AppError.badRequest(PRODUCT_IMPORT_MESSAGES.noRows);
  return rows;
}

/** What the import needs of the shop as it stands. */
export interface ImportContext {
  /** Categories by lower-cased name → id. */
  categories: Map<string, string>;
  /** The file's existing products (by id) with their stock. */
  products: Map<string, { row: ProductsTable; stock: StockByColor | undefined }>;
  /** Which image URLs some product of the shop already shows. */
  shownImages: Set<string>;
  /** The rate a new product without one takes. */
  defaultGstRate: number;
}

/** One product's writes, planned from its rows. */
export interface ProductPlan {
  id: string;
  /** Its first row in the file. */
  row: number;
  existing: ProductsTable | undefined;
  fields: NewProductFields & { gstRate: number };
  colors: StoredColor[];
  sizes: string[];
  video: string | null;
  stock: StockEdit;
  /** An existing product's columns that the file changes, with their new values ({} for a new product). */
  changes: Updateable<ProductsTable>;
  /** False when the rows match what the shop has: nothing to write. */
  changed: boolean;
}

/** The product's own columns: repeated on each of its rows, and the same on each. */
const PRODUCT_COLUMNS = PRODUCTS_CSV_COLUMNS.filter((column) => !['color', 'hex', 'size', 'stock', 'images'].includes(column));

const flagText = (text: string) => text.trim().toLowerCase();

/** The image URLs of a colour's cell. */
export const imageUrls = (cell: string) => cell.split(IMAGE_SEPARATOR).map((url) => url.trim()).filter((url) => url !== '');

/** A group's key: the id, or for a new product its name (rows of one new product share its name). */
const groupKey = (cells: CsvRecord['cells']) => (cells.id.trim() === '' ? `new:${cells.name.trim().toLowerCase()}` : `id:${cells.id.trim()}`);

/** The URLs of an existing product's images (any of its colours). */
const ownImages = (row: ProductsTable | undefined) => new Set(row ? parseStoredColors(row.colors).flatMap((color) => color.images) : []);

/** The ids the file names (to read those products before planning). */
export const namedIds = (rows: readonly CsvRecord[]) => [...new Set(rows.map((record) => record.cells.id.trim()).filter((id) => ID_PATTERN.test(id)))];

/** Every image URL of the file (to ask which the shop shows). */
export const namedImages = (rows: readonly CsvRecord[]) => [...new Set(rows.flatMap((record) => imageUrls(record.cells.images)))];

/**
 * Plans the import of `rows` (docs/decisions/0064): groups them into products, checks each with
 * the product form's schema and rules, and maps each issue back to the row it came from. With any
 * error, no plan is returned.
 */
export function planImport(rows: readonly CsvRecord[], context: ImportContext, onChecked?: (rows: number) => void): { plans: ProductPlan[]; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const fail = (row: number, message: string) => errors.push({ row, message });
  const groups = new Map<string, CsvRecord[]>();
  for (const record of rows) {
    if (record.overlong !== undefined) {
      fail(record.row, `The row has more cells than the header (${record.overlong.cells} for ${record.overlong.columns})`);
      continue;
    }
    const id = record.cells.id.trim();
    if (id !== '' && !context.products.has(id)) {
      fail(record.row, `No product has the id ${id}`);
      continue;
    }
    const key = groupKey(record.cells);
    const group = groups.get(key);
    if (group) group.push(record);
    else groups.set(key, [record]);
  }

  const plans: ProductPlan[] = [];
  let checked = 0;
  for (const group of groups.values()) {
    const plan = planProduct(group, context, fail);
    if (plan) plans.push(plan);
    checked += group.length;
    onChecked?.(checked);
  }
  errors.sort((a, b) => a.row - b.row);
  return errors.length > 0 ? { plans: [], errors } : { plans, errors };
}

function planProduct(group: CsvRecord[], context: ImportContext, fail: (row: number, message: string) => void): ProductPlan | undefined {
  const first = group[0]!;
  const cells = first.cells;
  let ok = true;
  const failed = (row: number, message: string) => {
    ok = false;
    fail(row, message);
  };
  for (const record of group.slice(1)) {
    for (const column of PRODUCT_COLUMNS) {
      if (record.cells[column].trim() !== cells[column].trim()) failed(record.row, `${column} differs from row ${first.row} of the same product`);
    }
  }
  const existing = cells.id.trim() === '' ? undefined : context.products.get(cells.id.trim());
  const id = existing?.row.id ?? newId();

  // Colours in the order of their first row, sizes likewise; each colour has a row per size.
  const colorRows = new Map<string, CsvRecord[]>();
  const sizes: string[] = [];
  for (const record of group) {
    const name = record.cells.color.trim();
    const size = record.cells.size.trim();
    if (size !== '' && !sizes.includes(size)) sizes.push(size);
    const key = name.toLowerCase();
    const rowsOfColor = colorRows.get(key);
    if (rowsOfColor) rowsOfColor.push(record);
    else colorRows.set(key, [record]);
  }
  const withSize = group.filter((record) => record.cells.size.trim() !== '');
  if (withSize.length > 0 && withSize.length < group.length) {
    for (const record of group) if (record.cells.size.trim() === '') failed(record.row, 'size is empty, while other rows of the product have one: a product has a size on every row or on none');
  }
  const colorGroups = [...colorRows.values()];
  for (const records of colorGroups) {
    const [head, ...rest] = records as [CsvRecord, ...CsvRecord[]];
    for (const record of rest) {
      if (record.cells.hex.trim() !== head.cells.hex.trim()) failed(record.row, `hex differs from row ${head.row} of the same colour`);
      if (record.cells.images.trim() !== head.cells.images.trim()) failed(record.row, `images differ from row ${head.row} of the same colour`);
    }
    const seen = new Map<string, number>();
    for (const record of records) {
      const size = record.cells.size.trim();
      const before = seen.get(size.toLowerCase());
      if (before !== undefined) failed(record.row, `Colour ${record.cells.color.trim()}${size === '' ? '' : `, size ${size}`} is on row ${before} already`);
      else seen.set(size.toLowerCase(), record.row);
    }
    for (const size of sizes) if (!seen.has(size.toLowerCase())) failed(head.row, `Colour ${head.cells.color.trim()} has no row for size ${size}`);
  }

  // Images: each one the shop already shows (this product's own, or another product's): nothing is fetched.
  const own = ownImages(existing?.row);
  const images = colorGroups.map((records) => imageUrls(records[0]!.cells.images));
  colorGroups.forEach((records, index) => {
    for (const url of images[index]!) {
      if (!own.has(url) && !context.shownImages.has(url)) failed(records[0]!.row, `Image ${url} is not an image of the shop (an import does not fetch images: upload it in the product form)`);
    }
  });

  // The category by name; the rating is the shop's own, set at creation only.
  const categoryName = cells.category.trim();
  const categoryId = categoryName === '' ? '' : context.categories.get(categoryName.toLowerCase());
  if (categoryId === undefined) failed(first.row, `${PRODUCT_MESSAGES.categoryNotFound}: ${categoryName}`);
  if (existing && Number(cells.rating.trim()) !== Number(existing.row.rating)) failed(first.row, PRODUCT_MESSAGES.ratingNotEditable);
  const videoKept = existing !== undefined && cells.video.trim() === (existing.row.video ?? '');

  const stockOf = (record: CsvRecord) => record.cells.stock;
  const raw = {
    name: cells.name,
    description: cells.description,
    features: cells.features,
    category: categoryId ?? 'unknown',
    rating: existing ? Number(existing.row.rating) : cells.rating,
    isNewArrival: flagText(cells.isNewArrival),
    isFeatured: flagText(cells.isFeatured),
    inStock: flagText(cells.inStock),
    // Any case, as the flags; empty (or no column): the product's own status, active for a new one.
    status: cells.status.trim() === '' ? (existing?.row.status ?? '') : cells.status.trim().toLowerCase(),
    colors: colorGroups.map((records) => {
      const head = records[0]!.cells;
      const swatch = head.hex.trim() === '' ? null : head.hex;
      if (sizes.length === 0) return { name: head.color, swatch, stock: stockOf(records[0]!) };
      return { name: head.color, swatch, stockBySize: Object.fromEntries(records.map((record) => [record.cells.size.trim(), stockOf(record)])) };
    }),
    sizes,
    video: videoKept ? undefined : cells.video,
    hsnCode: cells.hsnCode,
    gstRate: cells.gstRate.trim() === '' && existing ? Number(existing.row.gst_rate) : cells.gstRate,
    uqc: cells.uqc,
    actualPrice: cells.actualPrice,
    discountPrice: cells.discountPrice,
    deliveryCharge: cells.deliveryCharge,
    codCharge: cells.codCharge,
  };

  /** The row an issue's path points at: a colour's (and size's) row, else the product's first. */
  const rowOf = (path: readonly PropertyKey[]): number => {
    if (path[0] !== 'colors' || typeof path[1] !== 'number') return first.row;
    const records = colorGroups[path[1]];
    if (!records) return first.row;
    if (path[2] === 'stockBySize' && typeof path[3] === 'string') return records.find((record) => record.cells.size.trim() === path[3])?.row ?? records[0]!.row;
    return records[0]!.row;
  };
  const parsed = newProductSchema.safeParse(raw);
  if (!parsed.success) for (const issue of parsed.error.issues) failed(rowOf(issue.path), issue.message);
  const rules = productRuleIssues(
    {
      imageCounts: images.map((urls) => urls.length),
      actualPrice: newProductSchema.shape.actualPrice.safeParse(raw.actualPrice).data,
      discountPrice: newProductSchema.shape.discountPrice.safeParse(raw.discountPrice).data,
    },
    existing ? 'edit' : 'create',
  );
  for (const issue of rules) failed(rowOf(issue.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))), issue.message);
  if (!parsed.success || !ok) return undefined;

  const fields = { ...parsed.data, gstRate: parsed.data.gstRate ?? context.defaultGstRate };
  const stored = existing ? parseStoredColors(existing.row.colors) : [];
  const colors: StoredColor[] = fields.colors.map((color, index) => ({
    _id: stored.find((old) => old.name.toLowerCase() === color.name.toLowerCase())?._id ?? newId(),
    name: color.name,
    images: images[index]!,
    swatch: color.swatch ?? null,
  }));
  const stock = planStockEdit(
    id,
    sizes,
    colors.map((color, index) => ({ _id: color._id, entry: fields.colors[index] })),
  );
  for (const error of stock.errors) failed(first.row, error.message);
  if (!ok) return undefined;
  const video = videoKept ? (existing?.row.video ?? null) : fields.video === undefined || fields.video === '' ? null : fields.video;
  const planned = { id, row: first.row, existing: existing?.row, fields, colors, sizes, video, stock };
  if (!existing) return { ...planned, changes: {}, changed: true };
  const changes = changedColumns(planned, existing.row);
  return { ...planned, changes, changed: Object.keys(changes).length > 0 || stockDiffers(stock, existing.stock) };
}

/**
 * The stored columns the plan changes, with their new values: an update writes only these, so a
 * file that changes only stock does not rewrite the product's search entry (its triggers fire on
 * the text columns). Colours are compared as parsed (a colour stored before swatches has no key).
 */
function changedColumns(plan: Omit<ProductPlan, 'changes' | 'changed'>, row: ProductsTable): Updateable<ProductsTable> {
  const columns = { ...toProductColumns(plan.fields), ...toColorColumns(plan.colors), sizes: JSON.stringify(plan.sizes), video: plan.video } as Record<string, unknown>;
  const stored: Record<string, unknown> = { ...row, colors: JSON.stringify(parseStoredColors(row.colors)) };
  return Object.fromEntries(Object.entries(columns).filter(([column, value]) => String(value) !== String(stored[column]))) as Updateable<ProductsTable>;
}

/** Whether any stock figure the plan sets differs from the stored one. */
function stockDiffers(edit: StockEdit, stock: StockByColor | undefined): boolean {
  const planned = new Map<string, number | null>();
  for (const set of edit.set) planned.set(`${set.color_id}\0${set.size}`, set.stock);
  for (const key of edit.untrack) planned.set(`${key.color_id}\0${key.size}`, null);
  for (const [key, value] of planned) {
    const [colorId, size] = key.split('\0') as [string, string];
    if ((stock?.get(colorId)?.get(size) ?? null) !== value) return true;
  }
  return false;
}
