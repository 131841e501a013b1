import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { get, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { GST_RATES } from '../../../common/gst/tax';
import type { ShopSettings } from '../../../common/settings';
import { serverErrors } from '../../lib/admin-form-errors';
import { firstInvoiceNumber, settingsFieldPath, shopStateValue, settingsFormSchema, settingsFormValues, type SettingsFieldPath, type SettingsFormValues } from '../../lib/admin-settings-form';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from '../form/Button';
import { StateSelect } from '../form/StateSelect';
import { TextField } from '../form/TextField';
import { CheckboxField, SelectField } from './fields';
import { RegistrationTypeField } from './RegistrationTypeField';
import { FormActions, FormSection } from './Page';

interface SettingsFormProps {
  settings: ShopSettings;
  /** Saves the whole document and answers the saved one; a thrown API error puts its messages on the fields. */
  onSave: (settings: ShopSettings) => Promise<ShopSettings>;
}

/**
 * The shop's settings (docs/decisions/0018) in five sections, one column on phones and two on wide
 * screens. Delivery zones and blocked PIN prefixes (no screen yet) are not edited here: they go back as loaded.
 */
export function SettingsForm({ settings, onSave }: SettingsFormProps) {
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string | null>(null);
  const kept = { deliveryZones: settings.deliveryZones, codBlockedPinPrefixes: settings.codBlockedPinPrefixes };
  const { register, getValues, handleSubmit, setError, reset, control, formState } = useForm<SettingsFormValues, unknown, ShopSettings>({
    resolver: zodResolver(settingsFormSchema(kept)),
    defaultValues: settingsFormValues(settings),
  });
  const { errors, isSubmitting } = formState;
  const prefix = useWatch({ control, name: 'invoicePrefix' });

  /** register() plus the saved value as the input's default, so the server-rendered form already shows it. */
  const text = (name: Exclude<SettingsFieldPath, 'codEnabled' | 'registrationType'>) => ({ ...register(name), defaultValue: getValues(name), error: errorOf(errors, name) });

  async function save(document: ShopSettings) {
    setFormError(null);
    try {
      reset(settingsFormValues(await onSave(document)));
    } catch (error) {
      const { fields, message } = serverErrors(error, settingsFieldPath);
      fields.forEach(({ name, message: text }, index) => setError(name, { message: text }, { shouldFocus: index === 0 }));
      setFormError(message);
    }
  }

  const phone = { addon: '+91', inputMode: 'tel', autoComplete: 'off' } as const;
  const rupees = { addon: '₹', inputMode: 'decimal', autoComplete: 'off' } as const;
  return (
    <form method="post" noValidate onSubmit={handleSubmit(save)} className="grid gap-4 sm:gap-6">
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-4 sm:gap-6">
          <FormSection title="Business" description="Printed on invoices and shown in the shop’s footer and contact page.">
            <TextField label="Legal name" autoComplete="organization" {...text('legalName')} />
            <TextField label="Street address" autoComplete="street-address" {...text('address.street')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="City" autoComplete="address-level2" {...text('address.city')} />
              <TextField label="PIN code" inputMode="numeric" autoComplete="postal-code" {...text('address.zipCode')} />
            </div>
            {/* One choice for the address's state and the GST state code (docs/decisions/0037). */}
            <StateSelect
              withCodes
              hint="The state the shop is registered in: it decides CGST and SGST or IGST on each invoice."
              current={shopStateValue(settings)}
              {...register('address.state')}
              defaultValue={getValues('address.state')}
              error={errorOf(errors, 'address.state')}
            />
            <RegistrationTypeField radio={register('registrationType')} saved={settings.registrationType} error={errorOf(errors, 'registrationType')} />
            <TextField label="GSTIN" hint="Required for a regular or composition shop; empty when unregistered." autoComplete="off" spellCheck={false} className="[&_input]:uppercase" {...text('gstin')} />
            <TextField label="Invoice prefix" hint={`Invoices are numbered ${firstInvoiceNumber(prefix ?? '', new Date())}`} autoComplete="off" className="sm:max-w-xs [&_input]:uppercase" {...text('invoicePrefix')} />
            {/* The rate a product saved without its own takes; saved products keep theirs (docs/decisions/0034). */}
            <div className="sm:max-w-xs">
              <SelectField label="Default GST rate" hint="For a product saved without a rate of its own. Products already saved keep theirs." {...register('defaultGstRate')} defaultValue={getValues('defaultGstRate')} error={errorOf(errors, 'defaultGstRate')}>
                {GST_RATES.map((rate) => (
                  <option key={rate} value={String(rate)}>
                    {rate}%
                  </option>
                ))}
              </SelectField>
            </div>
          </FormSection>
          <FormSection title="Contact" description="How customers reach the shop: shown in the footer and on the contact page. Leave empty what you do not want shown.">
            <TextField label="Support e-mail" type="email" inputMode="email" autoComplete="off" {...text('supportEmail')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Phone" {...phone} {...text('supportPhone')} />
              <TextField label="WhatsApp" {...phone} {...text('whatsappNumber')} />
            </div>
          </FormSection>
        </div>
        <div className="grid gap-4 sm:gap-6">
          <FormSection title="Grievance officer" description="The Consumer Protection (E-Commerce) Rules, 2020 require an online shop to name a grievance officer and their contact details.">
            <TextField label="Name" autoComplete="off" {...text('grievanceOfficer.name')} />
            <TextField label="E-mail" type="email" inputMode="email" autoComplete="off" {...text('grievanceOfficer.email')} />
            <TextField label="Phone" className="sm:max-w-xs" {...phone} {...text('grievanceOfficer.phone')} />
          </FormSection>
          <FormSection title="Payments and delivery" description="In rupees.">
            <CheckboxField label="Cash on delivery" hint="Offer cash on delivery at checkout." {...register('codEnabled')} defaultChecked={getValues('codEnabled')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="COD maximum order value" hint="Empty: no limit." {...rupees} {...text('codMaxOrderValue')} />
              <TextField label="Cart delivery charge" hint="Added to a cart checkout." {...rupees} {...text('cartDeliveryCharge')} />
              <TextField label="Free delivery above" hint="Empty: never free." {...rupees} {...text('freeDeliveryAbove')} />
              <TextField label="Default delivery days" hint="Working days, as the shop promises them." inputMode="numeric" autoComplete="off" {...text('defaultDeliveryDays')} />
            </div>
          </FormSection>
          <FormSection title="Social links" description="Full links to the shop’s pages, starting with https://. The footer shows only those set.">
            <TextField label="Instagram" type="url" inputMode="url" autoComplete="off" placeholder="https://www.instagram.com/…" {...text('socialLinks.instagram')} />
            <TextField label="Facebook" type="url" inputMode="url" autoComplete="off" placeholder="https://www.facebook.com/…" {...text('socialLinks.facebook')} />
            <TextField label="X" type="url" inputMode="url" autoComplete="off" placeholder="https://x.com/…" {...text('socialLinks.x')} />
            <TextField label="YouTube" type="url" inputMode="url" autoComplete="off" placeholder="https://www.youtube.com/@…" {...text('socialLinks.youtube')} />
          </FormSection>
        </div>
      </div>
      <FormActions message={formError}>
        <Button type="submit" pending={isSubmitting} disabled={!hydrated}>
          Save settings
        </Button>
      </FormActions>
    </form>
  );
}

/** The message of a (nested) field's error: `address.zipCode`. */
function errorOf(errors: FieldErrors<SettingsFormValues>, name: SettingsFieldPath): string | undefined {
  return (get(errors, name) as { message?: string } | undefined)?.message;
}
