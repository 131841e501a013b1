import { z } from 'zod';
import { pinCodeFitsState } from './gst/pin-circles';
import { resolveGstState } from './gst/states';
import { mobileNumberSchema, PIN_CODE_PATTERN, pinCodeSchema } from './india-formats';

/**
 * The customer account forms' schemas, shared by the screens (react-hook-form) and the server
 * (route input). The messages are the storefront contract's (docs/storefront-texts.md#validation), word for word; the upper bounds are ours, so
 * a client cannot send a megabyte "name" or make argon2 hash a novel.
 */

const email = z
  .string()
  .trim()
  .max(254, { message: 'Invalid email address' })
  .pipe(z.email({ message: 'Invalid email address' }));

const password = z
  .string()
  .min(6, { message: 'Password must be at least 6 characters long' })
  .max(128, { message: 'Password must be at most 128 characters long' });

const required = (message: string, max = 200) => z.string().trim().min(1, { message }).max(max, { message: `Must be at most ${max} characters` });

export const ADDRESS_MESSAGES = {
  unknownState: 'Choose a state or union territory from the list',
  pinNotInState: (state: string) => `This PIN code is not in ${state}`,
} as const;

/**
 * An address's state: one of the GST states and union territories, by name, short form or code,
 * kept as its canonical name (docs/decisions/0032), so the place of supply is never guessed.
 */
const stateOfAddress = required('State is required', 100).transform((text, context) => {
  const state = resolveGstState(text);
  if (state) return state.name;
  context.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.unknownState });
  return z.NEVER;
});

const addressFields = {
  street: required('Street is required'),
  city: required('City is required', 100),
  state: z.string(),
  zipCode: z.string(),
  country: required('Country is required', 100),
};

/** A PIN code whose postal circle serves no part of the state: 400 at `zipCode`. */
function pinFitsItsState(address: { state: string; zipCode: string }, context: z.RefinementCtx) {
  const state = resolveGstState(address.state);
  if (state && PIN_CODE_PATTERN.test(address.zipCode) && !pinCodeFitsState(address.zipCode, state.code)) {
    context.addIssue({ code: 'custom', path: ['zipCode'], message: ADDRESS_MESSAGES.pinNotInState(state.name) });
  }
}

export const addressSchema = z.object({ ...addressFields, state: stateOfAddress, zipCode: pinCodeSchema }).superRefine(pinFitsItsState);
export type AddressInput = z.infer<typeof addressSchema>;

/** The shop's correction of an order's delivery state and PIN: the address's own rules (docs/decisions/0037). */
export const deliveryStateSchema = z.object({ state: stateOfAddress, zipCode: pinCodeSchema }).superRefine(pinFitsItsState);
export type DeliveryStateInput = z.infer<typeof deliveryStateSchema>;

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

/** Step 1 of the signup wizard: 'Next' is allowed only when these pass. */
export const signupAccountSchema = z.object({
  name: required('Name is required', 100),
  email,
  password,
});

export const registerSchema = signupAccountSchema.extend({
  phoneNumber: mobileNumberSchema,
  address: addressSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** What the server takes: the new password only. */
export const resetPasswordSchema = z.object({ newPassword: password });

/** What the screen checks: both fields, and that they match (error on the confirm field). */
export const resetPasswordFormSchema = z
  .object({ newPassword: password, confirmNewPassword: password })
  .refine((values) => values.newPassword === values.confirmNewPassword, {
    message: "Passwords don't match",
    path: ['confirmNewPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** A stored address as the API returns it: an old row's state may be one no longer accepted. */
export const savedAddressSchema = z.object({ ...addressFields, isDefault: z.boolean() });
export type Address = z.infer<typeof savedAddressSchema>;

/** The signed-in customer as the API returns it (never a hash, never a token). */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: savedAddressSchema,
  totalCartItems: z.number().int(),
  pendingEmail: z.string().nullable().meta({ description: 'A new e-mail asked for and not confirmed yet (its link is unused and unexpired); null when none.' }),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;
