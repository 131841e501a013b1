import type { ProductColor } from '../../../common/catalog';
import { isSoldOut } from '../../lib/stock';

const chip = 'relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700';

/**
 * The sizes of a product as radio chips (arrow keys, screen readers). A size with none left of the
 * chosen colour stays in view, struck through and disabled (docs/decisions/0015).
 */
export function SizeChooser({
  sizes,
  color,
  value,
  onChange,
  name,
  disabled = false,
  invalid = false,
  errorId,
}: {
  sizes: readonly string[];
  color: Pick<ProductColor, 'stock' | 'stockBySize'> | undefined;
  value: string | null;
  onChange: (size: string) => void;
  name: string;
  /** Every size, e.g. until the page is hydrated. */
  disabled?: boolean;
  /** No size chosen when one was needed: the picker is outlined and points at `errorId`'s message. */
  invalid?: boolean;
  errorId?: string;
}) {
  return (
    <fieldset
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      className={invalid ? 'animate-attention rounded-lg outline-2 outline-offset-4 outline-danger-700' : undefined}
    >
      <legend className="font-semibold text-zinc-900">
        Size: <span className="font-normal">{value ?? 'choose one'}</span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {sizes.map((size) => {
          const soldOut = isSoldOut(color, size);
          return (
            <label
              key={size}
              className={`${chip} ${soldOut ? 'cursor-not-allowed border-zinc-200 bg-zinc-50 text-zinc-600 line-through' : 'cursor-pointer border-zinc-300 text-zinc-900 hover:border-zinc-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-200'}`}
            >
              <input
                type="radio"
                name={name}
                value={size}
                checked={value === size}
                disabled={soldOut || disabled}
                onChange={() => onChange(size)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0 disabled:cursor-not-allowed"
              />
              {size}
              {soldOut && <span className="sr-only"> (sold out)</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
