import type { ComponentProps } from 'react';
import { FieldFrame } from './FieldFrame';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'children'> {
  label: string;
  /** The field's validation message, shown in red under it. */
  error?: string;
  /** Fixed text shown in front of the input, e.g. '+91' (also read out with the field). */
  addon?: string;
  /** A line under the label saying what to enter (read out with the field). */
  hint?: string;
}

/** An e-mail address field's input props: the e-mail keyboard, no capital first letter, no spelling fixes. */
export const EMAIL_INPUT = { type: 'email', inputMode: 'email', autoCapitalize: 'none', spellCheck: false } as const;

export const fieldClass =
  'min-h-11 w-full min-w-0 border border-zinc-300 bg-white px-3 text-base text-zinc-900 placeholder:text-zinc-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-200 disabled:bg-zinc-100';

/**
 * A labelled input in the shared FieldFrame (label above, error under it in red, linked for
 * assistive tech), with an optional addon in front. Takes react-hook-form's `register(...)` props as they are.
 */
export function TextField({ label, error, addon, hint, className = '', ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} controlClassName="mt-1 flex">
      {({ id, describedBy }) => {
        const addonId = `${id}-addon`;
        return (
          <>
            {addon && (
              <span id={addonId} className="inline-flex items-center rounded-l-lg border border-r-0 border-zinc-300 bg-zinc-100 px-3 font-medium text-zinc-700">
                {addon}
              </span>
            )}
            <input
              id={id}
              aria-invalid={error ? true : undefined}
              aria-describedby={[addon ? addonId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined}
              className={`${fieldClass} ${addon ? 'rounded-r-lg' : 'rounded-lg'}`}
              {...input}
            />
          </>
        );
      }}
    </FieldFrame>
  );
}
