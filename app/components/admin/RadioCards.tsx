import { useId, type ComponentProps } from 'react';

export type RadioProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultChecked'>;

export interface RadioCardChoice<V extends string> {
  value: V;
  label: string;
  hint: string;
}

/**
 * A choice of a few as radio cards, each named by its title and described by its hint, with the
 * field's message under them. `radio` is react-hook-form's register() of the field, `saved` the
 * choice the page loaded with (checked in the server-rendered form too); `columns` lays two cards
 * side by side from the small breakpoint.
 */
export function RadioCards<V extends string>({ legend, choices, radio, saved, error, columns = 1 }: { legend: string; choices: readonly RadioCardChoice<V>[]; radio: RadioProps; saved: V; error?: string; columns?: 1 | 2 }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-medium text-zinc-800">{legend}</legend>
      <div className={`mt-1 grid gap-2 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border border-zinc-300 p-3 hover:border-zinc-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
          >
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
