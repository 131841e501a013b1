/**
 * Demo product and category pictures, drawn as SVG and rasterised locally with sharp, so the demo
 * shop looks alive without downloading anything (the seed must work offline).
 */
import sharp from 'sharp';
import { type ShapeName, isShapeName, shapeNameFor, shapes } from './shapes/index';
import { hslToHex, mix, paintFor, type Paint, type Shape } from './shapes/paint';

/**
 * 1024 rather than 1280: the store never upscales, so the demo's "1280" variant is 1024 wide, and
 * the first seed run needs about a third less CPU (vector art stays crisp at that size).
 */
export const RENDER_SIZE = 1024;

export type ProductView = 0 | 1 | 2;

export interface ProductImageSpec {
  name: string;
  category: string;
  colorName: string;
  colorHex: string;
  view: ProductView;
}

export interface CategoryImageSpec {
  name: string;
  hue: number;
  motif: string;
}

const BACKGROUND = '#f4f4f5';
const ANGLED_BACKGROUND = '#ededef';
const BRAND = '#3730a3';

export function productImageSvg(p: ProductImageSpec): string {
  return productShotSvg(shapeNameFor(p.name, p.category), p.colorHex, p.view, hashOf(p.name));
}

/** One drawing in one colour and view; `variant` picks the trim so look-alike products differ. */
export function productShotSvg(
  shapeName: ShapeName,
  colorHex: string,
  view: ProductView,
  variant = 0,
): string {
  const shape = shapes[shapeName];
  const paint = paintFor(colorHex, variant);
  const backdrop =
    view === 1
      ? `<circle cx="560" cy="470" r="360" fill="${mix(BACKGROUND, colorHex, 0.12)}"/>`
      : '';
  // Close-ups are cropped, so a floor shadow would float in mid-air.
  const shadow = view === 2 ? '' : floorShadow(view === 1 ? 520 : 500);
  return svgDocument(
    defs(paint, view === 1 ? ANGLED_BACKGROUND : BACKGROUND, view !== 1),
    `${backdrop}${shadow}<g transform="${viewTransform(view, shape)}">${shape.draw(paint)}</g>${brandMark()}`,
  );
}

export function categoryImageSvg(c: CategoryImageSpec): string {
  const shape = shapes[isShapeName(c.motif) ? c.motif : shapeNameFor('', c.name)];
  const paint = paintFor(hslToHex(c.hue, 55, 46), hashOf(c.name));
  const dots = [
    [170, 190, 26],
    [830, 230, 18],
    [150, 800, 16],
    [860, 780, 30],
    [780, 120, 10],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${hslToHex(c.hue, 60, 78)}"/>`)
    .join('');
  return svgDocument(
    defs(paint, hslToHex(c.hue, 70, 94), false),
    `<circle cx="500" cy="520" r="350" fill="${hslToHex(c.hue, 65, 86)}"/>${dots}` +
      floorShadow(500) +
      `<g transform="translate(500 500) scale(.86) translate(-500 -500)">${shape.draw(paint)}</g>`,
  );
}

/**
 * Rasterises an SVG from this module to a square PNG of RENDER_SIZE pixels, for callers that need
 * a plain bitmap. The seed itself hands the SVG to the media store, which rasterises it only when
 * the files are missing.
 */
export async function renderSvg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .resize(RENDER_SIZE, RENDER_SIZE, { fit: 'contain', background: BACKGROUND })
    .png({ compressionLevel: 1, adaptiveFiltering: false }) // meant to be re-encoded: speed first
    .toBuffer();
}

function svgDocument(defsMarkup: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${RENDER_SIZE}" height="${RENDER_SIZE}" viewBox="0 0 1000 1000">` +
    `${defsMarkup}${body}</svg>`
  );
}

/** Gradients the shapes refer to, then the background (with a soft "studio light" if asked). */
function defs(paint: Paint, background: string, studioLight: boolean): string {
  return (
    `<defs>` +
    `<linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${paint.light}"/><stop offset=".45" stop-color="${paint.base}"/><stop offset="1" stop-color="${paint.dark}"/></linearGradient>` +
    `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#9ca3af"/><stop offset=".5" stop-color="#f4f4f5"/><stop offset="1" stop-color="#a1a1aa"/></linearGradient>` +
    `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e1b4b"/><stop offset="1" stop-color="#0f172a"/></linearGradient>` +
    // Flat fills only for the full-canvas layers: a full-canvas gradient cost 60% of the raster time.
    `</defs><rect width="1000" height="1000" fill="${background}"/>` +
    (studioLight
      ? `<circle cx="500" cy="440" r="470" fill="${mix(background, '#ffffff', 0.35)}"/>` +
        `<circle cx="500" cy="420" r="340" fill="${mix(background, '#ffffff', 0.65)}"/>`
      : '')
  );
}

/** Stacked flat ellipses fake a soft shadow; a radial gradient cost a quarter of the raster time. */
function floorShadow(cx: number): string {
  return [1, 0.75, 0.5]
    .map(
      (k) =>
        `<ellipse cx="${cx}" cy="836" rx="${320 * k}" ry="${38 * k}" fill="#000" opacity=".06"/>`,
    )
    .join('');
}

/** Front, angled (turned and a little smaller) and close-up (zoomed on the shape's detail). */
function viewTransform(view: ProductView, shape: Shape): string {
  if (view === 0) return 'translate(500 500) scale(.94) translate(-500 -500)';
  if (view === 1) return 'translate(520 510) rotate(-9) scale(.84) translate(-500 -500)';
  const [x, y] = shape.focus;
  return `translate(500 500) scale(1.9) translate(${-x} ${-y})`;
}

/** A tiny shopping-bag mark in the corner, like a studio watermark. */
function brandMark(): string {
  return (
    `<g transform="translate(918 918)" opacity=".75">` +
    `<rect x="-22" y="-16" width="44" height="38" rx="7" fill="${BRAND}"/>` +
    `<path d="M-10 -16 Q-10 -32 0 -32 Q10 -32 10 -16" fill="none" stroke="${BRAND}" stroke-width="5"/>` +
    `</g>`
  );
}

/** A small stable number from text, to vary details between otherwise identical products. */
function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}
