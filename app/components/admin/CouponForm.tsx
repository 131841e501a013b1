import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
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
import { RadioCards, type RadioCardChoice, type RadioProps } from './RadioCards';

interface CouponFormProps {
  /** The saved coupon (edit). */
  coupon?: Coupon;
  submitLabel: string;
  /** Saves; a thrown API error puts its field messages on the form (a taken code's 409 on Code). */
  onSave: (input: CouponInput) => Promise<void>;
}

const TYPE_CHOICES: RadioCardChoice<CouponType>[] = [
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

/** Percent or flat, as two radio cards (the settings form's GST registration habit). */
function TypeField({ radio, saved, error }: { radio: RadioProps; saved: CouponType; error?: string }) {
  return <RadioCards legend="Type" choices={TYPE_CHOICES} radio={radio} saved={saved} columns={2} {...(error === undefined ? {} : { error })} />;
}
