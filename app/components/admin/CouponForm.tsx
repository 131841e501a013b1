import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ComponentProps } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { Coupon, CouponInput, CouponType } from '../../../common/coupons';
import { couponFieldPath, couponFormSchema, couponFormValues, type CouponFormValues } from '../../lib/admin-coupon-form';
import { COUPONS_PATH } from '../../lib/admin-coupons';
import { serverErrors } from '../../lib/admin-form-errors';
import { useHydrated } from '../../lib/use-hydrated';
import { Button, buttonClass } from '../form/Button';
import { TextField } from '../form/TextField';
import { CheckboxField } from './fields';
import { FormActions, FormSection } from './Page';

interface CouponFormProps {
  /** The saved coupon (edit). */
  coupon?: Coupon;
  submitLabel: string;
  /** Saves; a thrown API error puts its field messages on the form (a taken code's 409 on Code). */
  onSave: (input: CouponInput) => Promise<void>;
}

const TYPE_CHOICES: { value: CouponType; label: string; hint: string }[] = [
  { value: 'percent', label: 'Percent', hint: 'A share of the items’ total, optionally capped.' },
  { value: 'flat', label: 'Flat amount', hint: 'A fixed amount in rupees off the items’ total.' },
];

/** Fields whose message depends on another's value, checked again when it changes (once the form was sent). */
const DEPENDENTS: Partial<Record<keyof CouponFormValues, { deps: (keyof CouponFormValues)[] }>> = {
  type: { deps: ['value'] },
  startsAt: { deps: ['endsAt'] },
};

/**
 * A coupon's rules (docs/decisions/0060), for create and edit: the code and whether it is on; the
 * discount; when and how often it works. Checked on the device by the server's own schema; what
 * the server still refuses (a code already taken) lands under its field the same way.
 */
export function CouponForm({ coupon, submitLabel, onSave }: CouponFormProps) {
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    getValues,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CouponFormValues, unknown, CouponInput>({ resolver: zodResolver(couponFormSchema), defaultValues: couponFormValues(coupon) });
  const type = useWatch({ control, name: 'type' });

  /** register() plus the saved value as the input's default, so the server-rendered form already shows it. */
  const field = (name: Exclude<keyof CouponFormValues, 'type' | 'firstOrderOnly' | 'active'>) => ({ ...register(name, DEPENDENTS[name]), defaultValue: getValues(name), error: errors[name]?.message });

  async function save(input: CouponInput) {
    setFormError(null);
    try {
      await onSave(input);
    } catch (error) {
      const { fields, message } = serverErrors(error, couponFieldPath);
      fields.forEach(({ name, message: text }, index) => setError(name, { message: text }, { shouldFocus: index === 0 }));
      setFormError(message);
    }
  }

  const rupees = { addon: '₹', inputMode: 'decimal', autoComplete: 'off' } as const;
  const count = { inputMode: 'numeric', autoComplete: 'off' } as const;
  return (
    <form method="post" noValidate onSubmit={handleSubmit(save)} className="grid gap-4 sm:gap-6">
      <FormSection title="Coupon">
        <TextField label="Code" hint="What shoppers type at checkout: 3 to 20 letters and digits, kept in capitals." autoComplete="off" autoCapitalize="characters" spellCheck={false} className="[&_input]:uppercase [&_input]:tracking-wide" {...field('code')} />
        <CheckboxField label="Active" hint="Shoppers can use it only while it is on." {...register('active')} defaultChecked={getValues('active')} />
      </FormSection>
      <FormSection title="Discount" description="Taken off the items’ total, before delivery charges.">
        <TypeField radio={register('type', DEPENDENTS.type)} saved={getValues('type')} error={errors.type?.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          {/* One input whichever the type: what was typed stays when the type changes. */}
          <TextField label={type === 'flat' ? 'Amount off (₹)' : 'Percent off'} hint={type === 'flat' ? 'Never more than the items’ total.' : 'A whole number from 1 to 100.'} {...(type === 'flat' ? rupees : count)} {...field('value')} />
          {type === 'percent' && <TextField label="Maximum discount" hint="Empty: no cap." {...rupees} {...field('maxDiscount')} />}
        </div>
        <TextField label="Minimum order value" hint="The items’ total the coupon needs. Empty: any order." className="sm:max-w-[calc(50%-0.5rem)]" {...rupees} {...field('minOrderValue')} />
      </FormSection>
      <FormSection title="When and how often" description="Days are India’s calendar days: the coupon works from the start of its first day to the end of its last.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First day" type="date" hint="Empty: from now." {...field('startsAt')} />
          <TextField label="Last day" type="date" hint="Empty: no end." {...field('endsAt')} />
          <TextField label="Usage limit" hint="Uses in all. Empty: no limit." {...count} {...field('usageLimit')} />
          <TextField label="Per-customer limit" hint="Uses by one customer. Empty: no limit." {...count} {...field('perCustomerLimit')} />
        </div>
        <CheckboxField label="First order only" hint="Only for a customer’s first order." {...register('firstOrderOnly')} defaultChecked={getValues('firstOrderOnly')} />
      </FormSection>
      <FormActions message={formError}>
        <Link to={COUPONS_PATH} className={buttonClass('secondary')}>
          Cancel
        </Link>
        <Button type="submit" pending={isSubmitting} disabled={!hydrated}>
          {submitLabel}
        </Button>
      </FormActions>
    </form>
  );
}

type RadioProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultChecked'>;

/** Percent or flat, as two radio cards (the settings form's GST registration habit). */
function TypeField({ radio, saved, error }: { radio: RadioProps; saved: CouponType; error?: string }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-medium text-zinc-800">Type</legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {TYPE_CHOICES.map((choice) => (
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
