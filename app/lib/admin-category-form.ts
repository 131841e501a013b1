import { z } from 'zod';
import { categorySchema } from '../../common/admin';

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** The category form (docs/storefront-texts.md#validation): the server's name rule ('Name is required'), an optional image file. */
export const categoryFormSchema = categorySchema.extend({
  image: z.custom<File>(isFile, { message: 'Not a file' }).nullable(),
});
export type CategoryFormValues = z.input<typeof categoryFormSchema>;
export type CategoryFormData = z.output<typeof categoryFormSchema>;

/** `POST`/`PUT /api/categories` (multipart): the name, and the image only when a new one was chosen. */
export function categoryForm({ name, image }: CategoryFormData): FormData {
  const form = new FormData();
  form.append('name', name);
  if (image) form.append('image', image);
  return form;
}

/** The category form's field for an API error path. */
export function categoryFieldPath(path: string): 'name' | 'image' | null {
  return path === 'name' || path === 'image' ? path : null;
}
