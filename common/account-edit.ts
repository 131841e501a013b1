import { z } from 'zod';
import { registerSchema, signupAccountSchema } from './accounts';

/**
 * The signed-in customer's own edits (docs/decisions/0027): name and phone, a new e-mail confirmed by a link
 * mailed to it, and a new password. The fields are checked as at signup (the same schemas), so a
 * rule changed there holds here too.
 */

/** PUT /api/user/details. */
export const detailsSchema = z.object({
  name: signupAccountSchema.shape.name,
  phoneNumber: registerSchema.shape.phoneNumber,
});
export type DetailsInput = z.infer<typeof detailsSchema>;

/** POST /api/user/email: asks for a confirmation link at the new address. */
export const emailChangeSchema = z.object({ email: signupAccountSchema.shape.email });
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

/** POST /api/user/email/confirm: the token of the mailed link. */
export const emailConfirmSchema = z.object({ token: z.string().trim().min(1, { message: 'The link is incomplete' }).max(200) });
/** The answer to a used link: what happened, and the account's e-mail now. */
export const emailConfirmAnswerSchema = z.object({ message: z.string(), email: z.string() });

/** POST /api/user/password: what the server takes. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, { message: 'Enter your current password' }).max(128),
  newPassword: signupAccountSchema.shape.password,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** What the change-password screen checks: the new password twice, as the reset screen does. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmNewPassword: signupAccountSchema.shape.password })
  .refine((values) => values.newPassword === values.confirmNewPassword, { message: "Passwords don't match", path: ['confirmNewPassword'] });
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

/** The screens' and the API's words. */
export const ACCOUNT_EDIT_MESSAGES = {
  detailsSaved: 'Your details were saved',
  emailLinkSent: (email: string) => `We sent a link to ${email}. Open it to confirm your new e-mail.`,
  emailUnchanged: 'This is already your e-mail',
  emailTaken: 'Another account already uses this e-mail',
  emailLinkInvalid: 'This link was used already or has expired.',
  emailChanged: (email: string) => `Your e-mail is now ${email}`,
  /** Under the account's e-mail while a change waits for its link to be opened. */
  emailPending: (email: string) => `Waiting for confirmation at ${email}`,
  tooManyMailsToAddress: 'Too many e-mails were sent to this address. Please try again later.',
  tooManyEmailChanges: 'You asked for too many e-mail changes. Please try again later.',
  wrongPassword: 'Your current password is not correct',
  samePassword: 'Choose a new password different from the current one',
  passwordChanged: 'Your password was changed',
} as const;

/** How long an e-mail confirmation link works. */
export const EMAIL_LINK_HOURS = 24;
