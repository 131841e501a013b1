import type { PaymentMethod } from '../../../common/orders';

const METHODS: { value: PaymentMethod; label: string; hint: string }[] = [
  { value: 'online', label: 'Pay Online', hint: 'UPI, cards, net banking' },
  { value: 'cod', label: 'Cash on Delivery', hint: 'Pay at your door' },
];

/** Online or cash on delivery, when the shop offers COD (COD_ENABLED). */
export function PaymentMethodChoice({ value, onChange }: { value: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  return (
    <fieldset>
      <legend className="font-semibold text-zinc-900">Payment method</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {/* The label draws the focus ring around the whole choice; the radio itself draws none. */}
        {METHODS.map((method) => (
          <label
            key={method.value}
            className="flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border border-zinc-300 p-3 hover:border-zinc-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
          >
            <input type="radio" name="payment-method" value={method.value} checked={value === method.value} onChange={() => onChange(method.value)} className="mt-1 size-4 accent-brand-700 focus-visible:outline-none" />
            <span>
              <span className="block font-medium text-zinc-900">{method.label}</span>
              <span className="block text-sm text-zinc-600">{method.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
