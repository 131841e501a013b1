/**
 * The admin product forms' rules (docs/storefront-texts.md#validation). Each field is checked by the same zod schema the
 * server uses for it (common/admin.ts), so the messages are the spec's, word for word, on both
 * sides; what only a form has (files still to upload, which saved images stay) is added here.
 * The forms keep what the inputs give (text for numbers, File objects for drops); parsing turns
 * prices and the rating into numbers of rupees.
 */
import { z } from 'zod';
import { newProductSchema, PRODUCT_MESSAGES, productUpdateSchema, sizeList, stockLevel, SWATCH_MESSAGE, SWATCH_PATTERN } from '../../common/admin';
import { DEFAULT_UQC } from '../../common/gst/uqc';
import { productStatusSchema } from '../../common/catalog';
import { fromPaise } from '../../common/money';
import { discountWithinActual, imageCountProblem, type ImageCountWording } from '../../common/product-rules';

export { IMAGE_MAX_BYTES, MAX_IMAGES_PER_COLOR, VIDEO_MAX_BYTES } from '../../common/admin';

/** What the image drop zones take (docs/storefront-texts.md#validation: jpeg, jpg, png), in react-dropzone's `accept` shape. */
export const IMAGE_ACCEPT = { 'image/jpeg': ['.jpeg', '.jpg'], 'image/png': ['.png'] };
/** The video types the server stores (it checks the content: MP4 or WebM). */
export const VIDEO_ACCEPT = { 'video/mp4': ['.mp4'], 'video/webm': ['.webm'] };

const shape = newProductSchema.shape;

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;
const file = z.custom<File>(isFile, { message: 'Not a file' });

/** Form text checked by one of the server's field rules (which take any input), with its messages. */
const checkedBy = <T>(rule: z.ZodType<T, unknown>) =>
  z.string().transform((value, ctx): T => {
    const result = rule.safeParse(value);
    if (result.success) return result.data;
    for (const { message } of result.error.issues) ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** A price as typed (text), checked by the server's rule (which gives paise), out in rupees. */
const price = (rule: z.ZodType<number, unknown>) => checkedBy(rule).transform(fromPaise);

const fields = {
  name: shape.name,
  description: shape.description,
  actualPrice: price(shape.actualPrice),
  discountPrice: price(shape.discountPrice),
  deliveryCharge: price(shape.deliveryCharge),
  codCharge: price(shape.codCharge),
  /** GST (docs/decisions/0022): the HSN code as typed ('' = none yet), the rate as the select's text ('5'). */
  hsnCode: productUpdateSchema.shape.hsnCode.unwrap(),
  gstRate: checkedBy(productUpdateSchema.shape.gstRate.unwrap()),
  /** GSTR-1's unit of quantity, as the select's code ('PCS'); docs/decisions/0034. */
  uqc: checkedBy(productUpdateSchema.shape.uqc.unwrap()),
  category: shape.category,
  isNewArrival: z.boolean(),
  isFeatured: z.boolean(),
  inStock: z.boolean(),
  /** Where the product is: in the shop, a draft, or archived (docs/decisions/0065). */
  status: productStatusSchema,
  /** Size names in order ([] = no sizes), checked by the server's rule. */
  sizes: z.array(z.string()).superRefine((sizes, ctx) => {
    for (const { message, path } of sizeList.safeParse(sizes).error?.issues ?? []) ctx.addIssue({ code: 'custom', message, path: path as (string | number)[] });
  }),
  /** A new video file; sent instead of the link when both are there. */
  videoFile: file.nullable(),
  /** An http(s) link to a video, or ''. */
  videoUrl: z.string().pipe(shape.video.unwrap()),
};

/**
 * 'Discount price cannot be greater than actual price', on the discount field. It runs as soon as
 * both prices parse, even while other fields are still wrong, so the admin sees it at once.
 */
const pricesInOrder = {
  message: PRODUCT_MESSAGES.discountAboveActual,
  path: ['discountPrice'],
  when: ({ issues }: z.core.ParsePayload) => !issues.some(({ path }) => path?.[0] === 'actualPrice' || path?.[0] === 'discountPrice'),
};

/**
 * A colour's stock as typed: `stock` for a product without sizes, else `stockBySize`, one text per
 * size in the order of `sizes` (kept in step by the Sizes field). '' = not tracked.
 */
const stockFields = { stock: z.string(), stockBySize: z.array(z.string()) };

/**
 * Each colour's stock figures by the server's rule, once the sizes are known: the single figure
 * without sizes, else the figure of each size (the other kind is not sent, so not checked).
 */
const stockFigures = {
  check(data: { sizes: readonly string[]; colors: readonly { stock: string; stockBySize: readonly string[] }[] }, ctx: z.RefinementCtx) {
    data.colors.forEach((color, i) => {
      const figures: [(string | number)[], string][] = data.sizes.length === 0 ? [[['stock'], color.stock]] : data.sizes.map((_, k) => [['stockBySize', k], color.stockBySize[k] ?? '']);
      for (const [path, text] of figures) {
        const result = stockLevel.safeParse(text);
        if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Invalid stock', path: ['colors', i, ...path] });
      }
    });
  },
  // Checked even while other fields are wrong, so every message shows at once.
  when: () => true,
};

/** A figure as the API takes it: a whole number, or null = not tracked (the text passed stockFigures). */
export const stockFigure = (text: string | undefined): number | null => stockLevel.parse(text ?? '');

/** 1 to 3 images (common/product-rules.ts), reported on the colour's images. */
const checkImageCount = (count: number, wording: ImageCountWording, ctx: z.RefinementCtx, path: string[] = []) => {
  const message = imageCountProblem(count, wording);
  if (message !== undefined) ctx.addIssue({ code: 'custom', message, path });
};

// Image counts are refinements, not .min()/.max() on the arrays: a failed array length check
// aborts the parse, which would hide the price-order message until the images are fixed.
/** The colour input's '#rrggbb', or '' while the swatch is guessed from the name (docs/decisions/0049). */
const swatchText = z
  .string()
  .refine((value) => value === '' || SWATCH_PATTERN.test(value), { message: SWATCH_MESSAGE })
  .default('');

const createColor = z.object({
  name: z.string().trim().min(1, { message: PRODUCT_MESSAGES.colorName }).max(60, { message: 'Must be at most 60 characters' }),
  swatch: swatchText,
  images: z.array(file).superRefine((images, ctx) => checkImageCount(images.length, 'create', ctx)),
  ...stockFields,
});

const colorList = <T extends z.ZodType>(color: T) => z.array(color).refine((colors) => colors.length >= 1, { message: PRODUCT_MESSAGES.colors });

export const productCreateSchema = z
  .object({
    ...fields,
    features: shape.features,
    rating: checkedBy(shape.rating),
    colors: colorList(createColor),
  })
  .refine(discountWithinActual, pricesInOrder)
  .superRefine(stockFigures.check, { when: stockFigures.when });

export type ProductCreateValues = z.input<typeof productCreateSchema>;
export type ProductCreateData = z.output<typeof productCreateSchema>;

/** A saved image of the product being edited, and where it sits in its saved colour. */
export interface SavedImage {
  url: string;
  index: number;
}

const editColor = z
  .object({
    /** The colour's id and place in the saved product; null for a colour added in this edit. */
    saved: z.object({ id: z.string(), index: z.number().int() }).nullable(),
    name: createColor.shape.name,
    swatch: swatchText,
    /** The saved images still kept. */
    savedImages: z.array(z.object({ url: z.string(), index: z.number().int() })),
    /** New files dropped in this edit. */
    images: z.array(file),
    ...stockFields,
  })
  .superRefine(({ savedImages, images }, ctx) => checkImageCount(savedImages.length + images.length, 'edit', ctx, ['images']), { when: () => true });

export const productEditSchema = z
  .object({
    ...fields,
    // Optional on edit (docs/storefront-texts.md#validation).
    features: productUpdateSchema.shape.features.unwrap(),
    /** The saved video, until the admin removes it (then null). */
    savedVideo: z.string().nullable(),
    colors: colorList(editColor),
  })
  .refine(discountWithinActual, pricesInOrder)
  .superRefine(stockFigures.check, { when: stockFigures.when });

export type ProductEditValues = z.input<typeof productEditSchema>;
export type ProductEditData = z.output<typeof productEditSchema>;

/**
 * A new product's form: one empty colour to start from, new arrival and in stock ticked (docs/storefront-texts.md#validation),
 * the shop's default GST rate chosen and pieces as the unit (docs/decisions/0034).
 */
export function emptyProductValues(defaultGstRate: number): ProductCreateValues {
  return {
    name: '',
    description: '',
    features: '',
    category: '',
    actualPrice: '',
    discountPrice: '',
    deliveryCharge: '0',
    codCharge: '0',
    hsnCode: '',
    gstRate: String(defaultGstRate),
    uqc: DEFAULT_UQC,
    rating: '',
    isNewArrival: true,
    isFeatured: false,
    inStock: true,
    status: 'active',
    sizes: [],
    videoFile: null,
    videoUrl: '',
    colors: [{ name: '', swatch: '', images: [], stock: '', stockBySize: [] }],
  };
}
