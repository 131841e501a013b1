import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { colorToCss, swatchInputValue } from '../../lib/colors';
import { useShared } from './product-form-values';

/** The id of a colour's swatch note, so the colour input can point at it. */
const noteId = (index: number) => `swatch-note-${index}`;

/**
 * A colour's swatch (docs/decisions/0049): a colour input that starts on the guess from the name
 * and follows it while the owner has not picked one; picking one stores it.
 */
export function SwatchField({ index }: { index: number }) {
  const { control, setValue, formState } = useShared();
  const id = useId();
  const name = useWatch({ control, name: `colors.${index}.name` }) ?? '';
  const swatch = useWatch({ control, name: `colors.${index}.swatch` }) ?? '';
  const error = formState.errors.colors?.[index]?.swatch?.message;
  return (
    <div className="shrink-0">
      <label htmlFor={id} className="block font-medium text-zinc-800">
        Swatch
      </label>
      <input
        id={id}
        type="color"
        value={swatchInputValue({ name, swatch: swatch || null })}
        onChange={(event) => setValue(`colors.${index}.swatch`, event.target.value, { shouldDirty: true, shouldValidate: true })}
        aria-describedby={noteId(index)}
        aria-invalid={error ? true : undefined}
        className="mt-1 block h-11 w-16 cursor-pointer rounded-lg border border-zinc-300 bg-white p-1"
      />
    </div>
  );
}

/** Where the swatch comes from, and the way back to the guess once one was picked. */
export function SwatchNote({ index }: { index: number }) {
  const { control, setValue, formState } = useShared();
  const name = useWatch({ control, name: `colors.${index}.name` }) ?? '';
  const swatch = useWatch({ control, name: `colors.${index}.swatch` }) ?? '';
  const error = formState.errors.colors?.[index]?.swatch?.message;
  const guessed = colorToCss(name) !== null;
  return (
    <div id={noteId(index)} className="-mt-2 flex flex-wrap items-center gap-x-3 text-sm text-zinc-600">
      {error ? (
        <p className="text-red-700">{error}</p>
      ) : (
        <p>{swatch ? `Swatch ${swatch.toUpperCase()}, your choice.` : guessed ? 'Swatch guessed from the name. Pick another if it looks wrong.' : 'No swatch colour known for this name: pick one.'}</p>
      )}
      {swatch && (
        <button
          type="button"
          onClick={() => setValue(`colors.${index}.swatch`, '', { shouldDirty: true, shouldValidate: true })}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline hover:text-brand-800"
        >
          Use the guess
        </button>
      )}
    </div>
  );
}
