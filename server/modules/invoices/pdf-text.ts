import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/**
 * Text for the invoice PDF in embedded Noto Sans (decision 0019): Latin text in Noto Sans's Latin
 * subset, the rupee sign and Devanagari in Noto Sans Devanagari's devanagari subset (the Latin
 * subset has no ₹). pdfkit draws one font per call, so a string is cut into runs by script and
 * each run drawn in its font; wrapping and alignment are done here, where the run widths are known.
 */

export type Weight = 'regular' | 'bold';
type Script = 'latin' | 'deva';
type FontName = `${Script}-${Weight}`;

const FONT_FILES: Record<FontName, string> = {
  'latin-regular': '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  'latin-bold': '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  'deva-regular': '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  'deva-bold': '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
};

/** A font as pdfkit parsed it (a fontkit font): pdfkit takes one as a font source in place of bytes. */
type ParsedFont = { layout: (...args: never[]) => unknown; ascent: number; unitsPerEm: number };

let parsedFonts: Record<FontName, ParsedFont> | undefined;

/**
 * A WOFF 1.0 file's font as the plain TrueType/OpenType file it wraps: its tables inflated with
 * Node's zlib, once. fontkit reads WOFF itself, but inflates tables in JavaScript on every
 * document (measured: most of a render's time), so the fonts are handed over unwrapped.
 */
export function unwrapWoff(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data: compressed < length ? inflateSync(stored) : stored };
  });
  // The sfnt header: version, table count, and the binary-search fields derived from the count.
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + 16 * index;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    // Tables start on four-byte boundaries.
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/**
 * The four font files, read once per process. Resolved through the packages' exports (their
 * `files/*.woff` entries), so the paths hold under tsx, vitest and the production server build
 * alike (the build leaves node_modules packages external).
 */
function fonts(): Record<FontName, ParsedFont> {
  if (!parsedFonts) {
    const require = createRequire(import.meta.url);
    const load = (name: FontName) => parse(unwrapWoff(readFileSync(require.resolve(FONT_FILES[name]))));
    parsedFonts = { 'latin-regular': load('latin-regular'), 'latin-bold': load('latin-bold'), 'deva-regular': load('deva-regular'), 'deva-bold': load('deva-bold') };
  }
  return parsedFonts;
}

/**
 * Parses a font once for the whole process. pdfkit would parse the bytes again in every document
 * (most of a render's time, measured); it also accepts the parsed font, which it keeps on the
 * document that parsed it. Rendering is synchronous, so documents can share it.
 */
function parse(data: Buffer): ParsedFont {
  const scratch = new PDFDocument({ autoFirstPage: false }).font(data);
  return (scratch as unknown as { _font: { font: ParsedFont } })._font.font;
}

/**
 * Shaped words by font, shared by all documents. pdfkit shapes each word once per document and
 * keeps it in the document's font; a shaped word is only read afterwards, so documents can share
 * them and a render shapes only words it has not seen. Dropped every so many documents, so the
 * words of old invoices do not pile up.
 */
let shapedWords = new Map<FontName, object>();
let documentsSinceReset = 0;
const DOCUMENTS_PER_RESET = 1000;

/** Switches the document to a font and size, handing its font the shared shaped words. */
function switchFont(doc: PDFKit.PDFDocument, font: FontName, size: number): PDFKit.PDFDocument {
  doc.font(font).fontSize(size);
  const embedded = (doc as unknown as { _font: { layoutCache?: object } })._font;
  let shaped = shapedWords.get(font);
  if (!shaped) shapedWords.set(font, (shaped = Object.create(null) as object));
  if (embedded.layoutCache !== shaped) embedded.layoutCache = shaped;
  return doc;
}

/** Makes the fonts known to one document under their names. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  documentsSinceReset += 1;
  if (documentsSinceReset > DOCUMENTS_PER_RESET) {
    shapedWords = new Map();
    documentsSinceReset = 0;
  }
  // The cast: @types/pdfkit lists bytes and paths only, though pdfkit takes a parsed font too.
  for (const [name, font] of Object.entries(fonts())) doc.registerFont(name, font as unknown as Buffer);
}

/** The rupee sign, Devanagari, its extensions and Vedic marks: the Devanagari font draws them. */
const DEVANAGARI_RANGES: readonly [number, number][] = [
  [0x20b9, 0x20b9],
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0xa8e0, 0xa8ff],
];
const isDevanagari = (code: number) => DEVANAGARI_RANGES.some(([from, to]) => code >= from && code <= to);

export interface Run {
  text: string;
  font: FontName;
  width: number;
}

/** A line of runs laid out in one size; its width is the runs' widths added up. */
export interface Line {
  runs: Run[];
  width: number;
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

function measure(doc: PDFKit.PDFDocument, text: string, font: FontName, size: number): number {
  return switchFont(doc, font, size).widthOfString(text);
}

/** Cuts text into runs of one script each ('₹1,250.00' → '₹' in Devanagari, '1,250.00' in Latin). */
export function runsOf(doc: PDFKit.PDFDocument, text: string, style: TextStyle): Run[] {
  const weight = style.weight ?? 'regular';
  const runs: Run[] = [];
  let start = 0;
  const scriptAt = (index: number): Script => (isDevanagari(text.charCodeAt(index)) ? 'deva' : 'latin');
  for (let index = 1; index <= text.length; index += 1) {
    if (index < text.length && scriptAt(index) === scriptAt(start)) continue;
    const font: FontName = `${scriptAt(start)}-${weight}`;
    const part = text.slice(start, index);
    runs.push({ text: part, font, width: measure(doc, part, font, style.size) });
    start = index;
  }
  return runs;
}

function lineOf(runs: Run[]): Line {
  return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
}

/** Breaks a word wider than the column between characters (a long SKU or e-mail address). */
function breakWord(doc: PDFKit.PDFDocument, word: string, width: number, style: TextStyle): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece !== '' && lineOf(runsOf(doc, piece + character, style)).width > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * Wraps text into lines no wider than `width` at spaces (a word that alone is too wide is broken),
 * keeping explicit line breaks. Without a width the text stays on one line per break.
 */
export function wrap(doc: PDFKit.PDFDocument, text: string, style: TextStyle, width = Infinity): Line[] {
  const lines: Line[] = [];
  for (const paragraph of text.split('\n')) {
    const whole = lineOf(runsOf(doc, paragraph, style));
    if (whole.width <= width) {
      lines.push(whole);
      continue;
    }
    // Each word measured once; a line is as wide as its words and the spaces between them.
    const space = measure(doc, ' ', `latin-${style.weight ?? 'regular'}`, style.size);
    const widthOf = (word: string) => lineOf(runsOf(doc, word, style)).width;
    const words = paragraph
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((word) => {
        const wordWidth = widthOf(word);
        return wordWidth > width ? breakWord(doc, word, width, style).map((piece) => ({ text: piece, width: widthOf(piece) })) : [{ text: word, width: wordWidth }];
      });
    let current = '';
    let currentWidth = 0;
    for (const word of words) {
      if (current !== '' && currentWidth + space + word.width > width) {
        lines.push(lineOf(runsOf(doc, current, style)));
        current = '';
      }
      currentWidth = current === '' ? word.width : currentWidth + space + word.width;
      current = current === '' ? word.text : `${current} ${word.text}`;
    }
    lines.push(lineOf(runsOf(doc, current, style)));
  }
  return lines;
}

/** The distance from one line's top to the next's at this size. */
export function lineHeight(size: number): number {
  return size * 1.3;
}

export type Align = 'left' | 'right' | 'center';

/** A PDF text string in UTF-16BE with its byte-order mark, as hex: `<FEFF…>`. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index += 1) hex += text.charCodeAt(index).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
}

/**
 * Draws with the text object's glyphs marked as standing for `actual` (a Span with ActualText), so
 * a reader copies the string as typed. Shaping draws a Devanagari syllable's glyphs out of typed
 * order (the i-vowel sign before its consonant, a reph after its syllable): without this, 'शर्मा'
 * copies as 'शमार्'. The span is written inside the text object (BT … ET), where the glyphs' and
 * the span's coordinates are the same: pdfkit's own markContent would open it outside the
 * save/restore pdfkit puts around each text, and poppler then places the text off the page.
 */
function withActualText(doc: PDFKit.PDFDocument, actual: string, draw: () => void): void {
  const target = doc as unknown as { addContent: (data: string) => unknown };
  const write = target.addContent.bind(doc);
  target.addContent = (data: string) => {
    if (data === 'ET') write('EMC');
    write(data);
    if (data === 'BT') write(`/Span << /ActualText ${pdfTextString(actual)} >> BDC`);
    return doc;
  };
  try {
    draw();
  } finally {
    // Back to the prototype's addContent.
    delete (target as Partial<typeof target>).addContent;
  }
}

/**
 * Draws lines with their tops at y, aligned within [x, x + width]; returns the height used.
 * Each run is placed by hand (no pdfkit wrapping), so a line never breaks again here.
 */
export function drawLines(doc: PDFKit.PDFDocument, lines: Line[], x: number, y: number, style: TextStyle, width = 0, align: Align = 'left'): number {
  doc.fillColor(style.color ?? '#111111');
  // Both scripts sit on the Latin font's baseline (the fonts' ascents differ, so their tops would not line up).
  const latin = fonts()['latin-regular'];
  const baseline = y + (latin.ascent / latin.unitsPerEm) * style.size;
  lines.forEach((line, index) => {
    let left = align === 'right' ? x + width - line.width : align === 'center' ? x + (width - line.width) / 2 : x;
    for (const run of line.runs) {
      const draw = () => switchFont(doc, run.font, style.size).text(run.text, left, baseline + index * lineHeight(style.size), { lineBreak: false, baseline: 'alphabetic' });
      if (run.font.startsWith('deva-')) withActualText(doc, run.text, draw);
      else draw();
      left += run.width;
    }
  });
  return lines.length * lineHeight(style.size);
}

/** Wraps and draws text in one go; returns the height used. */
export function drawText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, style: TextStyle, width?: number, align: Align = 'left'): number {
  return drawLines(doc, wrap(doc, text, style, width), x, y, style, width ?? 0, align);
}
