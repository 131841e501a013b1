/**
 * The guess behind every swatch (docs/decisions/0049): the owner's own swatch colour wins.
 * Colour names as shop owners type them ('Navy Blue', 'mustard yellow', 'Off-White') mapped to CSS
 * colours for the swatch circles. Keys are normalised: lower case, letters and digits only.
 */
const NAMED_COLORS: Readonly<Record<string, string>> = {
  black: '#111827',
  jetblack: '#0a0a0a',
  white: '#ffffff',
  offwhite: '#f8f5ec',
  ivory: '#fffff0',
  cream: '#f5ecd2',
  beige: '#e8dcc2',
  khaki: '#c3b091',
  tan: '#d2b48c',
  brown: '#7c4a21',
  chocolate: '#5c3317',
  coffee: '#6f4e37',
  camel: '#c19a6b',
  rust: '#b7410e',
  grey: '#9ca3af',
  gray: '#9ca3af',
  lightgrey: '#d1d5db',
  lightgray: '#d1d5db',
  darkgrey: '#4b5563',
  darkgray: '#4b5563',
  charcoal: '#36454f',
  silver: '#c0c0c0',
  gold: '#d4af37',
  golden: '#d4af37',
  rosegold: '#b76e79',
  copper: '#b87333',
  bronze: '#cd7f32',
  red: '#dc2626',
  darkred: '#8b0000',
  // Maroon (mehroon) as Indian cloth is sold: a deep wine red; CSS's #800000 reads brick brown.
  maroon: '#7b1e3a',
  mehroon: '#7b1e3a',
  wine: '#722f37',
  burgundy: '#800020',
  crimson: '#dc143c',
  pink: '#f472b6',
  lightpink: '#fbcfe8',
  babypink: '#f4c2c2',
  hotpink: '#ff69b4',
  rose: '#e8909c',
  magenta: '#d0208f',
  rani: '#e0218a',
  ranipink: '#e0218a',
  onion: '#e8a0a8',
  onionpink: '#e8a0a8',
  peach: '#ffcba4',
  coral: '#ff7f50',
  orange: '#f97316',
  // Kesari, the flag's saffron: orange. CSS-ish 'saffron' #f4c430 is a yellow.
  saffron: '#ff9933',
  kesari: '#ff9933',
  kesariya: '#ff9933',
  gajri: '#f36f5b',
  yellow: '#facc15',
  lemonyellow: '#fff44f',
  mustard: '#d4a017',
  mustardyellow: '#d4a017',
  haldi: '#e3a018',
  mango: '#ffb81c',
  green: '#16a34a',
  darkgreen: '#14532d',
  lightgreen: '#86efac',
  olive: '#708238',
  olivegreen: '#708238',
  bottlegreen: '#006a4e',
  mehendi: '#74782c',
  mehendigreen: '#74782c',
  mehndi: '#74782c',
  mehndigreen: '#74782c',
  pista: '#93c572',
  pistagreen: '#93c572',
  rama: '#12967e',
  ramagreen: '#12967e',
  emerald: '#059669',
  emeraldgreen: '#059669',
  mint: '#98e2c6',
  mintgreen: '#98e2c6',
  seagreen: '#2e8b57',
  parrotgreen: '#49b642',
  lime: '#84cc16',
  teal: '#0d9488',
  turquoise: '#40e0d0',
  firozi: '#2bb5ad',
  ferozi: '#2bb5ad',
  peacock: '#00778a',
  peacockblue: '#00778a',
  aqua: '#22d3ee',
  cyan: '#06b6d4',
  blue: '#2563eb',
  lightblue: '#93c5fd',
  skyblue: '#7dd3fc',
  babyblue: '#a7c7e7',
  royalblue: '#4169e1',
  darkblue: '#1e3a8a',
  navy: '#1e2a5a',
  navyblue: '#1e2a5a',
  // Neel, the dye: a deep blue. Tailwind's indigo #4338ca shows violet on a phone.
  indigo: '#2e3f8f',
  neel: '#2e3f8f',
  denim: '#1560bd',
  purple: '#7e22ce',
  violet: '#8b5cf6',
  lavender: '#c4b5fd',
  lilac: '#c8a2c8',
  mauve: '#b784a7',
  plum: '#8e4585',
};

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * The CSS colour for a colour name or '#hex', or null when unknown (the UI then shows a neutral
 * circle with the name's initial). A name ending in a known colour ('Ocean Blue') takes that colour.
 */
export function colorToCss(name: string): string | null {
  const trimmed = name.trim();
  if (HEX_COLOR.test(trimmed)) return trimmed.toLowerCase();

  const exact = NAMED_COLORS[normalise(trimmed)];
  if (exact !== undefined) return exact;

  const words = trimmed.split(/[\s_/-]+/).filter(Boolean);
  const lastWord = words.length > 1 ? words[words.length - 1] : undefined;
  return lastWord === undefined ? null : (NAMED_COLORS[normalise(lastWord)] ?? null);
}

function normalise(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** What a swatch needs of a product colour: its name and the owner's swatch colour, if any. */
export interface SwatchSource {
  name: string;
  swatch?: string | null;
}

/** The CSS colour of a swatch: the owner's choice, else the guess from the name (null: unknown). */
export function swatchCss(color: SwatchSource): string | null {
  return color.swatch ?? colorToCss(color.name);
}

/** A colour input's value when the name gives no guess: a neutral grey, as the unknown swatch. */
export const NO_GUESS_SWATCH = '#e4e4e7';

/** A colour input's '#rrggbb' for a colour: its swatch as shown, else neutral grey. */
export function swatchInputValue(color: SwatchSource): string {
  const css = swatchCss(color);
  if (css === null) return NO_GUESS_SWATCH;
  const digits = css.slice(1);
  if (digits.length === 6) return css;
  if (digits.length === 8) return `#${digits.slice(0, 6)}`;
  // '#rgb' or '#rgba': each digit doubled.
  return `#${[...digits.slice(0, 3)].map((digit) => digit + digit).join('')}`;
}
