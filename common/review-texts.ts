/**
 * The reviews' limits and messages (docs/decisions/0055), without zod: the
 * product page shows them and must not pull the schema library into its first load
 * (docs/decisions/0053). common/reviews.ts builds the schemas from these.
 */
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_BODY_MAX = 2_000;
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

export const REVIEW_MESSAGES = {
  alreadyReviewed: 'You have already reviewed this product.',
  notEligible: 'Only customers who received this product can review it.',
  rating: 'Choose a rating from 1 to 5 stars',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${REVIEW_TITLE_MAX} characters`,
  bodyTooLong: `Review must be at most ${REVIEW_BODY_MAX.toLocaleString('en-IN')} characters`,
  notFound: 'Review not found',
} as const;

/** What the product page says about who may write a review (the loader decides). */
export type ReviewPermission = 'write' | 'reviewed' | 'not-eligible' | 'signed-out';

/**
 * The name a review is signed with: the first name and the initial of the last ('Asha Kumar' →
 * 'Asha K.'; one name alone stays as it is).
 */
export function reviewAuthor(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => word.length > 0);
  if (words.length === 0) return 'Customer';
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last === undefined ? first! : `${first} ${last.charAt(0).toLocaleUpperCase('en-IN')}.`;
}

/** The average of ratings given as counts per star, to one decimal (0 without any). */
export function averageOf(counts: Record<ReviewRating, number>): number {
  let total = 0;
  let sum = 0;
  for (const rating of REVIEW_RATINGS) {
    total += counts[rating];
    sum += rating * counts[rating];
  }
  return total === 0 ? 0 : Math.round((sum * 10) / total) / 10;
}
