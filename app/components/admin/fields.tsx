import { useId, type ComponentProps } from 'react';
import { FieldFrame } from '../form/FieldFrame';
import { fieldClass } from '../form/TextField';


interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id' | 'children'> {
  label: string;
  error?: string;
  hint?: string;
}

export function TextAreaField({ label, error, hint, className = '', ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <textarea id={id} rows={4} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={`${fieldClass} rounded-lg py-2 ${className}`} {...textarea} />
      )}
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
}

export function SelectField({ label, error, hint, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={`${fieldClass} rounded-lg`} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  label: string;
  hint?: string;
}

/** A checkbox with its label beside it (a 44 px tall click target) and an optional hint under the label. */
export function CheckboxField({ label, hint, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" className="mt-3 size-5 shrink-0 rounded border-zinc-400 accent-brand-700" aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      <div>
        <label htmlFor={id} className="flex min-h-11 items-center font-medium text-zinc-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="-mt-2 text-sm text-zinc-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
