import { useId, type ComponentProps } from 'react';
import type { RegistrationType } from '../../../common/settings';

const CHOICES: { value: RegistrationType; label: string; hint: string }[] = [
  { value: 'regular', label: 'Regular', hint: 'Tax Invoices with CGST and SGST, or IGST.' },
  { value: 'composition', label: 'Composition', hint: 'Bills of Supply, no tax charged; sales within the shop’s state only.' },
  { value: 'unregistered', label: 'Unregistered', hint: 'Plain order receipts, no GST.' },
];

type RadioProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultChecked'>;

/**
 * The shop's GST registration (docs/decisions/0035) as three radios with what each one issues.
 * `radio` is react-hook-form's register() of the field, `saved` the choice the page loaded with
 * (checked in the server-rendered form too).
 */
export function RegistrationTypeField({ radio, saved, error }: { radio: RadioProps; saved: RegistrationType; error?: string }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-medium text-zinc-800">GST registration</legend>
      <div className="mt-1 grid gap-2">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border border-zinc-300 p-3 hover:border-zinc-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
          >
            {/* Named by its title, described by what it issues. */}
            <input
              type="radio"
              value={choice.value}
              defaultChecked={saved === choice.value}
              aria-labelledby={`${id}-${choice.value}`}
              aria-describedby={`${id}-${choice.value}-hint`}
              className="mt-1 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
              {...radio}
            />
            <span>
              <span id={`${id}-${choice.value}`} className="block font-medium text-zinc-900">
                {choice.label}
              </span>
              <span id={`${id}-${choice.value}-hint`} className="block text-sm text-zinc-600">
                {choice.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
