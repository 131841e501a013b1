import { describe, expect, it } from 'vitest';
import { stockSummary } from './admin-stock';

describe('stockSummary', () => {
  it('sums what is tracked, says when nothing is, and flags low or sold out', () => {
    expect(stockSummary([{ stock: null }, { stock: null }])).toEqual({ text: 'Not tracked', tone: 'none' });
    expect(stockSummary([{ stock: 40 }, { stock: 2 }])).toEqual({ text: '42 left', tone: 'low' });
    expect(stockSummary([{ stock: 1200 }])).toEqual({ text: '1,200 left', tone: 'ok' });
    expect(stockSummary([{ stock: 0 }, { stock: 0, stockBySize: { S: 0, M: 0 } }])).toEqual({ text: 'Sold out', tone: 'out' });
    expect(stockSummary([{ stock: null, stockBySize: { S: 10, M: null } }])).toEqual({ text: '10 left + untracked', tone: 'ok' });
  });
});
