/**
 * The import bench's file (docs/decisions/0068): `products` new products in the products CSV's
 * columns (docs/csv.md), made from the demo shop's own export so that every category exists and
 * every image is one the shop already shows (an import fetches none). Product i takes the demo
 * product i mod n as its model, one or two colours and 0, 2, 3 or 4 sizes in turn: about 3.75
 * rows a product, so 10,000 products are about 37,500 rows, as a real catalogue with sizes is.
 */
import { stringify } from 'csv-stringify/sync';
import { PRODUCTS_CSV_COLUMNS, type ProductsCsvColumn } from '../../common/csv';

const SIZE_SETS: readonly (readonly string[])[] = [[], ['S', 'M'], ['S', 'M', 'L'], ['S', 'M', 'L', 'XL']];
const SECOND_COLOURS = ['Indigo', 'Saffron', 'Olive', 'Maroon'];

type Cells = Record<ProductsCsvColumn, string>;

/** The exported file's rows as cells by column (header first). */
function records(exported: string[][]): Cells[] {
  const [header, ...rows] = exported;
  if (!header) throw new Error('the export has no header');
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])) as Cells);
}

export interface ImportFile {
  csv: string;
  rows: number;
  products: number;
  bytes: number;
}

/** `products` new products modelled on the exported ones. */
export function generatedImportFile(exported: string[][], products: number): ImportFile {
  // One model per exported product: its first colour's first row.
  const models = [...new Map(records(exported).map((cells) => [cells.id, cells])).values()];
  if (models.length === 0) throw new Error('the export has no products to model new ones on');
  const out: string[][] = [[...PRODUCTS_CSV_COLUMNS]];
  for (let i = 0; i < products; i += 1) {
    const model = models[i % models.length]!;
    const second = SECOND_COLOURS.filter((name) => name.toLowerCase() !== model.color.trim().toLowerCase())[i % 3]!;
    const colours = i % 2 === 0 ? [model.color] : [model.color, second];
    const sizes = SIZE_SETS[i % SIZE_SETS.length]!;
    for (const [c, colour] of colours.entries()) {
      for (const size of sizes.length === 0 ? [''] : sizes) {
        const cells: Cells = {
          ...model,
          id: '',
          name: `${model.name} (bench ${i + 1})`,
          video: '',
          color: colour,
          hex: c === 0 ? model.hex : '',
          size,
          stock: String((i * 7 + c * 3 + size.length) % 50),
        };
        out.push(PRODUCTS_CSV_COLUMNS.map((column) => cells[column]));
      }
    }
  }
  return asFile(out, products);
}

/**
 * The shop's export with every stock figure of the bench's products changed: the same products
 * again, each one an update.
 */
export function restockedExport(exported: string[][]): ImportFile {
  const [header, ...rows] = exported;
  if (!header) throw new Error('the export has no header');
  const name = header.indexOf('name');
  const stock = header.indexOf('stock');
  const ids = new Set<string>();
  const out = [header, ...rows.map((row) => {
    if (!row[name]?.includes('(bench ')) return row;
    ids.add(row[header.indexOf('id')]!);
    const changed = [...row];
    changed[stock] = String((Number(row[stock] || 0) + 1) % 50);
    return changed;
  })];
  return asFile(out, ids.size);
}

function asFile(rows: string[][], products: number): ImportFile {
  const csv = stringify(rows, { record_delimiter: '\r\n' });
  return { csv, rows: rows.length - 1, products, bytes: Buffer.byteLength(csv) };
}
