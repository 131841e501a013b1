/**
 * What the admin's product and category requests carry, read from multipart (or JSON) bodies and
 * checked with the shared schemas of common/admin.ts. Field errors are collected together, so a
 * form can show every one at once; the answer's `message` is the first.
 */
import type { z } from 'zod';
import {
  categorySchema,
  imagesToDeleteSchema,
  jsonField,
  newProductSchema,
  productUpdateSchema,
  type CategoryFields,
  type ImageToDelete,
  type NewProductFields,
  type ProductUpdateFields,
} from '../../../common/admin';
import { productRuleIssues } from '../../../common/product-rules';
import { AppError, type FieldError } from '../../errors';
import type { UploadBody } from '../../http/upload-body';
import { formFiles, formText, isFile } from '../media/module';

export interface NewProductInput {
  fields: NewProductFields;
  /** images[i] = the files of colour i, in order. */
  images: File[][];
  videoFile?: File;
}

export interface ProductEditInput {
  fields: ProductUpdateFields;
  imagesToDelete: ImageToDelete[];
  /** New files by index in the colour list after the edit; appended to that colour. */
  newImages: Map<number, File[]>;
  videoFile?: File;
}

export interface CategoryInput {
  fields: CategoryFields;
  imageFile?: File;
}

export const NO_SUCH_COLOR = 'Images were sent for a color that does not exist';

const toErrors = (issues: z.core.$ZodIssue[], prefix: string[] = []): FieldError[] =>
  issues.map((issue) => ({ path: [...prefix, ...issue.path.map(String)].join('.'), message: issue.message }));

function fail(errors: FieldError[]): never {
  throw AppError.badRequest(errors[0]?.message ?? 'Invalid input', errors);
}

const IMAGE_KEY = /^colors\[(\d{1,3})\]\[images\](?:\[\])?$/;

/** Files sent as `colors[i][images]` (or `colors[i][images][]`), by colour index. */
export function colorImageFiles(form: FormData): Map<number, File[]> {
  const byColor = new Map<number, File[]>();
  for (const [key, value] of form.entries()) {
    const match = IMAGE_KEY.exec(key);
    if (!match || !isFile(value)) continue;
    const index = Number(match[1]);
    byColor.set(index, [...(byColor.get(index) ?? []), value]);
  }
  return byColor;
}

const fileOf = (form: FormData, key: string): File | undefined => formFiles(form, key)[0];

/** `POST /api/products` (multipart). Every rule of docs/storefront-texts.md#validation except the file checks (sizes, types). */
export function parseNewProductForm(form: FormData): NewProductInput {
  const raw: Record<string, string | undefined> = {};
  for (const key of Object.keys(newProductSchema.shape)) raw[key] = formText(form, key);
  const parsed = newProductSchema.safeParse(raw);
  const errors = parsed.success ? [] : toErrors(parsed.error.issues);

  // The rules across fields are judged even when another field failed: the colours' image
  // counts need only the colours, the price order only the two prices.
  const colors = parsed.success ? parsed.data.colors : newProductSchema.shape.colors.safeParse(raw.colors).data;
  const files = colorImageFiles(form);
  if (colors !== undefined) {
    for (const index of files.keys()) if (index >= colors.length) errors.push({ path: `colors.${index}.images`, message: NO_SUCH_COLOR });
  }
  const product = {
    imageCounts: colors?.map((_, index) => files.get(index)?.length ?? 0),
    actualPrice: newProductSchema.shape.actualPrice.safeParse(raw.actualPrice).data,
    discountPrice: newProductSchema.shape.discountPrice.safeParse(raw.discountPrice).data,
  };
  errors.push(...productRuleIssues(product, 'create'));
  if (errors.length > 0 || !parsed.success) fail(errors);

  return {
    fields: parsed.data,
    images: parsed.data.colors.map((_, index) => files.get(index) ?? []),
    videoFile: fileOf(form, 'video'),
  };
}

/**
 * `PUT /api/products/{id}`: multipart (`updatedFields` and `imagesToDelete` as JSON text, files
 * in `colors[i][images]`, an optional `video` file) or JSON (`{ updatedFields, imagesToDelete }`).
 * The rules that need the stored product (image counts, prices) are the service's.
 */
export function parseProductEdit(body: UploadBody): ProductEditInput {
  let updatedFields: unknown;
  let imagesToDelete: unknown;
  let newImages = new Map<number, File[]>();
  let videoFile: File | undefined;
  if (body.kind === 'multipart') {
    updatedFields = formText(body.form, 'updatedFields');
    imagesToDelete = formText(body.form, 'imagesToDelete');
    newImages = colorImageFiles(body.form);
    videoFile = fileOf(body.form, 'video');
  } else {
    const value = typeof body.value === 'object' && body.value !== null ? (body.value as Record<string, unknown>) : {};
    updatedFields = value.updatedFields;
    imagesToDelete = value.imagesToDelete;
  }

  const fieldsValue = updatedFields === undefined || updatedFields === '' ? {} : jsonField(updatedFields);
  if (typeof fieldsValue !== 'object' || fieldsValue === null || Array.isArray(fieldsValue)) {
    fail([{ path: 'updatedFields', message: 'updatedFields must be a JSON object' }]);
  }
  const fields = productUpdateSchema.safeParse(fieldsValue);
  const deletions = imagesToDeleteSchema.safeParse(imagesToDelete);
  const errors = [...(fields.success ? [] : toErrors(fields.error.issues)), ...(deletions.success ? [] : toErrors(deletions.error.issues, ['imagesToDelete']))];
  if (errors.length > 0 || !fields.success || !deletions.success) fail(errors);
  return { fields: fields.data, imagesToDelete: deletions.data, newImages, videoFile };
}

/** `POST`/`PUT /api/categories` (multipart `{ name, image? }`). */
export function parseCategoryForm(form: FormData): CategoryInput {
  const parsed = categorySchema.safeParse({ name: formText(form, 'name') });
  if (!parsed.success) fail(toErrors(parsed.error.issues));
  return { fields: parsed.data, imageFile: fileOf(form, 'image') };
}
