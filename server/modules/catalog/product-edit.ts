import type { StoredColor } from '../../../common/catalog';
import { productRuleIssues } from '../../../common/product-rules';
import { newId } from '../../db/ids';
import type { FieldError } from '../../errors';
import { NO_SUCH_COLOR, type ProductEditInput } from './admin-input';
import { parseStoredColors } from './mappers';
import type { ProductsTable } from './tables';

/** What an edit does to a product's colours, and every problem with it that needs no database read. */
export interface ProductEditPlan {
  /** The colour list after the edit, before the new files are added (they are stored only once the plan holds). */
  colors: StoredColor[];
  /** Whether the colours column is written (a deletion, a new file or a new colour list). */
  colorsTouched: boolean;
  errors: FieldError[];
}

/**
 * Plans an edit against the row as read. `imagesToDelete` indexes the colours as stored; the new
 * colour list (`fields.colors`) maps to stored colours by `_id` when any entry carries one, else by
 * position; `newImages` indexes the list after the edit. The rules across fields (1 to 3 images per
 * colour, discount ≤ actual price) are judged on the product as it would be, with the stored
 * values for what does not change.
 */
export function planProductEdit(row: Pick<ProductsTable, 'colors' | 'actual_price' | 'discount_price'>, input: ProductEditInput): ProductEditPlan {
  const { fields } = input;
  const errors: FieldError[] = [];
  const stored = parseStoredColors(row.colors);

  // 1. Deletions, against the stored colours.
  const deleted = new Set<string>();
  input.imagesToDelete.forEach(({ colorIndex, imageIndex }, k) => {
    if (stored[colorIndex]?.images[imageIndex] === undefined) {
      errors.push({ path: `imagesToDelete.${k}`, message: `Color ${colorIndex} has no image ${imageIndex}` });
    }
    deleted.add(`${colorIndex}:${imageIndex}`);
  });
  const kept = stored.map((color, ci) => ({ ...color, images: color.images.filter((_, ii) => !deleted.has(`${ci}:${ii}`)) }));

  // 2. The colour list after the edit.
  let colors: StoredColor[] = kept;
  if (fields.colors !== undefined) {
    const byId = fields.colors.some((entry) => entry._id !== undefined);
    const claimed = new Set<string>();
    colors = fields.colors.map((entry, i) => {
      // By _id: that stored colour (an entry without one is new). By position: stored colour i.
      const existing = byId ? kept.find((color) => entry._id !== undefined && color._id === entry._id) : kept[i];
      if (byId && entry._id !== undefined) {
        if (!existing) errors.push({ path: `colors.${i}._id`, message: 'No such color on this product' });
        else if (claimed.has(entry._id)) errors.push({ path: `colors.${i}._id`, message: 'This color is listed twice' });
        claimed.add(entry._id);
      }
      // A swatch left out stays as stored; null goes back to the guess from the name.
      return existing
        ? { _id: existing._id, name: entry.name, images: existing.images, swatch: entry.swatch === undefined ? existing.swatch : entry.swatch }
        : { _id: newId(), name: entry.name, images: [], swatch: entry.swatch ?? null };
    });
  }

  // 3. New files for colours that exist, then the rules across fields.
  for (const index of input.newImages.keys()) {
    if (index >= colors.length) errors.push({ path: `colors.${index}.images`, message: NO_SUCH_COLOR });
  }
  const product = {
    imageCounts: colors.map((color, i) => color.images.length + (input.newImages.get(i)?.length ?? 0)),
    actualPrice: fields.actualPrice ?? row.actual_price,
    discountPrice: fields.discountPrice ?? row.discount_price,
  };
  errors.push(...productRuleIssues(product, 'edit'));

  const colorsTouched = fields.colors !== undefined || deleted.size > 0 || input.newImages.size > 0;
  return { colors, colorsTouched, errors };
}
