import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { REVIEW_BODY_MAX, REVIEW_RATINGS, REVIEW_TITLE_MAX } from '../../../common/review-texts';
import { Button } from '../form/Button';
import { fieldClass } from '../form/TextField';
import { TextField } from '../form/TextField';

/** What the product page's action answers when the API refused the review: its messages, and what was typed. */
export interface ReviewFormRefusal {
  /** The first message per field ('rating', 'title', 'body'). */
  fields: Record<string, string>;
  /** A message that is no field's (403, 409, or the generic error). */
  message: string | null;
  values: { rating: string; title: string; body: string };
}

const STAR_WORDS = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];

/**
 * 'Write a review' (docs/decisions/0055): a plain form posted to the product page's action, which
 * sends it to the API and answers the page again with its messages under the fields, or the page
 * with a thank-you notice (docs/decisions/0051). It works before and without JavaScript, and
 * needs no schema library: the API's schema is the one that checks. The rating is five radio
 * buttons drawn as stars (arrow keys move between them; the stars up to the chosen one fill in).
 */
export function ReviewForm({ refusal }: { refusal: ReviewFormRefusal | null }) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'review';
  const ratingErrorId = useId();
  const values = refusal?.values ?? { rating: '', title: '', body: '' };
  const errors = refusal?.fields ?? {};
  const bodyId = useId();
  const bodyErrorId = useId();
  return (
    <Form method="post" preventScrollReset className="mt-4 space-y-4 rounded-xl border border-zinc-200 bg-white p-4 sm:p-6" aria-labelledby="write-review-heading">
      <h3 id="write-review-heading" className="text-lg font-semibold">
        Write a review
      </h3>
      <input type="hidden" name="intent" value="review" />
      {refusal?.message && (
        <p role="alert" className="rounded-lg border border-danger-100 bg-danger-50 px-4 py-3 font-semibold text-danger-800">
          {refusal.message}
        </p>
      )}
      <fieldset aria-describedby={errors.rating ? ratingErrorId : undefined}>
        <legend className="font-medium text-zinc-800">Your rating</legend>
        <div className="star-rating mt-1 flex gap-1">
          {REVIEW_RATINGS.map((stars) => (
            <label key={stars} className="star-rating-star">
              <input type="radio" name="rating" value={stars} defaultChecked={values.rating === String(stars)} aria-invalid={errors.rating ? true : undefined} className="sr-only" />
              <span aria-hidden="true">★</span>
              <span className="sr-only">{STAR_WORDS[stars - 1]}</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={ratingErrorId} className="mt-1 text-sm text-red-700">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <TextField label="Title" name="title" defaultValue={values.title} maxLength={REVIEW_TITLE_MAX} error={errors.title} autoComplete="off" />
      <div>
        <label htmlFor={bodyId} className="block font-medium text-zinc-800">
          Your review <span className="font-normal text-zinc-600">(optional)</span>
        </label>
        <textarea
          id={bodyId}
          name="body"
          rows={4}
          maxLength={REVIEW_BODY_MAX}
          defaultValue={values.body}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? bodyErrorId : undefined}
          className={`${fieldClass} mt-1 rounded-lg py-2`}
        />
        {errors.body && (
          <p id={bodyErrorId} className="mt-1 text-sm text-red-700">
            {errors.body}
          </p>
        )}
      </div>
      <Button type="submit" pending={pending}>
        Submit review
      </Button>
    </Form>
  );
}
