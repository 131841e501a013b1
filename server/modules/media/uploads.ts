/**
 * Upload rules: each route's size limits, and file checks by content (the bounded body and the
 * multipart parsing are http/upload-body.ts's).
 * A file's type is decided by its first bytes (magic numbers), never by its name or the declared
 * Content-Type, and its name is never used for anything: stored files get random keys.
 */
import { AppError, type FieldError } from '../../errors';
import { IMAGE_MAX_BYTES, IMAGE_TYPE_MESSAGE, VIDEO_MAX_BYTES, VIDEO_TYPE_MESSAGE } from '../../../common/admin';

const MB = 1024 * 1024;

export const UPLOAD_LIMITS = {
  /** One image file (JPEG or PNG). */
  imageBytes: IMAGE_MAX_BYTES,
  /** One video file (MP4 or WebM). */
  videoBytes: VIDEO_MAX_BYTES,
  /** A whole product create/edit request: a video and a handful of images. */
  productRequestBytes: 80 * MB,
  /** A whole category request: one image and a name. */
  categoryRequestBytes: IMAGE_MAX_BYTES + 1 * MB,
  /** A customer's replacement request: up to three photos and a few words. */
  replacementRequestBytes: 3 * IMAGE_MAX_BYTES + 1 * MB,
} as const;

export const FILE_TOO_LARGE = 'File too large';

export type ImageType = 'jpeg' | 'png';
export type VideoType = 'mp4' | 'webm';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** JPEG (FF D8 FF) or PNG (its 8-byte signature), judged by content alone; null for anything else. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  return null;
}

// ISO base media brands of MP4 video. HEIC/AVIF images use the same box layout with other brands.
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'iso8', 'iso9', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'M4VP', 'mmp4', 'MSNV', 'f4v ']);

/** MP4 (an `ftyp` box with a video brand) or WebM (an EBML header whose doc type is webm). */
export function sniffVideo(bytes: Uint8Array): VideoType | null {
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && MP4_BRANDS.has(ascii(bytes, 8, 12))) return 'mp4';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 4, Math.min(bytes.length, 64)).includes('webm')) return 'webm';
  return null;
}

function tooLarge(message: string, errors?: FieldError[]): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', message, errors ? { errors } : {});
}

/** An image upload's bytes, or 413 (over the size limit) / 415 (not a JPEG or PNG by content). */
export async function checkedImage(file: File, path: string): Promise<Buffer> {
  if (file.size > UPLOAD_LIMITS.imageBytes) {
    throw tooLarge(FILE_TOO_LARGE, [{ path, message: `An image may be at most ${UPLOAD_LIMITS.imageBytes / MB} MB` }]);
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  if (sniffImage(bytes) === null) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_TYPE_MESSAGE, { errors: [{ path, message: IMAGE_TYPE_MESSAGE }] });
  return bytes;
}

/** A video upload's bytes and type, or 413 / 415. */
export async function checkedVideo(file: File, path: string): Promise<{ bytes: Buffer; type: VideoType }> {
  if (file.size > UPLOAD_LIMITS.videoBytes) {
    throw tooLarge(FILE_TOO_LARGE, [{ path, message: `A video may be at most ${UPLOAD_LIMITS.videoBytes / MB} MB` }]);
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffVideo(bytes);
  if (type === null) throw new AppError('UNSUPPORTED_MEDIA_TYPE', VIDEO_TYPE_MESSAGE, { errors: [{ path, message: VIDEO_TYPE_MESSAGE }] });
  return { bytes, type };
}

/** The first text value of a form field (file parts are not text and are ignored). */
export function formText(form: FormData, key: string): string | undefined {
  for (const value of form.getAll(key)) if (typeof value === 'string') return value;
  return undefined;
}

/**
 * A file part that carries a file. A browser submitting a form whose file input is left empty
 * sends a part with no name and no bytes: that is "no file", not an empty upload.
 */
export function isFile(value: FormDataEntryValue): value is File {
  return typeof value !== 'string' && !(value.size === 0 && value.name === '');
}

/** Every file part of a field, also when sent as `key[]`. Text parts and empty file inputs are ignored. */
export function formFiles(form: FormData, key: string): File[] {
  return [...form.getAll(key), ...form.getAll(`${key}[]`)].filter(isFile);
}
