import { describe, expect, it } from 'vitest';
import { changeText, rangeFrom, shortDay } from './admin-dashboard';

describe('the dashboard’s comparisons (docs/decisions/0062)', () => {
  it('say the change against the previous period in percent', () => {
    expect(changeText(112, 100, '7d')).toEqual({ text: '+12% vs previous 7 days', trend: 'up' });
    expect(changeText(50, 200, '30d')).toEqual({ text: '−75% vs previous 30 days', trend: 'down' });
    expect(changeText(100, 100, 'today')).toEqual({ text: 'Same as yesterday', trend: 'same' });
  });

  it('give no percentage when the period before had nothing', () => {
    expect(changeText(500, 0, '90d')).toEqual({ text: 'Up from none in the previous 90 days', trend: 'up' });
    expect(changeText(0, 0, '7d')).toEqual({ text: 'None in the previous 7 days either', trend: 'same' });
    expect(changeText(0, 0, 'today')).toEqual({ text: 'None yesterday either', trend: 'same' });
    expect(changeText(3, 0, 'today')).toEqual({ text: 'Up from none yesterday', trend: 'up' });
  });

  it('read the range from the URL, 7 days by default', () => {
    expect(rangeFrom(new URL('http://x/admin?range=30d'))).toBe('30d');
    expect(rangeFrom(new URL('http://x/admin?range=year'))).toBe('7d');
    expect(rangeFrom(new URL('http://x/admin'))).toBe('7d');
    expect(shortDay('2026-11-02')).toBe('2 Nov');
  });
});
