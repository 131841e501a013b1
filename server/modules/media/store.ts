/**
 * Where uploaded images and files live. The interface is small so an S3-compatible driver can sit
 * beside the local-disk one without the catalogue noticing; URLs are always `/media/{file}` and
 * the HTTP layer maps them back to files with `mediaFilePath`.
 */
import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { CANONICAL_IMAGE_WIDTH as CANONICAL_WIDTH, IMAGE_WIDTHS } from '../../../common/images';

// Quality 75 is visually clean for product shots. Effort 1 encodes the 1280 variant ~20% faster
// than effort 2 for somewhat larger files: the seed and uploads stay quick on a small server.
const WEBP_OPTIONS = { quality: 75, effort: 1 } as const;

/**
 * The most pixels an image may have. A small, highly compressed PNG can declare a huge canvas
 * (a "decompression bomb"); sharp refuses such input before decoding it. 50 MP covers any phone.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The input of saveImage could not be decoded (corrupt, truncated, too many pixels): the uploader's fault. */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

const KEY_PATTERN = /^[a-z0-9-]+$/;
const EXT_PATTERN = /^[a-z0-9]{1,8}$/;
// A stored file name: a key, one dot, an extension. Nothing else can ever reach the disk.
const MEDIA_URL_PATTERN = /^\/media\/([a-z0-9-]+\.[a-z0-9]{1,8})$/;
const IMAGE_URL_PATTERN = /^\/media\/([a-z0-9-]+)-(\d+)\.webp$/;
/** NAME_MAX of ext4 and most file systems (bytes; media names are ASCII). */
const MAX_FILE_NAME_LENGTH = 255;

export interface MediaStore {
  /**
   * Turns any image sharp can read into WebP variants (one per IMAGE_WIDTHS width, never
   * upscaled) and returns the public URL of the 640 variant, `/media/{key}-640.webp`.
   * With a key whose files all exist already, nothing is re-encoded (deterministic demo seed).
   * Without a key, a random one is used. Input sharp cannot decode rejects with UnreadableImageError.
   */
  saveImage(input: Buffer, key?: string): Promise<string>;
  /** Removes every variant file of an image URL returned by saveImage; unknown URLs are ignored. */
  removeImage(url: string): Promise<void>;
  /**
   * Removes whatever a URL returned by saveImage or saveFile stored (every variant of an image,
   * or the one file). Anything else (an external https:// link, '') is ignored.
   */
  remove(url: string): Promise<void>;
  /**
   * Saves an arbitrary file (e.g. an mp4) as `{key}.{ext}` and returns `/media/{key}.{ext}`.
   * Like saveImage, a given key whose file exists already is not written again.
   */
  saveFile(input: Buffer, ext: string, key?: string): Promise<string>;
}

export function createLocalMediaStore(dir: string): MediaStore {
  const root = path.resolve(dir);
  mkdirSync(root, { recursive: true });
  const fileIn = (name: string) => path.join(root, name);

  async function removeImage(url: string): Promise<void> {
    const match = IMAGE_URL_PATTERN.exec(url);
    if (!match || !IMAGE_WIDTHS.some((width) => String(width) === match[2])) return;
    const key = match[1]!;
    await Promise.all(IMAGE_WIDTHS.map((width) => rm(fileIn(variantName(key, width)), { force: true })));
  }

  return {
    async saveImage(input, key) {
      const imageKey = checkedKey(key);
      const url = imageUrl(imageKey, CANONICAL_WIDTH);
      const names = IMAGE_WIDTHS.map((width) => variantName(imageKey, width));
      if (key !== undefined && (await allExist(names.map(fileIn)))) return url;

      const variants = await encodeVariants(input);
      try {
        await Promise.all(variants.map((data, i) => writeAtomically(root, names[i]!, data)));
      } catch (error) {
        // A half-written set (disk full) would be an orphan nobody references: take it away.
        await removeImage(url);
        throw error;
      }
      return url;
    },

    removeImage,

    async remove(url) {
      if (IMAGE_URL_PATTERN.test(url)) {
        await removeImage(url);
        return;
      }
      const file = mediaFilePath(root, url);
      if (file !== null) await rm(file, { force: true });
    },

    async saveFile(input, ext, key) {
      if (!EXT_PATTERN.test(ext)) throw new Error(`Invalid media file extension: ${ext}`);
      const name = `${checkedKey(key)}.${ext}`;
      if (key === undefined || !(await allExist([fileIn(name)]))) {
        await writeAtomically(root, name, input);
      }
      return `/media/${name}`;
    },
  };
}

/**
 * Maps a public media URL ('/media/xyz-640.webp') to the absolute path of its file inside `dir`,
 * or null for anything that is not a plain stored file name (traversal, slashes, odd characters).
 */
export function mediaFilePath(dir: string, urlPath: string): string | null {
  const match = MEDIA_URL_PATTERN.exec(urlPath);
  // Longer than a file name may be on Linux: no stored file has such a name.
  if (!match || match[1]!.length > MAX_FILE_NAME_LENGTH) return null;
  const root = path.resolve(dir);
  const filePath = path.join(root, match[1]!);
  // The pattern already forbids separators and '..'; this guards against future pattern edits.
  return path.dirname(filePath) === root ? filePath : null;
}

function checkedKey(key: string | undefined): string {
  if (key === undefined) return randomBytes(16).toString('hex');
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid media key: ${key}`);
  return key;
}

function variantName(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

function imageUrl(key: string, width: number): string {
  return `/media/${variantName(key, width)}`;
}

async function allExist(paths: string[]): Promise<boolean> {
  const found = await Promise.all(
    paths.map((p) =>
      access(p).then(
        () => true,
        () => false,
      ),
    ),
  );
  return found.every(Boolean);
}

/**
 * Decodes once into the largest variant (raw pixels), then derives every width from it: cheaper
 * than decoding the upload once per width, and JPEGs get shrink-on-load for free.
 */
async function encodeVariants(input: Buffer): Promise<Buffer[]> {
  const largest = Math.max(...IMAGE_WIDTHS);
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // apply EXIF orientation so phone photos stand upright
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : 'unreadable image');
  }
  const { data, info } = await withoutUselessAlpha(decoded.data, decoded.info);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(
    IMAGE_WIDTHS.map((width) =>
      sharp(data, raw).resize({ width, withoutEnlargement: true }).webp(WEBP_OPTIONS).toBuffer(),
    ),
  );
}

interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * SVGs and many PNGs carry an alpha channel that is fully opaque. Dropping it roughly halves the
 * cost of resizing and encoding the 320 and 640 variants (measured on the demo images).
 */
async function withoutUselessAlpha(data: Buffer, info: OutputInfo): Promise<RawImage> {
  const channels = rawChannels(info.channels);
  const image = { data, info: { width: info.width, height: info.height, channels } };
  if (channels !== 4 || !isOpaque(data)) return image;
  const rgb = await sharp(data, { raw: image.info }).removeAlpha().raw().toBuffer();
  return { data: rgb, info: { ...image.info, channels: 3 } };
}

function isOpaque(rgba: Buffer): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

function rawChannels(channels: number): 1 | 2 | 3 | 4 {
  if (channels === 1 || channels === 2 || channels === 3 || channels === 4) return channels;
  throw new Error(`Unexpected channel count ${channels}`);
}

/** Readers never see a half-written file: write a hidden temp file, then rename over. */
async function writeAtomically(root: string, name: string, data: Buffer): Promise<void> {
  await mkdir(root, { recursive: true });
  const tempPath = path.join(root, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(tempPath, data);
    await rename(tempPath, path.join(root, name));
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
}
