import type { BackgroundTasks } from '../../background';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../errors';
import { MAIL_LIMITS, recipientKey, type MailQueue, type SendQuota } from '../mail/module';
import { enforceQuota } from './account-edit-service';
import type { PasswordResetRepo } from './password-reset-repo';
import { hashPassword } from './passwords';
import { resetPasswordEmail } from './reset-email';
import type { SessionService } from './session-service';
import { hashToken, newToken, TOKEN_PATTERN } from './tokens';
import type { UserRepo } from './user-repo';

export const RESET_LINK_MINUTES = 30;
export const RESET_REQUESTED = 'If an account exists for this e-mail, a reset link has been sent.';
export const RESET_DONE = 'Password reset successfully';
export const RESET_LINK_INVALID = 'Invalid or expired reset link';
export const TOO_MANY_RESET_LINKS = 'Too many reset links were asked for this e-mail. Please try again later.';

export function createPasswordResetService(deps: {
  users: UserRepo;
  resets: PasswordResetRepo;
  sessions: SessionService;
  mail: MailQueue;
  /** Links per recipient address, counted in the database (docs/decisions/0031). */
  sendQuota: SendQuota;
  transaction: UnitOfWork['transaction'];
  background: BackgroundTasks;
  shop: { name: string; publicUrl: string };
  clock?: () => Date;
}) {
  const { users, resets, sessions, mail, sendQuota, transaction, background, shop } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function sendLink(email: string): Promise<void> {
    const user = await users.findByEmail(email);
    if (!user) return;
    const now = clock();
    const token = newToken();
    await resets.deleteSpentFor(user.id, now.toISOString());
    const link = `${shop.publicUrl}/reset-password/${token}`;
    const message = resetPasswordEmail({ to: user.email, shopName: shop.name, link, validMinutes: RESET_LINK_MINUTES });
    // The link and its e-mail's job in one transaction: a link exists exactly when its e-mail is owed.
    await transaction(async () => {
      await resets.insert({
        token_hash: hashToken(token),
        user_id: user.id,
        expires_at: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      });
      // The link is a secret: its job's payload is blanked once the e-mail is sent.
      await mail.queue(message, { secret: true });
    });
    mail.wake();
  }

  return {
    /**
     * Answers at once, the same way for every e-mail: the lookup, the link and the mail happen in
     * the background, so neither the answer nor its timing tells whether the account exists. The
     * address's quota is counted first, for every address asked about, account or not: past it, a
     * 429 that reads the same for both (docs/decisions/0031).
     */
    async requestReset(email: string): Promise<void> {
      enforceQuota(await sendQuota.take(recipientKey('link', email), MAIL_LIMITS.linksPerRecipient), TOO_MANY_RESET_LINKS);
      background.run('password reset mail', () => sendLink(email));
    },

    /**
     * Whether a link can still set a password: its page says so before showing the form (a used or
     * expired link, or one that never was, all read the same).
     */
    async linkUsable(token: string): Promise<boolean> {
      if (!TOKEN_PATTERN.test(token)) return false;
      return (await resets.findUsable(hashToken(token), clock().toISOString())) !== undefined;
    },

    /** Sets the new password with a valid link, once, and signs the customer out everywhere. */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const tokenHash = TOKEN_PATTERN.test(token) ? hashToken(token) : undefined;
      // A cheap look first, so a junk link costs no argon2 work; the conditional UPDATE decides.
      if (!tokenHash || !(await resets.findUsable(tokenHash, clock().toISOString()))) throw AppError.badRequest(RESET_LINK_INVALID);
      const passwordHash = await hashPassword(newPassword);
      const userId = await resets.consume(tokenHash, clock().toISOString(), passwordHash);
      if (!userId) throw AppError.badRequest(RESET_LINK_INVALID);
      await sessions.revokeAllFor('customer', userId);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
