import { forwardRef, type ComponentProps } from 'react';
import { ADDRESS_STATES, resolveGstState } from '../../../common/gst/states';
import { FieldFrame } from './FieldFrame';
import { fieldClass } from './TextField';

interface StateSelectProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  /** 'State' unless the form says otherwise. */
  label?: string;
  /** The field's validation message, shown in red under it. */
  error?: string;
  /** A line under the label saying what to choose (read out with the field). */
  hint?: string;
  /**
   * The field's stored value (the saved address's state). Text that names no state on the list (an
   * address saved before states were checked) is shown as a choice of its own that cannot be picked
   * again, so the customer sees what to change (docs/decisions/0037).
   */
  current?: string;
  /** Each state with its GST code, 'Karnataka (29)': the shop's own state, where the code matters. */
  withCodes?: boolean;
}

/** The list in alphabetical order, as a customer looks for their state. */
const BY_NAME = [...ADDRESS_STATES].sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** 'Select state': the empty choice, refused with 'State is required'. */
export const STATE_PLACEHOLDER = 'Select state';

/**
 * The value a state select starts from: the list's name for text it can read ('TN' → 'Tamil Nadu',
 * '33' → 'Tamil Nadu'), the text itself otherwise (shown as not on the list).
 */
export function stateFieldValue(text: string): string {
  return resolveGstState(text)?.name ?? text;
}

/**
 * An address's state, chosen from the GST states and union territories by name (the value is the
 * name the API keeps, docs/decisions/0032), in the shared FieldFrame like TextField. Takes react-hook-form's `register(...)` props as they are.
 */
export const StateSelect = forwardRef<HTMLSelectElement, StateSelectProps>(function StateSelect({ label = 'State', error, hint, current, withCodes = false, className = '', ...select }, ref) {
  const unlisted = current !== undefined && current.trim() !== '' && !ADDRESS_STATES.some((state) => state.name === current) ? current : null;
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <select ref={ref} id={id} autoComplete="address-level1" aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={`${fieldClass} rounded-lg`} {...select}>
          <option value="">{STATE_PLACEHOLDER}</option>
          {unlisted !== null && (
            <option value={unlisted} disabled>
              {unlisted} (not on the list)
            </option>
          )}
          {BY_NAME.map((state) => (
            <option key={state.code} value={state.name}>
              {withCodes ? `${state.name} (${state.code})` : state.name}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
});
