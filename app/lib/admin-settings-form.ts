/**
 * The /admin/settings form (docs/decisions/0018): the settings document as the inputs hold it (text
 * for amounts and days, '' for "no limit"), checked by the very schema the server parses with
 * (common/settings.ts), so the messages under the fields are the server's, word for word. The
 * form's field names are the document's paths, so an error of either side lands on its field.
 */
import { z } from 'zod';
import { ADDRESS_MESSAGES } from '../../common/accounts';
import { resolveGstState } from '../../common/gst/states';
import { financialYearOf } from '../../common/gst/financial-year';
import { REGISTRATION_TYPES, SETTINGS_MESSAGES, shopSettingsSchema, type ShopSettings } from '../../common/settings';

export interface SettingsFormValues {
  legalName: string;
  /** `state`: one select for the address's state and the GST state code (docs/decisions/0037). */
  address: { street: string; city: string; state: string; zipCode: string };
  registrationType: ShopSettings['registrationType'];
  gstin: string;
  invoicePrefix: string;
  supportEmail: string;
  supportPhone: string;
  whatsappNumber: string;
  grievanceOfficer: { name: string; email: string; phone: string };
  codEnabled: boolean;
  /** Rupees; '' = no limit. */
  codMaxOrderValue: string;
  cartDeliveryCharge: string;
  /** Rupees; '' = never free. */
  freeDeliveryAbove: string;
  defaultDeliveryDays: string;
  socialLinks: { instagram: string; facebook: string; x: string; youtube: string };
  /** The select's text ('5'); docs/decisions/0034. */
  defaultGstRate: string;
}

/** The parts of the document this form does not edit (its delivery zones and blocked PIN prefixes, which no screen edits yet): sent back as loaded. */
export type KeptSettings = Pick<ShopSettings, 'deliveryZones' | 'codBlockedPinPrefixes'>;

/**
 * The shop's state as its select starts: the address's state as the list names it, else the
 * registered state's ('29' → 'Karnataka'), else the saved text as it is (shown as not on the list).
 */
export function shopStateValue({ address, stateCode }: Pick<ShopSettings, 'address' | 'stateCode'>): string {
  return resolveGstState(address.state)?.name ?? (stateCode === '' ? undefined : resolveGstState(stateCode)?.name) ?? address.state;
}

const amountText = (value: number | null) => (value === null ? '' : String(value));

export function settingsFormValues(settings: ShopSettings): SettingsFormValues {
  return {
    legalName: settings.legalName,
    address: { ...settings.address, state: shopStateValue(settings) },
    registrationType: settings.registrationType,
    gstin: settings.gstin,
    invoicePrefix: settings.invoicePrefix,
    supportEmail: settings.supportEmail,
    supportPhone: settings.supportPhone,
    whatsappNumber: settings.whatsappNumber,
    grievanceOfficer: { ...settings.grievanceOfficer },
    codEnabled: settings.codEnabled,
    codMaxOrderValue: amountText(settings.codMaxOrderValue),
    cartDeliveryCharge: amountText(settings.cartDeliveryCharge),
    freeDeliveryAbove: amountText(settings.freeDeliveryAbove),
    defaultDeliveryDays: String(settings.defaultDeliveryDays),
    socialLinks: { ...settings.socialLinks },
    defaultGstRate: String(settings.defaultGstRate),
  };
}

/**
 * Rupees as typed ('1,000', '49.50'); NaN for anything else, which the schema's amount rule turns
 * into its message. Empty is `empty` (null: no limit; NaN where an amount is required).
 */
export function rupeesFromText(text: string, empty: number | null): number | null {
  const plain = text.replace(/[\s,₹]/g, '');
  if (plain === '') return empty;
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** A whole number of days as typed; NaN for anything else (the schema's message). */
export function daysFromText(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** The document to PUT: the form's values, amounts as numbers, and what the form does not edit as loaded. */
export function settingsDocument(values: SettingsFormValues, kept: KeptSettings) {
  return {
    ...values,
    // The GST state is the address's: one choice, so the two never disagree (docs/decisions/0037).
    stateCode: resolveGstState(values.address.state)?.code ?? '',
    codMaxOrderValue: rupeesFromText(values.codMaxOrderValue, null),
    cartDeliveryCharge: rupeesFromText(values.cartDeliveryCharge, Number.NaN),
    freeDeliveryAbove: rupeesFromText(values.freeDeliveryAbove, null),
    defaultDeliveryDays: daysFromText(values.defaultDeliveryDays),
    deliveryZones: kept.deliveryZones,
    codBlockedPinPrefixes: kept.codBlockedPinPrefixes,
    defaultGstRate: values.defaultGstRate === '' ? Number.NaN : Number(values.defaultGstRate),
  };
}

const text = z.string();
const formShape = z.object({
  legalName: text,
  address: z.object({
    street: text,
    city: text,
    // Empty (not set yet) or a state on the list: the saved text of an older shop must be chosen again.
    state: text.refine((state) => state.trim() === '' || resolveGstState(state) !== null, { message: ADDRESS_MESSAGES.unknownState }),
    zipCode: text,
  }),
  registrationType: z.enum(REGISTRATION_TYPES, { message: SETTINGS_MESSAGES.registrationType }),
  gstin: text,
  invoicePrefix: text,
  supportEmail: text,
  supportPhone: text,
  whatsappNumber: text,
  grievanceOfficer: z.object({ name: text, email: text, phone: text }),
  codEnabled: z.boolean(),
  codMaxOrderValue: text,
  cartDeliveryCharge: text,
  freeDeliveryAbove: text,
  defaultDeliveryDays: text,
  socialLinks: z.object({ instagram: text, facebook: text, x: text, youtube: text }),
  defaultGstRate: text,
});

/** The form's values in, the checked document out (the server's schema and messages). */
export function settingsFormSchema(kept: KeptSettings) {
  return formShape.transform((values) => settingsDocument(values, kept)).pipe(shopSettingsSchema);
}

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends Record<string, unknown> ? Leaves<T[K], `${Prefix}${K}.`> : `${Prefix}${K}`;
}[keyof T & string];

export type SettingsFieldPath = Leaves<SettingsFormValues>;

/** Every field of the form, by the document's path (an API error's `path`). */
const FIELD_PATHS: ReadonlySet<string> = new Set<SettingsFieldPath>([
  'legalName',
  'address.street',
  'address.city',
  'address.state',
  'address.zipCode',
  'registrationType',
  'gstin',
  'invoicePrefix',
  'supportEmail',
  'supportPhone',
  'whatsappNumber',
  'grievanceOfficer.name',
  'grievanceOfficer.email',
  'grievanceOfficer.phone',
  'codEnabled',
  'codMaxOrderValue',
  'cartDeliveryCharge',
  'freeDeliveryAbove',
  'defaultDeliveryDays',
  'socialLinks.instagram',
  'socialLinks.facebook',
  'socialLinks.x',
  'socialLinks.youtube',
  'defaultGstRate',
]);

/** The form's field for an API error's path ('address.zipCode'), or null (delivery zones: not on this form). */
export function settingsFieldPath(path: string): SettingsFieldPath | null {
  // The GST state code is chosen with the address's state.
  if (path === 'stateCode') return 'address.state';
  return FIELD_PATHS.has(path) ? (path as SettingsFieldPath) : null;
}

/**
 * What the first invoice of this financial year is numbered with this prefix, for the prefix
 * field's hint: 'INV/26-27/00001' (docs/decisions/0022).
 */
export function firstInvoiceNumber(prefix: string, now: Date): string {
  return `${prefix.trim().toUpperCase() || 'INV'}/${financialYearOf(now)}/00001`;
}
