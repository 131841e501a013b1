import { ACCOUNT_EDIT_MESSAGES, EMAIL_LINK_HOURS, type DetailsInput, type PasswordChangeInput } from '../../../common/account-edit';
import type { User } from '../../../common/accounts';
import type { ShopSettings } from '../../../common/settings';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../errors';
import { MAIL_LIMITS, recipientKey, type MailQueue, type SendQuota, type SendQuotaResult } from '../mail/module';
import { emailChangedNotice, passwordChangedNotice } from './account-notice-emails';
import { emailChangeEmail } from './email-change-email';
import type { EmailChangeRepo } from './email-change-repo';
import type { PasswordResetRepo } from './password-reset-repo';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionService } from './session-service';
import { hashToken, newToken, TOKEN_PATTERN } from './tokens';
import type { UserRepo } from './user-repo';
import type { UserService } from './user-service';

/** A 429 with `message` and the window's Retry-After when the quota refused the send. */
export function enforceQuota(result: SendQuotaResult, message: string): void {
  if (!result.allowed) throw new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds: result.retryAfterSeconds });
}

/**
 * The signed-in customer's own edits (docs/decisions/0027): name and phone at once; a
 * new e-mail only once a link mailed to it is opened (a single-use token with an expiry, stored
 * hashed, as the password reset's); a new password with the current one, ending every other session.
 * A confirmed e-mail change is told to the OLD address, a password change to the account's: each
 * notice a durable job written in the change's own transaction.
 */
export function createAccountEditService(deps: {
  users: UserRepo;
  profile: UserService['profile'];
  emailChanges: EmailChangeRepo;
  /** The password reset links: a confirmed e-mail change and a password change end the outstanding ones. */
  resetLinks: Pick<PasswordResetRepo, 'deleteUnusedFor'>;
  sessions: SessionService;
  mail: MailQueue;
  /** Mail per recipient and per account, counted in the database (docs/decisions/0031). */
  sendQuota: SendQuota;
  transaction: UnitOfWork['transaction'];
  shop: { name: string; publicUrl: string };
  /** The shop's settings as a request reads them (the settings module's `current()`): the notices' support e-mail. */
  settings: () => Promise<ShopSettings>;
  clock?: () => Date;
}) {
  const { users, profile, emailChanges, resetLinks, sessions, mail, sendQuota, transaction, shop, settings } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    async updateDetails(userId: string, input: DetailsInput): Promise<User> {
      const row = await users.updateDetails(userId, { name: input.name, phone_number: input.phoneNumber }, clock().toISOString());
      if (!row) throw AppError.unauthorized();
      return profile(userId);
    },

    /**
     * Mails a confirmation link to `email`; the account's e-mail is unchanged until it is opened.
     * 409 when another account has the address (checked again, by the UNIQUE index, at confirmation).
     */
    async requestEmailChange(userId: string, email: string): Promise<{ message: string }> {
      const newEmail = email.toLowerCase();
      const user = await users.findById(userId);
      if (!user) throw AppError.unauthorized();
      if (user.email === newEmail) throw AppError.badRequest(ACCOUNT_EDIT_MESSAGES.emailUnchanged, [{ path: 'email', message: ACCOUNT_EDIT_MESSAGES.emailUnchanged }]);
      if (await users.findByEmail(newEmail)) throw AppError.conflict(ACCOUNT_EDIT_MESSAGES.emailTaken);
      const now = clock();
      const token = newToken();
      const message = emailChangeEmail({ to: newEmail, shopName: shop.name, link: `${shop.publicUrl}/account/email/${token}`, validHours: EMAIL_LINK_HOURS });
      // The link, its e-mail's job and the sends it counts in one transaction; a new request replaces earlier links.
      await transaction(async () => {
        // The account's count first: a refused address then gives the account's send back (rollback).
        enforceQuota(await sendQuota.take(`email-change:account:${userId}`, MAIL_LIMITS.emailChangesPerAccount), ACCOUNT_EDIT_MESSAGES.tooManyEmailChanges);
        enforceQuota(await sendQuota.take(recipientKey('link', newEmail), MAIL_LIMITS.linksPerRecipient), ACCOUNT_EDIT_MESSAGES.tooManyMailsToAddress);
        await emailChanges.deleteAllFor(userId);
        await emailChanges.insert({
          token_hash: hashToken(token),
          user_id: userId,
          new_email: newEmail,
          expires_at: new Date(now.getTime() + EMAIL_LINK_HOURS * 3_600_000).toISOString(),
          used_at: null,
          created_at: now.toISOString(),
        });
        // The link is a secret: its job's payload is blanked once the e-mail is sent.
        await mail.queue(message, { secret: true });
      });
      mail.wake();
      return { message: ACCOUNT_EDIT_MESSAGES.emailLinkSent(newEmail) };
    },

    /** Opens the link: the account's e-mail becomes the new one, once. Anyone holding the link may (it went to that inbox). */
    async confirmEmailChange(token: string): Promise<{ message: string; email: string }> {
      const tokenHash = TOKEN_PATTERN.test(token) ? hashToken(token) : undefined;
      if (!tokenHash) throw AppError.badRequest(ACCOUNT_EDIT_MESSAGES.emailLinkInvalid);
      const at = clock();
      const now = at.toISOString();
      const { supportEmail } = await settings();
      const email = await transaction(async () => {
        const change = await emailChanges.consume(tokenHash, now);
        if (!change) throw AppError.badRequest(ACCOUNT_EDIT_MESSAGES.emailLinkInvalid);
        const user = await users.findById(change.user_id);
        if (!user) throw AppError.badRequest(ACCOUNT_EDIT_MESSAGES.emailLinkInvalid);
        // The UNIQUE index decides between two accounts confirming one address; the link then stays unused.
        const outcome = await users.updateEmail(change.user_id, change.new_email, now);
        if (outcome === 'duplicate') throw AppError.conflict(ACCOUNT_EDIT_MESSAGES.emailTaken);
        if (outcome === 'missing') throw AppError.badRequest(ACCOUNT_EDIT_MESSAGES.emailLinkInvalid);
        // A reset link mailed to the old address would let whoever reads that inbox take the account back.
        await resetLinks.deleteUnusedFor(change.user_id);
        // The old address is told, in case someone else holds the account: queued exactly when the change commits.
        await mail.queue(emailChangedNotice({ to: user.email, newEmail: change.new_email, shopName: shop.name, supportEmail, at }));
        return change.new_email;
      });
      mail.wake();
      return { message: ACCOUNT_EDIT_MESSAGES.emailChanged(email), email };
    },

    /** 400 for a wrong current password; else the new one, and every other session of the customer ends. */
    async changePassword(userId: string, currentToken: string, input: PasswordChangeInput): Promise<{ message: string }> {
      const user = await users.findById(userId);
      if (!user) throw AppError.unauthorized();
      if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
        throw AppError.badRequest(ACCOUNT_EDIT_MESSAGES.wrongPassword, [{ path: 'currentPassword', message: ACCOUNT_EDIT_MESSAGES.wrongPassword }]);
      }
      if (input.currentPassword === input.newPassword) {
        throw AppError.badRequest(ACCOUNT_EDIT_MESSAGES.samePassword, [{ path: 'newPassword', message: ACCOUNT_EDIT_MESSAGES.samePassword }]);
      }
      const passwordHash = await hashPassword(input.newPassword);
      const { supportEmail } = await settings();
      const at = clock();
      // The new password, the other sessions' end and the notice's job: one commit.
      await transaction(async () => {
        // Only if the password is still the one just checked: of two concurrent changes, one wins.
        if (!(await users.updatePasswordHash(userId, user.password_hash, passwordHash, at.toISOString()))) {
          throw AppError.badRequest(ACCOUNT_EDIT_MESSAGES.wrongPassword, [{ path: 'currentPassword', message: ACCOUNT_EDIT_MESSAGES.wrongPassword }]);
        }
        await sessions.revokeOthersFor('customer', userId, currentToken);
        // A reset link asked for before would undo the new password.
        await resetLinks.deleteUnusedFor(userId);
        // Read again under the UPDATE's lock: the address the account has now.
        const to = (await users.findById(userId))?.email ?? user.email;
        await mail.queue(passwordChangedNotice({ to, shopName: shop.name, supportEmail, at }));
      });
      mail.wake();
      return { message: ACCOUNT_EDIT_MESSAGES.passwordChanged };
    },
  };
}

export type AccountEditService = ReturnType<typeof createAccountEditService>;
