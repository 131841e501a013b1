/**
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
  maroon: '#800000',
  wine: '#722f37',
  burgundy: '#800020',
  crimson: '#dc143c',
  pink: '#f472b6',
  lightpink: '#fbcfe8',
  babypink: '#f4c2c2',
  hotpink: '#ff69b4',
  rose: '#e8909c',
  magenta: '#d0208f',
  rani: '#d0208f',
  ranipink: '#d0208f',
  peach: '#ffcba4',
  coral: '#ff7f50',
  orange: '#f97316',
  saffron: '#f4c430',
  yellow: '#facc15',
  lemonyellow: '#fff44f',
  mustard: '#d4a017',
  mustardyellow: '#d4a017',
  green: '#16a34a',
  darkgreen: '#14532d',
  lightgreen: '#86efac',
  olive: '#708238',
  olivegreen: '#708238',
  bottlegreen: '#006a4e',
  emerald: '#059669',
  emeraldgreen: '#059669',
  mint: '#98e2c6',
  mintgreen: '#98e2c6',
  seagreen: '#2e8b57',
  parrotgreen: '#49b642',
  lime: '#84cc16',
  teal: '#0d9488',
  turquoise: '#40e0d0',
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
  indigo: '#4338ca',
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
