import { useId, type ComponentProps } from 'react';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'children'> {
  label: string;
  /** The field's validation message, shown in red under it. */
  error?: string;
  /** Fixed text shown in front of the input, e.g. '+91' (also read out with the field). */
  addon?: string;
  /** A short help line under the label (also read out with the field). */
  hint?: string;
}

export const fieldClass =
  'min-h-11 w-full min-w-0 border border-zinc-300 bg-white px-3 text-base text-zinc-900 placeholder:text-zinc-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-200 disabled:bg-zinc-100';

/**
 * A labelled input: label above, error under it in red, linked for assistive tech with
 * aria-invalid and aria-describedby. Takes react-hook-form's `register(...)` props as they are.
 */
export function TextField({ label, error, addon, hint, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const addonId = `${id}-addon`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [addon ? addonId : '', hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-zinc-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-zinc-600">
          {hint}
        </p>
      )}
      <div className="mt-1 flex">
        {addon && (
          <span id={addonId} className="inline-flex items-center rounded-l-lg border border-r-0 border-zinc-300 bg-zinc-100 px-3 font-medium text-zinc-700">
            {addon}
          </span>
        )}
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={`${fieldClass} ${addon ? 'rounded-r-lg' : 'rounded-lg'}`} {...input} />
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
