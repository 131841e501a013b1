/**
 * Colours for the generated demo images. Shapes draw in a 1000x1000 box with the object roughly
 * inside x 180-820, y 150-820 and its base resting near y 820, so one framing fits all of them.
 */
export interface Paint {
  /** The product colour, flat. */
  base: string;
  /** Gradient fill of the product colour, light top-left to dark bottom-right (gives volume). */
  body: string;
  light: string;
  dark: string;
  /** Outline: keeps white products visible on the near-white background. */
  line: string;
  /** A trim colour that varies per product (zari, soles, dials), so look-alike items differ. */
  trim: string;
}

export interface Shape {
  draw(p: Paint): string;
  /** Point the close-up view zooms into. */
  focus: readonly [number, number];
}

// Gradients are relative to the painted element's box: never use them on a perfectly straight
// horizontal or vertical stroke (a zero-width box), which then draws nothing. Use a rect.
export const METAL = 'url(#metal)';
export const SCREEN = 'url(#screen)';
export const INK = '#27272a';
export const SOFT = '#fafafa';
export const GOLD = '#d4a62a';

/** Shorthand for the outline every filled part gets. */
export function stroke(p: Paint, width = 4): string {
  return `stroke="${p.line}" stroke-width="${width}" stroke-linejoin="round"`;
}

export function mix(hexA: string, hexB: string, amountOfB: number): string {
  const a = parseHex(hexA);
  const b = parseHex(hexB);
  const channel = (i: number) => Math.round(a[i]! + (b[i]! - a[i]!) * amountOfB);
  return toHex([channel(0), channel(1), channel(2)]);
}

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
}

export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return toHex([f(0), f(8), f(4)].map((v) => Math.round(v * 255)));
}

const TRIMS = [GOLD, '#f5f5f4', '#3f3f46', '#b45309'] as const;

export function paintFor(hex: string, trimSeed: number): Paint {
  const base = hex.toLowerCase();
  const trim = TRIMS[trimSeed % TRIMS.length] ?? GOLD;
  return {
    base,
    body: 'url(#body)',
    light: mix(base, '#ffffff', 0.35),
    dark: mix(base, '#000000', 0.3),
    line: mix(base, '#000000', luminance(base) > 0.8 ? 0.28 : 0.45),
    // A trim identical in tone to the body would vanish; fall back to ink or gold.
    trim:
      Math.abs(luminance(trim) - luminance(base)) < 0.15
        ? luminance(base) > 0.5
          ? INK
          : GOLD
        : trim,
  };
}

function parseHex(hex: string): number[] {
  const clean = hex.replace('#', '');
  const full = clean.length === 3 ? [...clean].map((c) => c + c).join('') : clean;
  const value = Number.parseInt(full, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((v) => Math.max(0, Math.min(255, v)).toString(16).padStart(2, '0')).join('')}`;
}
