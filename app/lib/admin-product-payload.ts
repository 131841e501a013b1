/**
 * From the product forms' parsed values to the API's multipart bodies (ARCHITECTURE.md §4):
 * `POST /api/products` gets every field as text, `colors` as JSON and the files as
 * `colors[i][images]`; `PUT /api/products/{id}` gets only what changed (spec §4), as
 * `updatedFields` and `imagesToDelete` JSON plus the new files.
 */
import type { ImageToDelete, ProductChangedFields } from '../../common/admin';
import type { Product } from '../../common/catalog';
import { toPaise } from '../../common/money';
import type { ProductCreateData, ProductEditData, ProductEditValues } from './admin-product-schema';

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
    rating: String(data.rating),
    isNewArrival: String(data.isNewArrival),
    isFeatured: String(data.isFeatured),
    inStock: String(data.inStock),
  };
  for (const [key, value] of Object.entries(text)) form.append(key, value);
  form.append('colors', JSON.stringify(data.colors.map(({ name }) => ({ name }))));
  data.colors.forEach(({ images }, index) => images.forEach((file) => form.append(imageKey(index), file)));
  if (data.videoFile) form.append('video', data.videoFile);
  else if (data.videoUrl) form.append('video', data.videoUrl);
  return form;
}

/** A video link the form can show for editing: an http(s) address, not one of our own uploads. */
export const isLink = (video: string | null): video is string => video !== null && /^https?:\/\//i.test(video);

/** The edit form's starting values: the product as saved, prices as text, no new files. */
export function productEditValues(product: Product): ProductEditValues {
  return {
    name: product.name,
    description: product.description,
    features: product.features,
    category: product.category._id,
    actualPrice: String(product.actualPrice),
    discountPrice: String(product.discountPrice),
    deliveryCharge: String(product.deliveryCharge),
    codCharge: String(product.codCharge),
    isNewArrival: product.isNewArrival,
    isFeatured: product.isFeatured,
    inStock: product.inStock,
    savedVideo: product.video,
    videoFile: null,
    videoUrl: isLink(product.video) ? product.video : '',
    colors: product.colors.map((color, index) => ({
      saved: { id: color._id, index },
      name: color.name,
      savedImages: color.images.map((url, imageIndex) => ({ url, index: imageIndex })),
      images: [],
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
const FLAGS = ['isNewArrival', 'isFeatured', 'inStock'] as const;

/**
 * What an edit changes, or null when it changes nothing (then no call is made: spec §4). The
 * colour list is sent only when a colour was added, removed, moved or renamed. Its entries are
 * plain `{ name }`s (spec §7) as long as the server's by-position reading of them is right: every
 * saved colour still at its place, new ones only after the saved ones. Otherwise (a colour
 * removed before another that stays) saved colours carry their `_id`, so their images stay theirs.
 */
export function productChanges(product: Product, data: ProductEditData): ProductChanges | null {
  const updatedFields: UpdatedFields = {};
  for (const key of TEXT_FIELDS) if (data[key] !== product[key]) updatedFields[key] = data[key];
  for (const key of MONEY_FIELDS) if (toPaise(data[key]) !== toPaise(product[key])) updatedFields[key] = data[key];
  for (const key of FLAGS) if (data[key] !== product[key]) updatedFields[key] = data[key];
  if (data.category !== product.category._id) updatedFields.category = data.category;

  const colorsChanged =
    data.colors.length !== product.colors.length || data.colors.some((color, index) => color.saved?.index !== index || color.name !== product.colors[index]?.name);
  if (colorsChanged) {
    const byPosition = data.colors.every((color, index) => (color.saved ? color.saved.index === index : index >= product.colors.length));
    updatedFields.colors = data.colors.map(({ saved, name }) => (byPosition || !saved ? { name } : { _id: saved.id, name }));
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
