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
  return { number: rupeesText(paise) };
}

/** An amount in paise as the rupees a cell holds ('-1008.60'): rupeesCell's text. */
export function rupeesText(paise: number): string {
  const whole = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
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
 * RFC 4180 with CRLF line ends (what the offline tool on Windows and spreadsheets read). A cell
 * is quoted when it holds a comma, a quote or a line break of either kind (a lone line feed or
 * carriage return left bare would split the row for some reader), its quotes doubled: the rules
 * csv-stringify 6.9 applies with `record_delimiter: 'windows', quoted_match: /[\r\n]/`, which
 * this writer replaced because it cost more than the orders' database reads (docs/decisions/0067);
 * cells.test.ts holds the two to the same bytes.
 */
const NEEDS_QUOTES = /[",\r\n]/;

/** A cell's text as it goes into a row: quoted when it must be. */
export const csvField = (text: string): string => (NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** A text cell as it goes into a row: defused, then quoted when it must be (csvLine's rule for a string). */
export const csvTextField = (text: string): string => csvField(defused(text));

/** One row, with its CRLF. */
export const csvLine = (row: readonly CsvCell[]): string => `${row.map((cell) => csvField(csvCellText(cell))).join(',')}\r\n`;

/** Rows as CSV text, built whole: for files of bounded size (a report's tables, one row per rate or HSN). */
export function toCsv(rows: CsvCell[][]): string {
  return rows.map(csvLine).join('');
}

/** Lets the event loop answer others (a shopper's page, the list API) before the next page is read. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Rows as a CSV byte stream, for files of any length (docs/decisions/0064, 0067). A page is its
 * rows, or its lines already written (whole CRLF-ended lines, by this file's rules). A pull stream
 * with no buffer of its own (highWaterMark 0), so `pages` is read one page at a time and only when
 * the reader asks for more, which the HTTP answer does once the socket has taken the page before
 * (it waits for 'drain'); memory holds about one page whatever the file's length. Each page goes
 * out as one chunk (a chunk per row was a socket write per row), and the event loop gets a turn
 * before each page is read. A closed download ends the pages (the generator's `return`); a
 * failure mid-file errors the stream, so the download breaks rather than ending short without a sign.
 */
export function csvStream(header: readonly string[], pages: AsyncIterable<CsvCell[][] | string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(`${header.map(csvField).join(',')}\r\n`));
          return;
        }
        for (;;) {
          await yieldToOthers();
          const page = await iterator.next();
          if (page.done === true) {
            controller.close();
            return;
          }
          if (page.value.length === 0) continue;
          controller.enqueue(encoder.encode(typeof page.value === 'string' ? page.value : page.value.map(csvLine).join('')));
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
