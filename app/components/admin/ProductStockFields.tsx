/**
 * Sizes and stock in the product forms (docs/decisions/0015): the Sizes field (names as chips, added
 * from an input) and each colour's stock, one figure, or with sizes a small grid of one per size.
 * Each colour keeps its per-size figures in the order of `sizes`; adding or removing a size here
 * adds or removes that place in every colour, so the two never drift apart.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { sizeList } from '../../../common/admin';
import { MAX_SIZES } from '../../../common/catalog';
import { Button } from '../form/Button';
import { fieldClass, TextField } from '../form/TextField';
import { FormSection } from './Page';
import { useFields, useShared } from './product-form-values';

/** A colour's figures with one place per size (a colour added before the sizes may have fewer). */
const padded = (stock: readonly string[], length: number) => Array.from({ length }, (_, k) => stock[k] ?? '');

export function SizesSection() {
  const {
    control,
    getValues,
    setValue,
    clearErrors,
    formState: { errors },
  } = useShared();
  const sizes = useWatch({ control, name: 'sizes' });
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  // The list's own message, else the first size's (the server names `sizes.2`; the form, its place).
  const listError = errors.sizes?.message ?? (Array.isArray(errors.sizes) ? errors.sizes.find((error) => error?.message)?.message : undefined);
  const error = problem ?? listError;

  function changeSizes(next: string[], stockOf: (stock: string[]) => string[]) {
    getValues('colors').forEach((color, i) => setValue(`colors.${i}.stockBySize`, stockOf(padded(color.stockBySize, sizes.length)), { shouldDirty: true }));
    setValue('sizes', next, { shouldDirty: true });
    clearErrors('sizes');
  }

  function add() {
    const name = draft.trim();
    if (name === '') return;
    // The server's rule on the list as it would be: the same messages, before anything is sent.
    const result = sizeList.safeParse([...sizes, name]);
    if (!result.success) {
      setProblem(result.error.issues[0]?.message ?? 'Invalid size');
      return;
    }
    changeSizes(result.data, (stock) => [...stock, '']);
    setDraft('');
    setProblem(null);
  }

  function remove(index: number) {
    changeSizes(
      sizes.filter((_, k) => k !== index),
      (stock) => stock.filter((_, k) => k !== index),
    );
    setProblem(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the size; it must not submit the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <FormSection title="Sizes (optional)" description={`e.g. S, M, L or 6, 7, 8 (up to ${MAX_SIZES}). With sizes, customers choose one and each colour has stock per size.`}>
      {sizes.length > 0 && (
        <ul aria-label="Sizes" className="flex flex-wrap gap-2">
          {sizes.map((size, index) => (
            <li key={size} className="inline-flex min-h-11 items-center rounded-full border border-zinc-300 bg-zinc-50 pl-4 font-medium text-zinc-900">
              {size}
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`Remove size ${size}`}
                className="ml-1 inline-flex size-11 items-center justify-center rounded-full text-xl text-zinc-600 hover:bg-zinc-200 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <label htmlFor={inputId} className="block font-medium text-zinc-800">
          Size name
        </label>
        {/* The message sits under the input, above the button that stacks below it on phones. */}
        <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="sm:flex-1">
            <input
              id={inputId}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setProblem(null);
              }}
              onKeyDown={onKeyDown}
              autoComplete="off"
              placeholder="e.g. M"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={`${fieldClass} rounded-lg`}
            />
            {error && (
              <p id={errorId} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
          <Button variant="secondary" onClick={add} className="shrink-0">
            <span aria-hidden="true">+</span> Add size
          </Button>
        </div>
      </div>
    </FormSection>
  );
}

/** A colour's stock: one figure, or with sizes a figure per size. Empty = not tracked. */
export function ColorStockFields({ index }: { index: number }) {
  const {
    control,
    formState: { errors },
  } = useShared();
  const inputs = useFields();
  const sizes = useWatch({ control, name: 'sizes' });
  const colorErrors = errors.colors?.[index];
  const gridErrorId = useId();

  if (sizes.length === 0) {
    return <TextField label="Stock" inputMode="numeric" autoComplete="off" placeholder="Not tracked" error={colorErrors?.stock?.message} {...inputs.text(`colors.${index}.stock`)} />;
  }
  // The figures' messages under the grid, each naming its size (a cell is too narrow for them).
  const cellErrors = Array.isArray(colorErrors?.stockBySize) ? colorErrors.stockBySize : [];
  const gridErrors = [
    ...(colorErrors?.stockBySize?.message ? [colorErrors.stockBySize.message] : []),
    ...sizes.flatMap((size, k) => {
      const message = (cellErrors[k] as { message?: string } | undefined)?.message;
      return message ? [`${size}: ${message}`] : [];
    }),
  ];
  return (
    <fieldset>
      <legend className="font-medium text-zinc-800">Stock by size</legend>
      <p className="text-sm text-zinc-600">Leave a size empty when you do not count it.</p>
      <div className="mt-1 grid grid-cols-3 gap-x-2 gap-y-3 sm:grid-cols-4">
        {sizes.map((size, k) => (
          <Controller
            key={k}
            control={control}
            name={`colors.${index}.stockBySize.${k}`}
            render={({ field, fieldState }) => <StockCell size={size} invalid={fieldState.invalid} errorId={gridErrors.length > 0 ? gridErrorId : undefined} {...field} value={field.value ?? ''} />}
          />
        ))}
      </div>
      {gridErrors.length > 0 && (
        <div id={gridErrorId} className="mt-1 text-sm text-red-700">
          {gridErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </fieldset>
  );
}

interface StockCellProps {
  size: string;
  invalid: boolean;
  /** The grid's messages, which name this size when it is wrong. */
  errorId?: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: (element: HTMLInputElement | null) => void;
}

function StockCell({ size, invalid, errorId, name, value, onChange, onBlur, ref }: StockCellProps) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block truncate text-sm font-medium text-zinc-700">
        {size}
      </label>
      <input
        id={id}
        ref={ref}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputMode="numeric"
        autoComplete="off"
        placeholder="—"
        aria-label={`Stock of size ${size}`}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={`${fieldClass} rounded-lg tabular-nums`}
      />
    </div>
  );
}
