const step =
  'inline-flex size-11 items-center justify-center text-xl font-semibold text-zinc-800 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-zinc-300 disabled:hover:bg-transparent';

/**
 * − n + for a quantity from 1 to `max` (the cart's limit or what is left). `label` names what is
 * counted for screen readers ('Quantity of Cotton Tee'); the number is announced as it changes.
 */
export function QuantityStepper({ value, max, onChange, label, disabled = false }: { value: number; max: number; onChange: (quantity: number) => void; label: string; disabled?: boolean }) {
  return (
    <div role="group" aria-label={label} className="inline-flex items-center overflow-hidden rounded-lg border border-zinc-300">
      <button type="button" className={step} aria-label="Decrease quantity" disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output aria-live="polite" className="min-w-10 text-center font-semibold text-zinc-900">
        {value}
      </output>
      <button type="button" className={step} aria-label="Increase quantity" disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  );
}
