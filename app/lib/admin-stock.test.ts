import { describe, expect, it } from 'vitest';
import { stockSummary } from './admin-stock';

describe('stockSummary', () => {
  it('says how many are left, or that nothing is tracked', () => {
    expect(stockSummary([{ stock: null }, { stock: null }])).toEqual({ text: 'Not tracked', tone: 'none' });
    expect(stockSummary([{ stock: 1200 }])).toEqual({ text: '1,200 left', tone: 'ok' });
    expect(stockSummary([{ stock: null, stockBySize: { S: 10, M: null } }])).toEqual({ text: '10 left (rest not tracked)', tone: 'ok' });
  });

  it('says what runs low in words, not only in colour', () => {
    expect(stockSummary([{ stock: 3 }])).toEqual({ text: 'Low: 3 left', tone: 'low' });
    expect(stockSummary([{ stock: 455 }, { stock: 2 }])).toEqual({ text: '457 left · 1 running low', tone: 'low' });
    expect(stockSummary([{ stock: null, stockBySize: { S: 2, M: null } }])).toEqual({ text: '2 left (rest not tracked) · 1 running low', tone: 'low' });
  });

  it('says out of stock where the In Stock dot is red: sold out, or switched off by the shop', () => {
    expect(stockSummary([{ stock: 0 }, { stock: 0, stockBySize: { S: 0, M: 0 } }], false)).toEqual({ text: 'Out of stock', tone: 'out' });
    expect(stockSummary([{ stock: 90 }], false)).toEqual({ text: 'Marked out of stock (90 in store)', tone: 'out' });
    expect(stockSummary([{ stock: null }], false)).toEqual({ text: 'Marked out of stock', tone: 'out' });
  });
});
