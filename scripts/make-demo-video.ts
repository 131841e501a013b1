/**
 * `npx tsx scripts/make-demo-video.ts [--mp4] [--no-browser]`
 *
 * Renders the demo product clip (the one product with `video: true` in the demo catalogue) from
 * the same SVG drawing as its pictures: a slow zoom with a slight turn while the phone changes
 * through its colours. Frames go through sharp to PNG in a temp dir; ffmpeg (Debian package
 * `ffmpeg`) encodes them to server/demo/assets/demo-video.webm, which is committed: the seed
 * reads it from there and never downloads or encodes anything at runtime.
 *
 * The shop serves the WebM (VP9) only: the gallery has a single `<video src>`, and Debian's
 * Chromium has no H.264. `--mp4` also writes an H.264 demo-video.mp4 next to it, for trying out;
 * do not commit it unless something starts using it.
 *
 * After encoding, the script checks every file with ffprobe and, unless `--no-browser`, that
 * Chromium (/usr/bin/chromium, through Playwright) can load and play the WebM.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { demoProducts } from '../server/demo/catalogue';
import { productImageSvg } from '../server/demo/images';
import { mix } from '../server/demo/shapes/paint';

const ROOT = path.resolve(import.meta.dirname, '..');
const ASSETS = path.join(ROOT, 'server/demo/assets');
const WEBM = path.join(ASSETS, 'demo-video.webm');
const MP4 = path.join(ASSETS, 'demo-video.mp4');

const SIZE = 480;
const FPS = 24;
const SECONDS = 3;
const FRAMES = FPS * SECONDS; // 72
const CHROMIUM = '/usr/bin/chromium';
const MAX_WEBM_BYTES = 250 * 1024;

const args = new Set(process.argv.slice(2));
const withMp4 = args.has('--mp4');
const checkBrowser = !args.has('--no-browser');

const product = demoProducts.find((p) => p.video === true);
if (!product) throw new Error('no demo product has `video: true`');
const colors = product.colors.map((c) => c.hex);

/**
 * One frame, t from 0 to 1: the product picture (front view, exactly as the shop draws it) in a
 * colour on the way between two of the product's colours, zoomed and turned a little about the
 * centre. The zoom never drops below 1.04 (cos 2° + sin 2° = 1.034), so the turned picture always
 * covers the frame, and stays small enough to keep the corner mark in view.
 */
function frameSvg(t: number): string {
  const picture = productImageSvg({
    name: product!.name,
    category: product!.category,
    colorName: '',
    colorHex: colorAt(t),
    view: 0,
  });
  const zoom = 1.04 + 0.08 * ease(t);
  const angle = -2 + 4 * ease(t);
  // The picture is a whole SVG document (1024 px, viewBox 1000): nest it at 1000 user units.
  const inner = picture.replace(/^<svg ([^>]*?)width="\d+" height="\d+"/, '<svg $1width="1000" height="1000"');
  if (inner === picture) throw new Error('unexpected product picture markup: no width/height to replace');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 1000 1000">` +
    `<g transform="translate(500 500) rotate(${angle.toFixed(3)}) scale(${zoom.toFixed(4)}) translate(-500 -500)">${inner}</g>` +
    `</svg>`
  );
}

/** Holds each colour, then blends to the next over a third of a second-ish, ending on the last. */
function colorAt(t: number): string {
  if (colors.length === 1) return colors[0]!;
  const segments = colors.length - 1;
  const position = t * segments; // 0..segments
  const index = Math.min(Math.floor(position), segments - 1);
  const local = position - index; // 0..1 within the hold-then-blend segment
  const blend = ease(Math.min(1, Math.max(0, (local - 0.45) / 0.4)));
  return mix(colors[index]!, colors[index + 1]!, blend);
}

function ease(t: number): number {
  return 0.5 - Math.cos(Math.PI * t) / 2;
}

function run(command: string, commandArgs: string[]): string {
  const result = spawnSync(command, commandArgs, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (result.error) throw new Error(`${command} could not run (apt-get install ffmpeg?): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stderr}`);
  return result.stdout;
}

async function renderFrames(dir: string): Promise<string> {
  let next = 0;
  const worker = async () => {
    while (next < FRAMES) {
      const i = next++;
      await sharp(Buffer.from(frameSvg(i / (FRAMES - 1))))
        .png({ compressionLevel: 1 })
        .toFile(path.join(dir, `frame-${String(i).padStart(3, '0')}.png`));
    }
  };
  await Promise.all([worker(), worker()]);
  return path.join(dir, 'frame-%03d.png');
}

/** Same frames, same bytes: no encoder/muxer version strings or dates in the files. */
const REPRODUCIBLE = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'];

function encodeWebm(frames: string, out: string) {
  const common = ['-hide_banner', '-loglevel', 'error', '-framerate', String(FPS), '-i', frames];
  const vp9 = ['-an', '-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p', '-b:v', '0', '-crf', '38', '-g', String(FPS * 2), '-row-mt', '1', '-deadline', 'good', '-cpu-used', '1'];
  // Two passes: the first only gathers statistics (its output is thrown away).
  const passlog = path.join(path.dirname(frames), 'vp9');
  run('ffmpeg', ['-y', ...common, ...vp9, '-pass', '1', '-passlogfile', passlog, '-f', 'null', '-']);
  run('ffmpeg', ['-y', ...common, ...vp9, '-pass', '2', '-passlogfile', passlog, ...REPRODUCIBLE, out]);
}

function encodeMp4(frames: string, out: string) {
  run('ffmpeg', [
    '-y', '-hide_banner', '-loglevel', 'error', '-framerate', String(FPS), '-i', frames,
    '-an', '-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.0', '-pix_fmt', 'yuv420p',
    '-crf', '28', '-preset', 'veryslow', '-g', String(FPS * 2), '-movflags', '+faststart',
    ...REPRODUCIBLE, out,
  ]);
}

interface Probe {
  streams: Array<{ codec_type: string; codec_name: string; profile?: string; width?: number; height?: number; pix_fmt?: string; r_frame_rate?: string }>;
  format: { format_name: string; duration?: string; size: string };
}

/** ffprobe's view of the file, checked against what the shop needs; returns a one-line summary. */
function probe(file: string, codec: string): string {
  const json = run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,profile,width,height,pix_fmt,r_frame_rate:format=format_name,duration,size', '-of', 'json', file]);
  const info = JSON.parse(json) as Probe;
  const [video, ...others] = info.streams;
  const duration = Number(info.format.duration);
  const problems = [
    info.streams.length !== 1 && `expected one stream, found ${info.streams.map((s) => s.codec_type).join(', ')}`,
    others.length > 0 && 'has more than a video stream (audio?)',
    video?.codec_type !== 'video' && 'first stream is not video',
    video?.codec_name !== codec && `codec ${video?.codec_name}, expected ${codec}`,
    (video?.width !== SIZE || video.height !== SIZE) && `size ${video?.width}x${video?.height}`,
    video?.pix_fmt !== 'yuv420p' && `pixel format ${video?.pix_fmt}`,
    !(duration > 2.5 && duration < 4.5) && `duration ${info.format.duration}`,
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`${path.basename(file)}: ${problems.join('; ')}`);
  return (
    `${path.basename(file)}: ${info.format.format_name}, ${video!.codec_name}` +
    `${video!.profile ? ` (${video!.profile})` : ''} ${video!.width}x${video!.height} ${video!.pix_fmt} ` +
    `${video!.r_frame_rate} fps, ${duration.toFixed(2)} s, ${info.format.size} bytes, no audio`
  );
}

interface PlayResult {
  readyState: number;
  duration: number;
  width: number;
  height: number;
  error: string | number | null;
  /** currentTime after 1.2 s of play(). */
  played: number;
}

const PLAY_IN_PAGE = `(async () => {
  const v = document.querySelector('video');
  const settled = (event) => new Promise((resolve) => v.addEventListener(event, resolve, { once: true }));
  if (v.readyState < 2) await Promise.race([settled('loadeddata'), settled('error'), new Promise((r) => setTimeout(r, 10000))]);
  const loaded = { readyState: v.readyState, duration: v.duration, width: v.videoWidth, height: v.videoHeight, error: v.error ? (v.error.message || v.error.code) : null };
  let played = 0;
  if (loaded.readyState >= 2) {
    await v.play();
    await new Promise((r) => setTimeout(r, 1200));
    played = v.currentTime;
  }
  return { ...loaded, played };
})()`;

/** Serves a page with the WebM on 127.0.0.1 and asks headless Chromium to load and play it. */
async function checkPlaysInChromium(file: string, type: string): Promise<string> {
  const { chromium } = await import('@playwright/test');
  const video = await readFile(file);
  const server = createServer((req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><video src="/clip" muted playsinline preload="auto"></video>`);
    } else if (req.url === '/clip') {
      res.writeHead(200, { 'content-type': type, 'content-length': video.length });
      res.end(video);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    // A string, not a function: tsx would add its `__name` helper, which the page does not have.
    const result = (await page.evaluate(PLAY_IN_PAGE)) as PlayResult;
    if (!(result.readyState >= 2 && result.duration > 2 && result.played > 0.5)) {
      throw new Error(`Chromium did not play ${path.basename(file)}: ${JSON.stringify(result)}`);
    }
    return (
      `Chromium ${browser.version()} played ${path.basename(file)}: readyState ${result.readyState}, ` +
      `duration ${result.duration.toFixed(2)} s, ${result.width}x${result.height}, ` +
      `currentTime ${result.played.toFixed(2)} s after 1.2 s of play()`
    );
  } finally {
    await browser.close();
    server.close();
  }
}

const work = await mkdtemp(path.join(tmpdir(), 'haat-demo-video-'));
try {
  await mkdir(ASSETS, { recursive: true });
  console.log(`rendering ${FRAMES} frames of ${product.name} (${product.colors.map((c) => c.name).join(' → ')})…`);
  const frames = await renderFrames(work);

  encodeWebm(frames, WEBM);
  console.log(probe(WEBM, 'vp9'));
  const webmBytes = (await stat(WEBM)).size;
  if (webmBytes > MAX_WEBM_BYTES) console.warn(`warning: the WebM is ${webmBytes} bytes, above the ${MAX_WEBM_BYTES} aimed for`);
  const hash = createHash('sha1').update(await readFile(WEBM)).digest('hex').slice(0, 16);
  console.log(`seed key: demo-video-${hash}`);

  if (withMp4) {
    encodeMp4(frames, MP4);
    console.log(probe(MP4, 'h264'));
  } else if (existsSync(MP4)) {
    console.warn(`note: ${path.relative(ROOT, MP4)} exists but the shop does not use it`);
  }

  if (checkBrowser) {
    if (existsSync(CHROMIUM)) console.log(await checkPlaysInChromium(WEBM, 'video/webm'));
    else console.warn(`skipped the browser check: no ${CHROMIUM}`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
