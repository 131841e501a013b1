import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('finds the links of a text part, leaving a full stop or bracket after them out', () => {
    expect(linkify('Reset it at https://shop.example.in/reset-password/abc_-1.\nThanks (http://localhost:3000/orders)')).toEqual([
      { text: 'Reset it at ' },
      { href: 'https://shop.example.in/reset-password/abc_-1' },
      { text: '.\nThanks (' },
      { href: 'http://localhost:3000/orders' },
      { text: ')' },
    ]);
  });

  it('leaves text without links whole, and takes nothing but http(s)', () => {
    expect(linkify('Hello Asha')).toEqual([{ text: 'Hello Asha' }]);
    expect(linkify('javascript:alert(1) mailto:a@b.in')).toEqual([{ text: 'javascript:alert(1) mailto:a@b.in' }]);
    expect(linkify('')).toEqual([]);
  });
});
