import { IMAGE_WIDTHS } from '../../common/images';

/**
 * Uploaded images are stored as WebP variants `/media/{key}-{width}.webp`, one per width of
 * common/images.ts; the API hands out the 640 one. Any other URL (an external image, a
 * placeholder) is used as it is.
 */
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);

const UPLOADED_IMAGE = new RegExp(`^(/media/[A-Za-z0-9-]+)-(?:${IMAGE_WIDTHS.join('|')})\\.webp$`);

/** `srcset` listing every variant of an uploaded image, or undefined for any other URL. */
export function imageSrcSet(url: string): string | undefined {
  const base = uploadedImageBase(url);
  if (base === null) return undefined;
  return IMAGE_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', ');
}

/**
 * The smallest variant at least `width` pixels wide (the largest when none is), e.g. for a 96 px
 * thumbnail at 2x density ask for 192 and get the 320 variant. Other URLs come back unchanged.
 */
export function imageAt(url: string, width: number): string {
  const base = uploadedImageBase(url);
  if (base === null) return url;
  const chosen = IMAGE_WIDTHS.find((candidate) => candidate >= width) ?? LARGEST_WIDTH;
  return `${base}-${chosen}.webp`;
}

function uploadedImageBase(url: string): string | null {
  return UPLOADED_IMAGE.exec(url)?.[1] ?? null;
}
