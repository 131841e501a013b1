import { describe, expect, it } from 'vitest';
import { csvDataRows } from './csv-rows';

describe('csvDataRows', () => {
  it('counts the rows after the header, CRLF or LF, with or without a last line end', () => {
    expect(csvDataRows('id,name\r\n1,a\r\n2,b\r\n')).toBe(2);
    expect(csvDataRows('\uFEFFid,name\n1,a\n2,b')).toBe(2);
    expect(csvDataRows('id,name\r\n')).toBe(0);
    expect(csvDataRows('')).toBe(0);
  });

  it('does not count a line break inside a quoted cell, nor blank lines', () => {
    expect(csvDataRows('id,description\r\n1,"two\r\nlines, and ""quotes"""\r\n\r\n2,b\r\n')).toBe(2);
  });
});
