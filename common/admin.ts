import { z } from 'zod';
import { MAX_SIZE_NAME, MAX_SIZES, MAX_STOCK, productStatusSchema } from './catalog';
import { GST_RATES } from './gst/tax';
import { DEFAULT_UQC, isUqc } from './gst/uqc';
import { withoutDigitGrouping } from './india-formats';
import { toPaise } from './money';

/**
 * The admin back office as the API speaks it: types, the storefront contract's messages (docs/storefront-texts.md#validation, word for word),
 * upload limits, and the product and category field schemas, shared by the admin screens
 * (react-hook-form) and the server (route input). Money fields take rupees (text or number)
 * and come out as integer paise.
 */

export const adminProfileSchema = z.object({ _id: z.string(), email: z.string() });
export type AdminProfile = z.infer<typeof adminProfileSchema>;

export const adminLoginResponseSchema = z.object({ token: z.string(), email: z.string() });
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

export const ADMIN_LOGGED_OUT = 'Logged out successfully';

const MB = 1024 * 1024;
/** One image (JPEG or PNG by content) of a colour or a category. */
export const IMAGE_MAX_BYTES = 5 * MB;
/** A product video file (MP4 or WebM by content). */
export const VIDEO_MAX_BYTES = 50 * MB;
export const MAX_IMAGES_PER_COLOR = 3;
export const MAX_COLORS = 20;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
export const IMAGE_TYPE_MESSAGE = 'File type must be image/jpeg, image/jpg or image/png';
export const VIDEO_TYPE_MESSAGE = 'File type must be video/mp4 or video/webm';

export const PRODUCT_MESSAGES = {
  name: 'Name is required',
  description: 'Description is required',
  actualPrice: 'Actual price is required',
  discountPrice: 'Discount price is required',
  deliveryCharge: 'Delivery charge is required',
  codCharge: 'COD charge is required',
  features: 'Features are required',
  category: 'Category is required',
  colors: 'Atleast One color is required',
  colorName: 'Color name is required',
  /** Create: a colour without images. */
  imagesRequired: 'Atleast one image is required',
  /** Create: more than 3 images for one colour. */
  tooManyImages: 'Maximum 3 Images of each color can be uploaded.',
  /** Edit: after the change a colour would have no image. */
  editImagesRequired: 'Atleast 1 image is required',
  /** Edit: after the change a colour would have more than 3 images. */
  editTooManyImages: 'Maximum 3 images can be uploaded',
  rating: 'Rating must be between 1 and 5',
  discountAboveActual: 'Discount price cannot be greater than actual price',
  ratingNotEditable: 'Rating cannot be changed after creation',
  categoryNotFound: 'Category not found',
  videoUrl: 'Video must be an http(s) link or a video file',
  hsnCode: 'HSN code must be 4, 6 or 8 digits',
  gstRate: 'GST rate must be one of 0, 0.25, 3, 5, 12, 18, 28 or 40 %',
  uqc: 'Unit must be a GSTR-1 unit of quantity (PCS, PRS, NOS, SET, MTR …)',
} as const;

export const CATEGORY_MESSAGES = {
  name: 'Name is required',
  nameTaken: 'A category with this name already exists',
} as const;

/** Highest price or charge accepted, in rupees (one crore). */
export const MAX_RUPEES = 10_000_000;

const limited = (max: number) => ({ message: `Must be at most ${max} characters` });

/** Required text: trimmed, not empty. */
const requiredText = (message: string, max: number) =>
  z.string({ message }).trim().min(1, { message }).max(max, limited(max));

/**
 * Rupees as typed in a form ('1299.50', or grouped the Indian way: '1,49,999') or sent as a JSON number; out come integer paise. Anything
 * else (missing, null, a boolean) is "required": the spec's one word for an unusable price.
 */
const rupees = (label: string, requiredMessage: string) =>
  z.union([z.string(), z.number()], { message: requiredMessage }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    const amount = Number(withoutDigitGrouping(text));
    if (!Number.isFinite(amount)) ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
    else if (amount < 0) ctx.addIssue({ code: 'custom', message: `${label} cannot be negative` });
    else if (amount > MAX_RUPEES) ctx.addIssue({ code: 'custom', message: `${label} is too large` });
    else return toPaise(amount);
    return z.NEVER;
  });

const NOT_A_FLAG = { message: 'Must be true or false' };
/** 'true'/'false' from a form, or a JSON boolean. */
const changedFlag = z.union([z.boolean(), z.enum(['true', 'false'])], NOT_A_FLAG).transform((value) => value === true || value === 'true');
/** On create: missing, null or '' takes the default. */
const flag = (fallback: boolean) =>
  z
    .union([changedFlag, z.literal('')], NOT_A_FLAG)
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? fallback : value));

const rating = z.union([z.number(), z.string()], { message: PRODUCT_MESSAGES.rating }).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const number = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(number) || number < 1 || number > 5) {
    ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.rating });
    return z.NEVER;
  }
  return number;
});

/** JSON sent as a form field's text, or already parsed (a JSON request). Unparseable text stays text. */
export const jsonField = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

const STOCK_MESSAGE = `Stock must be a whole number from 0 to ${MAX_STOCK.toLocaleString('en-IN')}, or empty when not tracked`;
/** Units in stock: a whole number 0..1,000,000, or null / '' = not tracked (unlimited). Form text is accepted too. */
export const stockLevel = z
  .union([z.number(), z.string(), z.null()], { message: STOCK_MESSAGE })
  .transform((value, ctx) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const number = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    if (!Number.isInteger(number) || number < 0 || number > MAX_STOCK) {
      ctx.addIssue({ code: 'custom', message: STOCK_MESSAGE });
      return z.NEVER;
    }
    return number;
  });

/** A swatch colour as a colour input gives it: '#' and 6 hex digits; stored lower-case. */
export const SWATCH_PATTERN = /^#[0-9a-f]{6}$/i;
export const SWATCH_MESSAGE = 'Swatch colour must look like #3F51B5';
const swatch = z
  .string({ message: SWATCH_MESSAGE })
  .trim()
  .regex(SWATCH_PATTERN, { message: SWATCH_MESSAGE })
  .transform((value) => value.toLowerCase());

const colorEntry = z.object({
  /** On edit: an existing colour's id (that colour, with its images, under this name). */
  _id: z
    .string()
    .nullish()
    .transform((value) => value ?? undefined)
    .optional(),
  name: requiredText(PRODUCT_MESSAGES.colorName, 60),
  /** The swatch colour ('#RRGGBB'); null = guessed from the name. Absent: the guess on create, unchanged on edit (docs/decisions/0049). */
  swatch: swatch.nullable().optional(),
  /** Without sizes: units of this colour (null = not tracked). Absent: not tracked on create, unchanged on edit. */
  stock: stockLevel.optional(),
  /** With sizes: units of each size (null = not tracked). A size left out: not tracked on create, unchanged on edit. */
  stockBySize: z.record(z.string(), stockLevel, { message: 'stockBySize must be an object of size: stock' }).optional(),
});
export type ColorEntry = z.output<typeof colorEntry>;

/** `["S", "M", "L"]`: 0 to 20 names of 1 to 10 characters, different (case-insensitively). */
export const sizeList = z.preprocess(
  (value) => (value === '' ? [] : jsonField(value)),
  z
    .array(z.string({ message: 'A size must be text' }).trim().min(1, { message: 'A size name is required' }).max(MAX_SIZE_NAME, { message: `A size name has at most ${MAX_SIZE_NAME} characters` }), {
      message: 'Sizes must be a list of names',
    })
    .max(MAX_SIZES, { message: `At most ${MAX_SIZES} sizes can be added` })
    .superRefine((sizes, ctx) => {
      const seen = new Set<string>();
      sizes.forEach((size, index) => {
        if (seen.has(size.toLowerCase())) ctx.addIssue({ code: 'custom', message: 'Size names must be different', path: [index] });
        seen.add(size.toLowerCase());
      });
    }),
);

/** `[{ "name": "Red" }, …]`: at least one, names different (case-insensitively). */
const colorList = z.preprocess(
  jsonField,
  z
    .array(colorEntry, { message: PRODUCT_MESSAGES.colors })
    .min(1, { message: PRODUCT_MESSAGES.colors })
    .max(MAX_COLORS, { message: `At most ${MAX_COLORS} colors can be added` })
    .superRefine((colors, ctx) => {
      const seen = new Set<string>();
      colors.forEach((color, index) => {
        const key = color.name.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'Color names must be different', path: [index, 'name'] });
        seen.add(key);
      });
    }),
);

/** A video link (http or https only: never javascript: or a path to another record's file). */
const videoUrl = z
  .string({ message: PRODUCT_MESSAGES.videoUrl })
  .trim()
  .max(2000, limited(2000))
  .refine((value) => value === '' || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)), { message: PRODUCT_MESSAGES.videoUrl });

const categoryId = z
  .string({ message: PRODUCT_MESSAGES.category })
  .trim()
  .min(1, { message: PRODUCT_MESSAGES.category })
  .max(64, { message: PRODUCT_MESSAGES.categoryNotFound });

/** HSN code for GST (docs/decisions/0022): empty, or 4, 6 or 8 digits. */
const hsnCode = z
  .string({ message: PRODUCT_MESSAGES.hsnCode })
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})?$/, { message: PRODUCT_MESSAGES.hsnCode });
/** GST rate in percent; multipart sends it as text. */
const gstRate = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number({ message: PRODUCT_MESSAGES.gstRate }).refine((rate) => (GST_RATES as readonly number[]).includes(rate), { message: PRODUCT_MESSAGES.gstRate }),
);
/** GSTR-1's unit of quantity ('pcs' is taken as PCS); docs/decisions/0034. */
const uqc = z
  .string({ message: PRODUCT_MESSAGES.uqc })
  .trim()
  .transform((code) => code.toUpperCase())
  .refine(isUqc, { message: PRODUCT_MESSAGES.uqc });

/** The fields a product is created with and edited by, with the same rule on both (in the order errors are listed). */
const productFields = {
  name: requiredText(PRODUCT_MESSAGES.name, 200),
  description: requiredText(PRODUCT_MESSAGES.description, 5000),
  actualPrice: rupees('Actual price', PRODUCT_MESSAGES.actualPrice),
  discountPrice: rupees('Discount price', PRODUCT_MESSAGES.discountPrice),
  deliveryCharge: rupees('Delivery charge', PRODUCT_MESSAGES.deliveryCharge),
  codCharge: rupees('COD charge', PRODUCT_MESSAGES.codCharge),
};

/**
 * The text fields of `POST /api/products` (multipart: every value is text; `colors` is JSON).
 * Images are files and counted apart; the price comparison needs both prices and is made after
 * (common/product-rules.ts).
 */
export const newProductSchema = z.object({
  ...productFields,
  features: requiredText(PRODUCT_MESSAGES.features, 5000),
  category: categoryId,
  rating,
  isNewArrival: flag(true),
  isFeatured: flag(false),
  inStock: flag(true),
  status: z.preprocess((value) => (value === '' ? undefined : value), productStatusSchema.optional()).transform((status) => status ?? 'active'),
  colors: colorList,
  sizes: sizeList.optional().transform((sizes) => sizes ?? []),
  video: videoUrl.optional(),
  hsnCode: hsnCode.optional().transform((code) => code ?? ''),
  /** Absent: the shop's default rate, which the settings hold (docs/decisions/0034). */
  gstRate: z.preprocess((value) => (value === '' ? undefined : value), gstRate.optional()),
  uqc: z.preprocess((value) => (value === '' ? undefined : value), uqc.optional()).transform((code) => code ?? DEFAULT_UQC),
});
export type NewProductFields = z.output<typeof newProductSchema>;

/**
 * `updatedFields` of `PUT /api/products/{id}`: only what changed. `colors` is the new full list
 * of colours in order (see the README for how entries map to the stored colours); `video` ''
 * or null removes the video; `features` may be emptied. `rating` cannot change.
 */
export const productUpdateSchema = z.object({
  ...z.object(productFields).partial().shape,
  features: z.string().trim().max(5000, limited(5000)).optional(),
  category: z.preprocess((value) => (typeof value === 'object' && value !== null && '_id' in value ? (value as { _id: unknown })._id : value), categoryId).optional(),
  isNewArrival: changedFlag.optional(),
  isFeatured: changedFlag.optional(),
  inStock: changedFlag.optional(),
  status: productStatusSchema.optional(),
  colors: colorList.optional(),
  /** The new full list of sizes; stock of a size no longer listed goes with it. */
  sizes: sizeList.optional(),
  hsnCode: hsnCode.optional(),
  gstRate: gstRate.optional(),
  uqc: uqc.optional(),
  video: z.preprocess((value) => (value === null ? '' : value), videoUrl).optional(),
  rating: z.unknown().refine((value) => value === undefined, { message: PRODUCT_MESSAGES.ratingNotEditable }).optional(),
});
export type ProductUpdateFields = z.output<typeof productUpdateSchema>;
/** What an edit changes, as the server stores it (money in paise); `rating` is never among them. */
export type ProductChangedFields = Omit<ProductUpdateFields, 'rating'>;

/** `imagesToDelete`: indexes into the product as stored (before this edit). */
export const imagesToDeleteSchema = z.preprocess(
  (value) => (value === undefined || value === '' ? [] : jsonField(value)),
  z
    .array(
      z.object({
        colorIndex: z.coerce.number({ message: 'colorIndex must be a whole number' }).int({ message: 'colorIndex must be a whole number' }).min(0, { message: 'colorIndex must be a whole number' }),
        imageIndex: z.coerce.number({ message: 'imageIndex must be a whole number' }).int({ message: 'imageIndex must be a whole number' }).min(0, { message: 'imageIndex must be a whole number' }),
      }),
      { message: 'imagesToDelete must be a list of { colorIndex, imageIndex }' },
    )
    .max(MAX_COLORS * MAX_IMAGES_PER_COLOR, { message: 'Too many images to delete' }),
);
export type ImageToDelete = z.output<typeof imagesToDeleteSchema>[number];

/** `POST`/`PUT /api/categories` (multipart): the name; the image is a file. */
export const categorySchema = z.object({
  name: requiredText(CATEGORY_MESSAGES.name, 100),
});
export type CategoryFields = z.output<typeof categorySchema>;
