import { useId, type ComponentProps } from 'react';
import type { RegistrationType } from '../../../common/settings';

const CHOICES: { value: RegistrationType; label: string; hint: string }[] = [
  { value: 'regular', label: 'Regular', hint: 'Tax Invoices with CGST and SGST, or IGST. Needs the GSTIN.' },
  { value: 'composition', label: 'Composition', hint: 'Bills of Supply, no tax charged; sells only within the shop’s state. Needs the GSTIN.' },
  { value: 'unregistered', label: 'Unregistered', hint: 'Plain order receipts, no GST. No GSTIN.' },
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
            <input type="radio" value={choice.value} defaultChecked={saved === choice.value} aria-invalid={error ? true : undefined} className="mt-1 size-4 shrink-0 accent-brand-700 focus-visible:outline-none" {...radio} />
            <span>
              <span className="block font-medium text-zinc-900">{choice.label}</span>
              <span className="block text-sm text-zinc-600">{choice.hint}</span>
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
