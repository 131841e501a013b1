import type { PaymentMethod } from '../../../common/orders';

const METHODS: { value: PaymentMethod; label: string; hint: string }[] = [
  { value: 'online', label: 'Pay Online', hint: 'UPI, cards, net banking' },
  { value: 'cod', label: 'Cash on Delivery', hint: 'Pay at your door' },
];

const COD_REASON_ID = 'cod-unavailable-reason';

/**
 * Online or cash on delivery, when the shop offers COD (its settings). `codUnavailable`: why COD
 * cannot take this order (above the shop's limit); the choice is then disabled and says so.
 */
export function PaymentMethodChoice({ value, onChange, codUnavailable = null }: { value: PaymentMethod; onChange: (method: PaymentMethod) => void; codUnavailable?: string | null }) {
  return (
    <fieldset>
      <legend className="font-semibold text-zinc-900">Payment method</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {/* The label draws the focus ring around the whole choice; the radio itself draws none. */}
        {METHODS.map((method) => {
          const disabled = method.value === 'cod' && codUnavailable !== null;
          return (
            <label
              key={method.value}
              className="flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border border-zinc-300 p-3 hover:border-zinc-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 has-disabled:cursor-not-allowed has-disabled:border-zinc-200 has-disabled:bg-zinc-50 has-disabled:hover:border-zinc-200"
            >
              <input
                type="radio"
                name="payment-method"
                value={method.value}
                checked={value === method.value}
                disabled={disabled}
                aria-describedby={disabled ? COD_REASON_ID : undefined}
                onChange={() => onChange(method.value)}
                className="mt-1 size-4 accent-brand-700 focus-visible:outline-none"
              />
              <span>
                <span className={`block font-medium ${disabled ? 'text-zinc-600' : 'text-zinc-900'}`}>{method.label}</span>
                <span className="block text-sm text-zinc-600">{method.hint}</span>
              </span>
            </label>
          );
        })}
      </div>
      {codUnavailable !== null && (
        <p id={COD_REASON_ID} className="mt-2 text-sm text-zinc-700">
          {codUnavailable}
        </p>
      )}
    </fieldset>
  );
}
