import { z } from 'zod';
import { gstinProblem } from './gst/gstin';
import { isGstStateCode } from './gst/states';
import { GST_RATES } from './gst/tax';
import { normaliseMobileNumber } from './india-formats';
import { isWholePaise } from './money';

/**
 * The shop's own details (docs/decisions/0018): who sells, where from (the GST state), how to reach
 * them, and the rules of payment and delivery. Edited at /admin/settings; the environment gives
 * the first values. Money in rupees, as everywhere in the API.
 */

export const SETTINGS_MESSAGES = {
  legalName: 'Legal name is required',
  stateCode: 'State must be a GST state code (07 Delhi, 27 Maharashtra, 29 Karnataka …)',
  gstinWithoutState: 'Choose the shop’s state before its GSTIN',
  invoicePrefix: 'Invoice prefix must be 1 to 4 of A–Z and 0–9',
  email: 'Enter a valid e-mail address',
  phone: 'Enter a 10-digit phone number',
  pin: 'Enter a valid 6-digit PIN code',
  pinPrefix: 'A PIN prefix is 1 to 6 digits, not starting with 0',
  days: 'Delivery days must be a whole number from 1 to 60',
  money: 'Enter an amount in rupees from 0 to 10,00,000',
  paise: 'Enter the amount in rupees and paise, with at most 2 decimals',
  noPinDeliveryYet: 'Delivery by PIN code is not available yet: leave this empty',
  link: 'Enter a full link starting with https://',
  registrationType: 'Choose Regular, Composition or Unregistered',
  gstinRequired: 'A shop registered for GST (regular or composition) must give its GSTIN',
  gstinUnregistered: 'An unregistered shop has no GSTIN: leave this empty, or choose Regular or Composition',
  defaultGstRate: 'Default GST rate must be one of 0, 0.25, 3, 5, 12, 18, 28 or 40 %',
} as const;

/**
 * How the shop is registered for GST, which decides the document it issues (docs/decisions/0035):
 * regular: a Tax Invoice with GST; composition: a Bill of Supply, no tax, sales within its own state
 * only (CGST Act s.10(2)(c)); unregistered: a plain order receipt, nothing filed.
 */
export const REGISTRATION_TYPES = ['regular', 'composition', 'unregistered'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** What settings saved before the registration type existed mean: a GSTIN was a regular registration, none was none. */
export function impliedRegistrationType(gstin: unknown): RegistrationType {
  return typeof gstin === 'string' && gstin.trim() !== '' ? 'regular' : 'unregistered';
}

/**
 * A settings document as sent or stored, with the registration type its GSTIN implies when it has
 * none (a document from before the field, or a client that does not know it); anything else as is.
 */
export function withRegistrationType(document: unknown): unknown {
  if (typeof document !== 'object' || document === null || Array.isArray(document) || 'registrationType' in document) return document;
  return { ...document, registrationType: impliedRegistrationType((document as { gstin?: unknown }).gstin) };
}

/**
 * The default GST rate of a shop that has not chosen one: 5 %, the rate of most clothing and
 * footwear under ₹2,500, and the rate every product created without one took before the owner
 * could set it (docs/decisions/0034).
 */
export const FIRST_DEFAULT_GST_RATE = 5;

/** An https:// link to a named host (the footer opens it in a new tab; never javascript: or plain http). */
export function isHttpsLink(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname.includes('.');
  } catch {
    return false;
  }
}

const text = (max: number) => z.string().trim().max(max, { message: `At most ${max} characters` });
const optionalEmail = z.union([z.literal(''), z.string().trim().pipe(z.email({ message: SETTINGS_MESSAGES.email }))]);
/** 10 digits; spaces, dashes and a leading +91, 91 or 0 as people type them are dropped. */
const optionalPhone = z
  .string()
  .trim()
  .transform(normaliseMobileNumber)
  .refine((value) => value === '' || /^[6-9]\d{9}$/.test(value), { message: SETTINGS_MESSAGES.phone });
/** Rupees in whole paise: the shop's orders are kept in paise, so a finer amount could never be charged as saved. */
const rupees = z
  .number({ message: SETTINGS_MESSAGES.money })
  .min(0, { message: SETTINGS_MESSAGES.money })
  .max(1_000_000, { message: SETTINGS_MESSAGES.money })
  .refine(isWholePaise, { message: SETTINGS_MESSAGES.paise });
const days = z.number({ message: SETTINGS_MESSAGES.days }).int({ message: SETTINGS_MESSAGES.days }).min(1, { message: SETTINGS_MESSAGES.days }).max(60, { message: SETTINGS_MESSAGES.days });
const optionalLink = z.string().trim().refine((value) => value === '' || isHttpsLink(value), { message: SETTINGS_MESSAGES.link });
const pinPrefix = z.string().trim().regex(/^[1-9]\d{0,5}$/, { message: SETTINGS_MESSAGES.pinPrefix });

export const deliveryZoneSchema = z.object({
  states: z.array(z.string().refine(isGstStateCode, { message: SETTINGS_MESSAGES.stateCode })).max(40).optional(),
  pinPrefixes: z.array(pinPrefix).max(500).optional(),
  days,
});

export const shopSettingsSchema = z
  .object({
    legalName: text(200).min(1, { message: SETTINGS_MESSAGES.legalName }),
    address: z.object({
      street: text(200),
      city: text(100),
      state: text(100),
      zipCode: z.string().trim().refine((value) => value === '' || /^[1-9]\d{5}$/.test(value), { message: SETTINGS_MESSAGES.pin }),
    }),
    /** The shop's GST state code; '' until the shop sets it (then no tax invoice can be issued). */
    stateCode: z.string().trim().refine((value) => value === '' || isGstStateCode(value), { message: SETTINGS_MESSAGES.stateCode }),
    /** Regular, composition or unregistered (docs/decisions/0035); absent in a request: what the GSTIN implies. */
    registrationType: z.enum(REGISTRATION_TYPES, { message: SETTINGS_MESSAGES.registrationType }),
    /** '' exactly when the shop is unregistered (it then issues order receipts, docs/decisions/0035). */
    gstin: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase()),
    invoicePrefix: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{1,4}$/, { message: SETTINGS_MESSAGES.invoicePrefix })),
    supportEmail: optionalEmail,
    supportPhone: optionalPhone,
    whatsappNumber: optionalPhone,
    /** Consumer Protection (E-Commerce) Rules, 2020: shown on /contact and in the footer. */
    grievanceOfficer: z.object({ name: text(100), email: optionalEmail, phone: optionalPhone }),
    codEnabled: z.boolean(),
    /** Cash on delivery is refused above this order value; null = no limit. */
    codMaxOrderValue: rupees.nullable(),
    cartDeliveryCharge: rupees,
    /** Cart checkouts at or above this items total deliver free; null = never free. */
    freeDeliveryAbove: rupees.nullable(),
    defaultDeliveryDays: days,
    /**
     * Where the shop delivers and in how many days; [] = everywhere, in
     * defaultDeliveryDays. Both stay empty until checkout knows PIN codes: a rule saved but not
     * applied would tell the owner something false (docs/decisions/0029).
     */
    deliveryZones: z.array(deliveryZoneSchema).max(0, { message: SETTINGS_MESSAGES.noPinDeliveryYet }),
    codBlockedPinPrefixes: z.array(pinPrefix).max(0, { message: SETTINGS_MESSAGES.noPinDeliveryYet }),
    /** The rate a product created without one takes (docs/decisions/0034). */
    defaultGstRate: z.number({ message: SETTINGS_MESSAGES.defaultGstRate }).refine((rate) => (GST_RATES as readonly number[]).includes(rate), { message: SETTINGS_MESSAGES.defaultGstRate }),
    /** The shop's pages elsewhere, linked from the footer; '' = not shown. */
    socialLinks: z.object({ instagram: optionalLink, facebook: optionalLink, x: optionalLink, youtube: optionalLink }),
  })
  .superRefine((settings, ctx) => {
    if (settings.registrationType === 'unregistered' && settings.gstin !== '') ctx.addIssue({ code: 'custom', path: ['gstin'], message: SETTINGS_MESSAGES.gstinUnregistered });
    if (settings.registrationType !== 'unregistered' && settings.gstin === '') ctx.addIssue({ code: 'custom', path: ['gstin'], message: SETTINGS_MESSAGES.gstinRequired });
    if (settings.gstin === '') return;
    if (settings.stateCode === '') {
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: SETTINGS_MESSAGES.gstinWithoutState });
      return;
    }
    const problem = gstinProblem(settings.gstin, settings.stateCode);
    if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
  });

export type ShopSettings = z.output<typeof shopSettingsSchema>;
export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;
