/**
 * From the product forms' parsed values to the API's multipart bodies (docs/api.md):
 * `POST /api/products` gets every field as text, `colors` as JSON and the files as
 * `colors[i][images]`; `PUT /api/products/{id}` gets only what changed (docs/storefront-texts.md#toasts: 'No changes detected'), as
 * `updatedFields` and `imagesToDelete` JSON plus the new files.
 */
import type { ColorEntry, ImageToDelete, ProductChangedFields } from '../../common/admin';
import type { AdminProduct, ProductColor } from '../../common/catalog';
import { toPaise } from '../../common/money';
import { stockFigure, type ProductCreateData, type ProductEditData, type ProductEditValues } from './admin-product-schema';

const imageKey = (colorIndex: number) => `colors[${colorIndex}][images]`;

export function productCreateForm(data: ProductCreateData): FormData {
  const form = new FormData();
  const text: Record<string, string> = {
    name: data.name,
    description: data.description,
    features: data.features,
    category: data.category,
    actualPrice: String(data.actualPrice),
    discountPrice: String(data.discountPrice),
    deliveryCharge: String(data.deliveryCharge),
    codCharge: String(data.codCharge),
    hsnCode: data.hsnCode,
    gstRate: String(data.gstRate),
    uqc: data.uqc,
    rating: String(data.rating),
    isNewArrival: String(data.isNewArrival),
    isFeatured: String(data.isFeatured),
    inStock: String(data.inStock),
    status: data.status,
  };
  for (const [key, value] of Object.entries(text)) form.append(key, value);
  form.append('sizes', JSON.stringify(data.sizes));
  // Every figure is sent: on create null and absent both mean not tracked, so nothing is left to guess.
  form.append('colors', JSON.stringify(data.colors.map((color) => ({ name: color.name, ...(color.swatch ? { swatch: color.swatch } : {}), ...stockOf(color, data.sizes) }))));
  data.colors.forEach(({ images }, index) => images.forEach((file) => form.append(imageKey(index), file)));
  if (data.videoFile) form.append('video', data.videoFile);
  else if (data.videoUrl) form.append('video', data.videoUrl);
  return form;
}

type StockEntry = Pick<ColorEntry, 'stock' | 'stockBySize'>;
/** What the colour's stock fields hold, as the API takes it. */
interface StockText {
  stock: string;
  stockBySize: readonly string[];
}

/** Without sizes the colour's one figure; with sizes one figure per size (null = not tracked). */
function stockOf(color: StockText, sizes: readonly string[]): StockEntry {
  if (sizes.length === 0) return { stock: stockFigure(color.stock) };
  return { stockBySize: Object.fromEntries(sizes.map((size, k) => [size, stockFigure(color.stockBySize[k])])) };
}

const figureText = (stock: number | null | undefined) => (stock === null || stock === undefined ? '' : String(stock));

/** A saved colour's figures as the form's text: its one figure, or one per size of the product. */
function stockText(color: ProductColor, sizes: readonly string[]): { stock: string; stockBySize: string[] } {
  return sizes.length === 0 ? { stock: figureText(color.stock), stockBySize: [] } : { stock: '', stockBySize: sizes.map((size) => figureText(color.stockBySize?.[size])) };
}

/**
 * The figures of a colour that differ from the saved ones (a new colour: those tracked). A figure
 * left out stays as stored, so a sale taken while the form was open is not overwritten by a
 * number the admin never touched (decision 0015).
 */
function changedStock(product: AdminProduct, saved: ProductColor | undefined, color: StockText, sizes: readonly string[]): StockEntry {
  if (sizes.length === 0) {
    const before = saved && product.sizes.length === 0 ? saved.stock : null;
    const after = stockFigure(color.stock);
    return after === before ? {} : { stock: after };
  }
  const changed: Record<string, number | null> = {};
  sizes.forEach((size, k) => {
    const after = stockFigure(color.stockBySize[k]);
    if (after !== (saved?.stockBySize?.[size] ?? null)) changed[size] = after;
  });
  return Object.keys(changed).length === 0 ? {} : { stockBySize: changed };
}

/** A video link the form can show for editing: an http(s) address, not one of our own uploads. */
export const isLink = (video: string | null): video is string => video !== null && /^https?:\/\//i.test(video);

/**
 * The edit form's starting values: the product as saved, prices and stock as text, no new files.
 * The in-stock box shows the shop's own flag, not the public availability (false once sold out).
 */
export function productEditValues(product: AdminProduct): ProductEditValues {
  return {
    name: product.name,
    description: product.description,
    features: product.features,
    category: product.category._id,
    actualPrice: String(product.actualPrice),
    discountPrice: String(product.discountPrice),
    deliveryCharge: String(product.deliveryCharge),
    codCharge: String(product.codCharge),
    hsnCode: product.hsnCode,
    gstRate: String(product.gstRate),
    uqc: product.uqc,
    isNewArrival: product.isNewArrival,
    isFeatured: product.isFeatured,
    inStock: product.inStockFlag,
    status: product.status,
    sizes: [...product.sizes],
    savedVideo: product.video,
    videoFile: null,
    videoUrl: isLink(product.video) ? product.video : '',
    colors: product.colors.map((color, index) => ({
      saved: { id: color._id, index },
      name: color.name,
      swatch: color.swatch ?? '',
      savedImages: color.images.map((url, imageIndex) => ({ url, index: imageIndex })),
      images: [],
      ...stockText(color, product.sizes),
    })),
  };
}

/**
 * The `updatedFields` an edit sends: the server parser's own field types (common/admin.ts), so a
 * field added there is a field this form can send. Money goes as rupees; the parser makes paise.
 */
export type UpdatedFields = ProductChangedFields;

export interface ProductChanges {
  updatedFields: UpdatedFields;
  /** Indexes into the product as saved. */
  imagesToDelete: ImageToDelete[];
  /** New files by colour, indexed like the colour list after the edit. */
  newImages: File[][];
  videoFile: File | null;
}

const TEXT_FIELDS = ['name', 'description', 'features'] as const;
const MONEY_FIELDS = ['actualPrice', 'discountPrice', 'deliveryCharge', 'codCharge'] as const;
const FLAGS = ['isNewArrival', 'isFeatured'] as const;

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * What an edit changes, or null when it changes nothing (then no call is made: docs/storefront-texts.md#toasts). The
 * colour list is sent only when a colour was added, removed, moved, renamed or given another swatch. Its entries are
 * plain `{ name }`s (docs/api.md) as long as the server's by-position reading of them is right: every
 * saved colour still at its place, new ones only after the saved ones. Otherwise (a colour
 * removed before another that stays) saved colours carry their `_id`, so their images stay theirs.
 * The list is sent too when a stock figure changed: each entry carries its changed figures only.
 */
export function productChanges(product: AdminProduct, data: ProductEditData): ProductChanges | null {
  const updatedFields: UpdatedFields = {};
  for (const key of TEXT_FIELDS) if (data[key] !== product[key]) updatedFields[key] = data[key];
  for (const key of MONEY_FIELDS) if (toPaise(data[key]) !== toPaise(product[key])) updatedFields[key] = data[key];
  for (const key of FLAGS) if (data[key] !== product[key]) updatedFields[key] = data[key];
  if (data.hsnCode !== product.hsnCode) updatedFields.hsnCode = data.hsnCode;
  if (data.gstRate !== product.gstRate) updatedFields.gstRate = data.gstRate;
  if (data.uqc !== product.uqc) updatedFields.uqc = data.uqc;
  // The shop's own flag: the public `inStock` is also false once everything tracked is sold out.
  if (data.inStock !== product.inStockFlag) updatedFields.inStock = data.inStock;
  if (data.status !== product.status) updatedFields.status = data.status;
  if (!sameList(data.sizes, product.sizes)) updatedFields.sizes = data.sizes;
  if (data.category !== product.category._id) updatedFields.category = data.category;

  // A swatch is sent when it differs from the saved colour's ('' = back to the guess: null).
  const swatches = data.colors.map((color) => {
    const before = color.saved ? (product.colors[color.saved.index]?.swatch ?? null) : null;
    const after = color.swatch === '' ? null : color.swatch;
    return after === before ? {} : { swatch: after };
  });
  const colorsChanged =
    data.colors.length !== product.colors.length ||
    data.colors.some((color, index) => color.saved?.index !== index || color.name !== product.colors[index]?.name) ||
    swatches.some((entry) => 'swatch' in entry);
  const stock = data.colors.map((color) => changedStock(product, color.saved ? product.colors[color.saved.index] : undefined, color, data.sizes));
  const stockChanged = stock.some((entry) => Object.keys(entry).length > 0);
  if (colorsChanged || stockChanged) {
    const byPosition = data.colors.every((color, index) => (color.saved ? color.saved.index === index : index >= product.colors.length));
    updatedFields.colors = data.colors.map(({ saved, name }, i) => ({ ...(byPosition || !saved ? { name } : { _id: saved.id, name }), ...swatches[i], ...stock[i] }));
  }

  const imagesToDelete: ImageToDelete[] = [];
  for (const color of data.colors) {
    if (!color.saved) continue;
    const kept = new Set(color.savedImages.map(({ index }) => index));
    const colorIndex = color.saved.index;
    product.colors[colorIndex]?.images.forEach((_, imageIndex) => {
      if (!kept.has(imageIndex)) imagesToDelete.push({ colorIndex, imageIndex });
    });
  }

  const newImages = data.colors.map(({ images }) => images);
  const videoFile = data.videoFile;
  if (!videoFile) {
    if (data.videoUrl !== '' && data.videoUrl !== product.video) updatedFields.video = data.videoUrl;
    // A link shows in the link field, so an emptied field removes it; an uploaded video has its own Remove.
    else if (data.videoUrl === '' && product.video !== null && (isLink(product.video) || data.savedVideo === null)) updatedFields.video = '';
  }

  const changed = Object.keys(updatedFields).length > 0 || imagesToDelete.length > 0 || newImages.some((files) => files.length > 0) || videoFile !== null;
  return changed ? { updatedFields, imagesToDelete, newImages, videoFile } : null;
}

export function productEditForm({ updatedFields, imagesToDelete, newImages, videoFile }: ProductChanges): FormData {
  const form = new FormData();
  form.append('updatedFields', JSON.stringify(updatedFields));
  form.append('imagesToDelete', JSON.stringify(imagesToDelete));
  newImages.forEach((files, index) => files.forEach((file) => form.append(imageKey(index), file)));
  if (videoFile) form.append('video', videoFile);
  return form;
}
