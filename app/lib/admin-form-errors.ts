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

const PRODUCT_FIELDS = ['name', 'description', 'features', 'category', 'actualPrice', 'discountPrice', 'deliveryCharge', 'codCharge', 'hsnCode', 'gstRate', 'uqc', 'rating', 'colors', 'sizes'] as const;

type ColorField = 'name' | 'swatch' | 'images' | 'stock' | 'stockBySize';
export type ProductFieldPath = (typeof PRODUCT_FIELDS)[number] | 'videoUrl' | `colors.${number}.${ColorField}`;

/**
 * The product form's field for an API error path ('video' is the link field). A size's error
 * (`sizes.2`) goes on the Sizes field; a size's stock (`colors.0.stockBySize.XL`, named by the
 * size, which the form keys by place) on the colour's stock grid.
 */
export function productFieldPath(path: string): ProductFieldPath | null {
  if (path === 'video') return 'videoUrl';
  if (/^sizes\.\d+$/.test(path)) return 'sizes';
  const color = /^colors\.(\d{1,3})\.(name|swatch|images|stock|stockBySize)(\..*)?$/.exec(path);
  if (color && (color[3] === undefined || color[2] === 'stockBySize')) return `colors.${Number(color[1])}.${color[2] as ColorField}`;
  return PRODUCT_FIELDS.find((field) => field === path) ?? null;
}
