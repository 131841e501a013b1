import { newId } from '../../db/ids';
import { nowIso } from '../../db/time';
import type { AdminRepo } from './admin-repo';
import { hashPassword, verifyPassword } from './passwords';

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
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
