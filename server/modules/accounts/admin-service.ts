import { randomBytes } from 'node:crypto';
import { ACCOUNT_EDIT_MESSAGES, type PasswordChangeInput } from '../../../common/account-edit';
import type { AdminLoginResponse, AdminProfile } from '../../../common/admin';
import type { LoginInput } from '../../../common/accounts';
import { newId } from '../../db/ids';
import { nowIso } from '../../db/time';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../errors';
import type { AdminRepo } from './admin-repo';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionService } from './session-service';
import { BAD_CREDENTIALS } from './user-service';

export function createAdminService(repo: AdminRepo, clock: () => Date = () => new Date()) {
  return {
    /** Creates the admin, or sets the password of the existing one. Returns what it did. */
    async upsertAdmin(email: string, password: string): Promise<'created' | 'updated' | 'unchanged'> {
      const existing = await repo.findByEmail(email);
      if (existing) {
        if (await verifyPassword(existing.password_hash, password)) return 'unchanged';
        await repo.updatePassword(existing.id, await hashPassword(password), nowIso(clock));
        return 'updated';
      }
      const now = nowIso(clock);
      await repo.insert({ id: newId(), email: email.toLowerCase(), password_hash: await hashPassword(password), created_at: now, updated_at: now });
      return 'created';
    },

    async hasAnyAdmin(): Promise<boolean> {
      return (await repo.count()) > 0;
    },

    async checkPassword(email: string, password: string): Promise<boolean> {
      const admin = await repo.findByEmail(email);
      return admin !== undefined && (await verifyPassword(admin.password_hash, password));
    },

    /** The admin's id, or undefined when there is no admin with this e-mail. */
    async idOf(email: string): Promise<string | undefined> {
      return (await repo.findByEmail(email))?.id;
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;

/** Admin sign-in and who is signed in (sessions of role 'admin': 12 hours, never extended). */
export function createAdminAuthService(deps: { repo: AdminRepo; sessions: SessionService; transaction: UnitOfWork['transaction']; clock: () => Date }) {
  const { repo, sessions, transaction, clock } = deps;
  // Verified against when the e-mail is unknown, so the answer's timing does not reveal which
  // admin accounts exist (made on first use: most processes never see an admin login).
  let dummyHash: Promise<string> | undefined;

  async function findProfile(adminId: string): Promise<AdminProfile | null> {
    const row = await repo.findById(adminId);
    return row ? { _id: row.id, email: row.email } : null;
  }

  return {
    /** 401 'Invalid email or password' for an unknown e-mail and a wrong password alike. */
    async login(input: LoginInput): Promise<AdminLoginResponse> {
      const row = await repo.findByEmail(input.email);
      dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
      const matches = await verifyPassword(row?.password_hash ?? (await dummyHash), input.password);
      if (!row || !matches) throw AppError.unauthorized(BAD_CREDENTIALS);
      const { token } = await sessions.createSession('admin', row.id);
      return { token, email: row.email };
    },

    /** The admin's profile, or null when the account no longer exists. */
    findProfile,

    async profile(adminId: string): Promise<AdminProfile> {
      const profile = await findProfile(adminId);
      if (!profile) throw AppError.unauthorized();
      return profile;
    },

    /**
     * The signed-in admin's new password (docs/decisions/0063), with the customer's rules and words
     * (common/account-edit.ts): the current password first, a new one that differs; every other
     * session of this admin ends in the same commit, the one asking stays signed in.
     */
    async changePassword(adminId: string, currentToken: string, input: PasswordChangeInput): Promise<{ message: string }> {
      const row = await repo.findById(adminId);
      if (!row) throw AppError.unauthorized();
      const wrong = () => AppError.badRequest(ACCOUNT_EDIT_MESSAGES.wrongPassword, [{ path: 'currentPassword', message: ACCOUNT_EDIT_MESSAGES.wrongPassword }]);
      if (!(await verifyPassword(row.password_hash, input.currentPassword))) throw wrong();
      if (input.currentPassword === input.newPassword) {
        throw AppError.badRequest(ACCOUNT_EDIT_MESSAGES.samePassword, [{ path: 'newPassword', message: ACCOUNT_EDIT_MESSAGES.samePassword }]);
      }
      const passwordHash = await hashPassword(input.newPassword);
      await transaction(async () => {
        if (!(await repo.updatePasswordHash(adminId, row.password_hash, passwordHash, nowIso(clock)))) throw wrong();
        await sessions.revokeOthersFor('admin', adminId, currentToken);
      });
      return { message: ACCOUNT_EDIT_MESSAGES.passwordChanged };
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
