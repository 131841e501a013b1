import type { Db } from '../../db/connect';
import type { AdminsTable } from './tables';

export function createAdminRepo(db: Db) {
  return {
    async findByEmail(email: string): Promise<AdminsTable | undefined> {
      return db.selectFrom('admins').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    },

    async findById(id: string): Promise<AdminsTable | undefined> {
      return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async count(): Promise<number> {
      const row = await db.selectFrom('admins').select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insert(row: AdminsTable): Promise<void> {
      await db.insertInto('admins').values(row).execute();
    },

    /** Sets the password only if it is still `expectedHash` (of two concurrent changes, one wins); false otherwise. */
    async updatePasswordHash(id: string, expectedHash: string, passwordHash: string, updatedAt: string): Promise<boolean> {
      const result = await db.updateTable('admins').set({ password_hash: passwordHash, updated_at: updatedAt }).where('id', '=', id).where('password_hash', '=', expectedHash).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async updatePassword(id: string, passwordHash: string, updatedAt: string): Promise<void> {
      await db.updateTable('admins').set({ password_hash: passwordHash, updated_at: updatedAt }).where('id', '=', id).execute();
    },
  };
}

export type AdminRepo = ReturnType<typeof createAdminRepo>;
