import type { RegistrationType } from '../../../common/settings';
import { RadioCards, type RadioCardChoice, type RadioProps } from './RadioCards';

const CHOICES: RadioCardChoice<RegistrationType>[] = [
  { value: 'regular', label: 'Regular', hint: 'Tax Invoices with CGST and SGST, or IGST.' },
  { value: 'composition', label: 'Composition', hint: 'Bills of Supply, no tax charged; sales within the shop’s state only.' },
  { value: 'unregistered', label: 'Unregistered', hint: 'Plain order receipts, no GST.' },
];

/**
 * The shop's GST registration (docs/decisions/0035) as three radios with what each one issues.
 * `radio` is react-hook-form's register() of the field, `saved` the choice the page loaded with
 * (checked in the server-rendered form too).
 */
export function RegistrationTypeField({ radio, saved, error }: { radio: RadioProps; saved: RegistrationType; error?: string }) {
  return <RadioCards legend="GST registration" choices={CHOICES} radio={radio} saved={saved} {...(error === undefined ? {} : { error })} />;
}
