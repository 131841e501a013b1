import { describe, expect, it } from 'vitest';
import { colorToCss, NO_GUESS_SWATCH, swatchCss, swatchInputValue } from './colors';

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

/** The hue (0 to 360°) of a '#rrggbb' colour. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const span = max - Math.min(r, g, b);
  if (span === 0) return 0;
  const sector = max === r ? ((g - b) / span + 6) % 6 : max === g ? (b - r) / span + 2 : (r - g) / span + 4;
  return sector * 60;
}

// Names as Indian shops sell them (docs/decisions/0049): the guess must look like the cloth.
describe('the guess for Indian colour names', () => {
  it.each([
    ['Indigo', 215, 240], // neel: a deep blue, not violet
    ['Saffron', 20, 35], // kesari, the flag's saffron: orange, not yellow
    ['Kesari', 20, 35],
    ['Maroon', 340, 360], // a wine red, not brick brown
    ['Mehroon', 340, 360],
    ['Rani Pink', 315, 335],
    ['Mustard', 38, 50],
    ['Bottle Green', 140, 170],
    ['Rama Green', 160, 180],
    ['Firozi', 170, 185],
    ['Pista Green', 85, 105],
    ['Mehendi Green', 60, 80],
    ['Onion Pink', 350, 360],
    ['Peacock Blue', 180, 195],
    ['Haldi', 38, 50],
  ])('%s', (name, from, to) => {
    const css = colorToCss(name);
    expect(css).toMatch(/^#[0-9a-f]{6}$/);
    expect(hue(css!)).toBeGreaterThanOrEqual(from);
    expect(hue(css!)).toBeLessThanOrEqual(to);
  });
});

describe('swatchCss', () => {
  it('takes the owner’s swatch first, else the guess from the name', () => {
    expect(swatchCss({ name: 'Indigo', swatch: '#3f51b5' })).toBe('#3f51b5');
    expect(swatchCss({ name: 'Indigo', swatch: null })).toBe(colorToCss('Indigo'));
    expect(swatchCss({ name: 'Sunset Dream', swatch: null })).toBeNull();
  });

  it('gives a colour input a #rrggbb to start from: the guess, or a neutral grey', () => {
    expect(swatchInputValue({ name: 'Indigo', swatch: null })).toBe(colorToCss('Indigo'));
    expect(swatchInputValue({ name: '#fff', swatch: null })).toBe('#ffffff');
    expect(swatchInputValue({ name: 'Sunset Dream', swatch: null })).toBe(NO_GUESS_SWATCH);
    expect(swatchInputValue({ name: 'Indigo', swatch: '#3f51b5' })).toBe('#3f51b5');
  });
});
