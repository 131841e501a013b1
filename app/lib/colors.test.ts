import { describe, expect, it } from 'vitest';
import { colorToCss } from './colors';

describe('colorToCss', () => {
  it.each([
    'Black', 'White', 'Navy Blue', 'Maroon', 'Mustard Yellow', 'Teal', 'Olive Green', 'Rose Gold',
    'Silver', 'Beige', 'Red', 'Pink', 'Grey', 'Gray', 'Blue', 'Green', 'Yellow', 'Orange', 'Purple',
    'Brown', 'Gold', 'Cream', 'Sky Blue', 'Lavender', 'Wine', 'Peach', 'Charcoal', 'Off White', 'Mint',
  ])('knows %s', (name) => {
    expect(colorToCss(name)).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('ignores case, spaces, hyphens and underscores', () => {
    const navy = colorToCss('Navy Blue');
    expect(colorToCss('navy blue')).toBe(navy);
    expect(colorToCss('  NAVY   BLUE ')).toBe(navy);
    expect(colorToCss('navy-blue')).toBe(navy);
    expect(colorToCss('NavyBlue')).toBe(navy);
    expect(colorToCss('Off-White')).toBe(colorToCss('off white'));
  });

  it('treats Grey and Gray alike', () => {
    expect(colorToCss('Grey')).toBe(colorToCss('gray'));
  });

  it('accepts hex colours', () => {
    expect(colorToCss('#1E3A8A')).toBe('#1e3a8a');
    expect(colorToCss('#fff')).toBe('#fff');
    expect(colorToCss(' #11223344 ')).toBe('#11223344');
  });

  it('rejects malformed hex', () => {
    expect(colorToCss('#12')).toBeNull();
    expect(colorToCss('#ggg')).toBeNull();
    expect(colorToCss('#12345')).toBeNull();
  });

  it('falls back to the last word when it is a known colour', () => {
    expect(colorToCss('Ocean Blue')).toBe(colorToCss('Blue'));
    expect(colorToCss('Pastel pink')).toBe(colorToCss('Pink'));
  });

  it('returns null for unknown names', () => {
    expect(colorToCss('Multicolor')).toBeNull();
    expect(colorToCss('Sunset Dream')).toBeNull();
    expect(colorToCss('')).toBeNull();
    expect(colorToCss('   ')).toBeNull();
  });
});
