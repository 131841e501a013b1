/**
 * How many data rows a CSV file has (the header and blank lines not counted), read in the browser
 * before the upload so the products import can say 'Checking 12,345 rows…' (docs/decisions/0068).
 * A line break inside a quoted cell does not end a row; `""` inside quotes is a quote. The server
 * counts the same rows (csv-parse), so the figure matches its limits.
 */
export function csvDataRows(text: string): number {
  let rows = 0;
  let quoted = false;
  let filled = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 34) {
      quoted = !quoted;
      filled = true;
    } else if (!quoted && (code === 10 || code === 13)) {
      if (filled) rows += 1;
      filled = false;
      if (code === 13 && text.charCodeAt(i + 1) === 10) i += 1;
    } else if (code !== 0xfeff && (code !== 44 || filled)) {
      filled = true;
    }
  }
  if (filled) rows += 1;
  return Math.max(0, rows - 1);
}
