import { useId, type ReactNode } from 'react';

/**
 * A form control's frame: its label above, an optional hint under the label, the validation
 * message under the control in red, all linked for assistive tech (the control gets the `id` the
 * label points at and `aria-describedby` naming the hint and the error). TextField, StateSelect
 * and the admin's fields are this frame around their control.
 */
export function FieldFrame({
  label,
  error,
  hint,
  className = '',
  controlClassName = 'mt-1',
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
  /** The classes of the box around the control ('mt-1 flex' for an input with an addon). */
  controlClassName?: string;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
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
      <div className={controlClassName}>{children({ id, describedBy })}</div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
