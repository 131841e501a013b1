import { isApiError } from './api';

/**
 * A failed save's field errors (the API's `errors: [{ path, message }]`), for the fields of the
 * form that `toField` recognises, and the answer's message when no field took it (a conflict,
 * a file too large), to show beside the form's buttons.
 */
export function serverErrors<P extends string>(error: unknown, toField: (path: string) => P | null): { fields: { name: P; message: string }[]; message: string | null } {
  if (!isApiError(error) || error.status === 0) return { fields: [], message: isApiError(error) ? error.message : null };
  const fields = (error.errors ?? []).flatMap(({ path, message }) => {
    const name = toField(path);
    return name === null ? [] : [{ name, message }];
  });
  return { fields, message: fields.length > 0 ? null : error.message };
}

const PRODUCT_FIELDS = ['name', 'description', 'features', 'category', 'actualPrice', 'discountPrice', 'deliveryCharge', 'codCharge', 'rating', 'colors'] as const;

export type ProductFieldPath = (typeof PRODUCT_FIELDS)[number] | 'videoUrl' | `colors.${number}.name` | `colors.${number}.images`;

/** The product form's field for an API error path ('video' is the link field). */
export function productFieldPath(path: string): ProductFieldPath | null {
  if (path === 'video') return 'videoUrl';
  const color = /^colors\.(\d{1,3})\.(name|images)$/.exec(path);
  if (color) return color[2] === 'name' ? (`colors.${Number(color[1])}.name` as const) : (`colors.${Number(color[1])}.images` as const);
  return PRODUCT_FIELDS.find((field) => field === path) ?? null;
}
