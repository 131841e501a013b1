import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { registerFonts, runsOf, wrap } from './pdf-text';

function document() {
  const doc = new PDFDocument({ font: '' });
  registerFonts(doc);
  return doc;
}

describe('text in two scripts', () => {
  it('draws the rupee sign and Devanagari in the Devanagari font, the rest in Latin', () => {
    const doc = document();
    expect(runsOf(doc, '₹1,20,500.00', { size: 8 }).map((run) => [run.text, run.font])).toEqual([
      ['₹', 'deva-regular'],
      ['1,20,500.00', 'latin-regular'],
    ]);
    expect(runsOf(doc, 'बनारसी (Banarasi)', { size: 8, weight: 'bold' }).map((run) => [run.text, run.font])).toEqual([
      ['बनारसी', 'deva-bold'],
      [' (Banarasi)', 'latin-bold'],
    ]);
    expect(runsOf(doc, '₹1,250.00', { size: 8 }).every((run) => run.width > 0)).toBe(true);
  });

  it('wraps at spaces within the width, breaks a word too long for it, and keeps line breaks', () => {
    const doc = document();
    const style = { size: 8 };
    const lines = wrap(doc, 'Handwoven Chanderi Silk-Cotton Saree with Zari Border', style, 80);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(80);
    expect(lines.map((line) => line.runs.map((run) => run.text).join('')).join(' ')).toBe('Handwoven Chanderi Silk-Cotton Saree with Zari Border');
    const sku = wrap(doc, 'SKU-ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', style, 50);
    expect(sku.length).toBeGreaterThan(1);
    for (const line of sku) expect(line.width).toBeLessThanOrEqual(50);
    expect(wrap(doc, 'one\ntwo', style)).toHaveLength(2);
  });
});
