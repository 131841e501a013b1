import { describe, expect, it } from 'vitest';
import { csvStream, rupeesCell, toCsv, type CsvCell } from './cells';

describe('the CSVs’ cells (docs/decisions/0036, 0064)', () => {
  it('defuses text that a spreadsheet would run as a formula, and only text', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-5', '@SUM', 'INV/26-27/00001'], [rupeesCell(-11864322), -1, rupeesCell(0), 0.25, null]])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-5,'@SUM,INV/26-27/00001\r\n-118643.22,-1,0.00,0.25,\r\n`,
    );
  });

  it('writes paise as exact rupees with two decimals', () => {
    expect([5, 100, -7, 12006000, -100860].map((paise) => rupeesCell(paise))).toEqual([{ number: '0.05' }, { number: '1.00' }, { number: '-0.07' }, { number: '120060.00' }, { number: '-1008.60' }]);
  });

  it('quotes a comma, a quote or a line break (csv-stringify)', () => {
    expect(toCsv([['Kavya, Bengaluru', 'say "hi"', 'two\nlines']])).toBe('"Kavya, Bengaluru","say ""hi""","two\nlines"\r\n');
  });

  it('streams a header and then one chunk a page, reading a page only when asked', async () => {
    let pagesRead = 0;
    async function* pages(): AsyncGenerator<CsvCell[][]> {
      for (let page = 0; page < 3; page += 1) {
        pagesRead += 1;
        yield [['a, b', page], ['=1', null]];
      }
    }
    const reader = csvStream(['Name', 'Number'], pages()).getReader();
    const decoder = new TextDecoder();
    const chunks: string[] = [];
    chunks.push(decoder.decode((await reader.read()).value));
    expect(pagesRead).toBe(0);
    for (let next = await reader.read(); next.done !== true; next = await reader.read()) chunks.push(decoder.decode(next.value));
    expect(chunks).toEqual(['Name,Number\r\n', ...[0, 1, 2].map((page) => `"a, b",${page}\r\n'=1,\r\n`)]);
    expect(pagesRead).toBe(3);
  });
});

