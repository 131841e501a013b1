import { stringify } from 'csv-stringify/sync';

/**
 * A CSV cell: text, or a number written as it is. Only text is defused against formula injection
 * (a leading =, +, -, @, tab or carriage return gets an apostrophe), so a credit note's -1008.60
 * stays a number a spreadsheet and the GST offline tool read (docs/decisions/0036).
 */
export type CsvCell = string | number | null | { number: string };

/** An amount in paise as rupees with two decimals ('-1008.60'), exact (no float rounding). */
export function rupeesCell(paise: number): CsvCell {
  const whole = Math.abs(paise);
  return { number: `${paise < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}` };
}

const defused = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function written(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return defused(cell);
  if (typeof cell === 'number') return String(cell);
  return cell.number;
}

/**
 * Rows as CSV with CRLF line ends (RFC 4180, what the offline tool on Windows reads); quoting by
 * csv-stringify. With CRLF as the record end it would leave a lone line feed or carriage return
 * in a cell unquoted, which splits the row for any reader: those cells are quoted too.
 */
export function toCsv(rows: CsvCell[][]): string {
  return stringify(
    rows.map((row) => row.map(written)),
    { record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}
