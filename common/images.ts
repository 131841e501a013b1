/**
 * Widths of the WebP variants written for every uploaded image, `/media/{key}-{width}.webp`: the
 * media store writes one file per width and the storefront lists them in `srcset`, so both read
 * this one list. The 640 one is the canonical URL the API hands out.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const CANONICAL_IMAGE_WIDTH: ImageWidth = 640;
