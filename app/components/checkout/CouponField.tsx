import { useId, useState } from 'react';
import { fieldClass } from '../form/TextField';

interface CouponFieldProps {
  /** The code applied (as the shop keeps it), or null. */
  applied: string | null;
  /** Why the last code tried does not apply: the server's words (common/coupon-rules.ts), shown as they are. */
  error: string | null;
  applying: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** The code is being changed: a refusal of the one before no longer stands under it. */
  onEdit: () => void;
}

const buttonClass =
  'inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg border border-zinc-300 bg-white px-4 font-semibold text-zinc-900 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * 'Coupon code' with Apply, and Remove once applied (docs/decisions/0060). A form of its own, so
 * Enter in the field applies the code and nothing else; the field and its button share one row
 * on the smallest phone. Why a code does not apply is read out and tied to the field.
 */
export function CouponField({ applied, error, applying, onApply, onRemove, onEdit }: CouponFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const [typed, setTyped] = useState('');
  const message = error ?? (applied !== null ? `Coupon ${applied} applied.` : null);
  return (
    <form
      noValidate
      aria-label="Coupon"
      onSubmit={(event) => {
        event.preventDefault();
        if (applied === null) onApply(typed);
      }}
    >
      <label htmlFor={id} className="block font-semibold text-zinc-900">
        Coupon code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          name="couponCode"
          value={applied ?? typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (error !== null) onEdit();
          }}
          readOnly={applied !== null}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={40}
          aria-invalid={error !== null || undefined}
          aria-describedby={message !== null ? messageId : undefined}
          className={`${fieldClass} flex-1 rounded-lg read-only:bg-zinc-50 ${applied !== null ? 'font-semibold' : ''}`}
        />
        {applied === null ? (
          <button type="submit" className={buttonClass} aria-busy={applying || undefined}>
            {applying && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
            Apply
          </button>
        ) : (
          <button
            type="button"
            className={buttonClass}
            onClick={() => {
              setTyped('');
              onRemove();
            }}
          >
            Remove<span className="sr-only"> coupon {applied}</span>
          </button>
        )}
      </div>
      {/* Always there, so a screen reader hears what Apply did (the refusal, or that it applied). */}
      <p id={messageId} aria-live="polite" className={`text-sm empty:hidden ${error !== null ? 'mt-1 font-medium text-red-700' : 'mt-1 text-green-700'}`}>
        {message}
      </p>
    </form>
  );
}
