import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/**
 * The one writer of every CSV the shop makes (the GST report and its GSTR-1 files, the orders'
 * and the products' exports: docs/decisions/0036, 0064). A cell is text, or a number written as it
 * is. Only text is defused against formula injection (a leading =, +, -, @, tab or carriage return
 * gets an apostrophe), so a credit note's -1008.60 stays a number a spreadsheet and the GST
 * offline tool read.
 */
export type CsvCell = string | number | null | { number: string };

/** An amount in paise as rupees with two decimals ('-1008.60'), exact (no float rounding). */
export function rupeesCell(paise: number): CsvCell {
  const whole = Math.abs(paise);
  return { number: `${paise < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}` };
}

/** Text a spreadsheet would run as a formula, prefixed with an apostrophe (docs/decisions/0064). */
export const defused = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A cell as the text written to the file. */
export function csvCellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return defused(cell);
  if (typeof cell === 'number') return String(cell);
  return cell.number;
}

/**
 * RFC 4180 with CRLF line ends (what the offline tool on Windows and spreadsheets read); quoting
 * by csv-stringify. With CRLF as the record end it would leave a lone line feed or carriage return
 * in a cell unquoted, which splits the row for any reader: those cells are quoted too.
 */
const OPTIONS = { record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const;

/** Rows as CSV text, built whole: for files of bounded size (a report's tables, one row per rate or HSN). */
export function toCsv(rows: CsvCell[][]): string {
  return stringifySync(
    rows.map((row) => row.map(csvCellText)),
    OPTIONS,
  );
}

/**
 * Rows as a CSV byte stream, for files of any length (docs/decisions/0064): `pages` is read one
 * page at a time, and only when the reader has taken what was written before (csv-stringify's
 * writable side answers `false` when its buffer is full, and the loop waits for 'drain'), so
 * memory holds one page whatever the file's length. A failure mid-file ends the stream with that
 * error: the download breaks rather than ending short without a sign.
 */
export function csvStream(header: readonly string[], pages: AsyncIterable<CsvCell[][]>): ReadableStream<Uint8Array> {
  const stringifier = stringify(OPTIONS);
  // Resolves once the reader took what is buffered, or gave up (a closed download stops the reading).
  const writeRow = (row: string[]) =>
    stringifier.write(row)
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const done = () => {
            stringifier.off('drain', done).off('close', done);
            resolve();
          };
          stringifier.on('drain', done).on('close', done);
        });
  void (async () => {
    try {
      await writeRow([...header]);
      for await (const rows of pages) {
        if (stringifier.destroyed) return;
        for (const row of rows) {
          if (stringifier.destroyed) return;
          await writeRow(row.map(csvCellText));
        }
      }
      stringifier.end();
    } catch (error) {
      stringifier.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return Readable.toWeb(stringifier) as ReadableStream<Uint8Array>;
}

/** A CSV download's headers: an attachment named `fileName`, kept by no cache, never transformed (a stream is not read whole to be compressed). */
export function csvHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'private, no-store, no-transform',
  };
}
