import { MAX_IMAGES_PER_COLOR, PRODUCT_MESSAGES } from './admin';

/**
 * The rules of docs/storefront-texts.md#validation that span more than one product field, in one place: the admin forms
 * (app/lib/admin-product-schema.ts), the create parser and the edit service all ask these, so
 * the rule and its words cannot differ between the screen and the API.
 */

/** The create form and the edit speak of image counts in different words (docs/storefront-texts.md#validation, word for word). */
export type ImageCountWording = 'create' | 'edit';

const IMAGE_COUNT_MESSAGES = {
  create: { missing: PRODUCT_MESSAGES.imagesRequired, tooMany: PRODUCT_MESSAGES.tooManyImages },
  edit: { missing: PRODUCT_MESSAGES.editImagesRequired, tooMany: PRODUCT_MESSAGES.editTooManyImages },
} as const;

/** What is wrong with a colour holding `count` images (1 to 3 allowed), or undefined. */
export function imageCountProblem(count: number, wording: ImageCountWording): string | undefined {
  if (count < 1) return IMAGE_COUNT_MESSAGES[wording].missing;
  if (count > MAX_IMAGES_PER_COLOR) return IMAGE_COUNT_MESSAGES[wording].tooMany;
  return undefined;
}

/** Discount ≤ actual price (both in the same unit: rupees or paise). */
export const discountWithinActual = (prices: { actualPrice: number; discountPrice: number }): boolean => prices.discountPrice <= prices.actualPrice;

export interface ProductRuleIssue {
  /** Dotted, as the API's `errors[].path` (`colors.1.images`, `discountPrice`). */
  path: string;
  message: string;
}

/**
 * Every cross-field problem of a product as it would be after a create or an edit: the image
 * count of each colour, then the price order. A rule whose inputs are missing (a price that did
 * not parse) is not judged: its field already has its own error.
 */
export function productRuleIssues(
  product: { actualPrice?: number; discountPrice?: number; imageCounts?: readonly number[] },
  wording: ImageCountWording,
): ProductRuleIssue[] {
  const issues: ProductRuleIssue[] = [];
  product.imageCounts?.forEach((count, index) => {
    const message = imageCountProblem(count, wording);
    if (message !== undefined) issues.push({ path: `colors.${index}.images`, message });
  });
  const { actualPrice, discountPrice } = product;
  if (actualPrice !== undefined && discountPrice !== undefined && !discountWithinActual({ actualPrice, discountPrice })) {
    issues.push({ path: 'discountPrice', message: PRODUCT_MESSAGES.discountAboveActual });
  }
  return issues;
}
