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

/** Rows as CSV text, built whole: a report's tables, or one page of a long file. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return stringifySync(
    rows.map((row) => row.map(csvCellText)),
    OPTIONS,
  );
}

/** Lets the event loop answer others (a shopper's page, the list API) before the next page is read. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Rows as a CSV byte stream, for files of any length (docs/decisions/0064, 0067). A pull stream
 * with no buffer of its own (highWaterMark 0), so `pages` is read one page at a time and only when
 * the reader asks for more, which the HTTP answer does once the socket has taken the page before
 * (it waits for 'drain'); memory holds about one page whatever the file's length. Each page goes
 * out as one chunk (a chunk per row was a socket write per row), and the event loop gets a turn
 * before each page is read. A closed download ends the pages (the generator's `return`); a
 * failure mid-file errors the stream, so the download breaks rather than ending short without a sign.
 */
export function csvStream(header: readonly string[], pages: AsyncIterable<CsvCell[][]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      // The header is queued at once: the first read takes it without waiting for a page.
      start(controller) {
        controller.enqueue(encoder.encode(toCsv([header])));
      },
      async pull(controller) {
        for (;;) {
          await yieldToOthers();
          const page = await iterator.next();
          if (page.done === true) {
            controller.close();
            return;
          }
          if (page.value.length === 0) continue;
          controller.enqueue(encoder.encode(toCsv(page.value)));
          return;
        }
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}

/** A CSV download's headers: an attachment named `fileName`, kept by no cache, never transformed (a stream is not read whole to be compressed). */
export function csvHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'private, no-store, no-transform',
  };
}
