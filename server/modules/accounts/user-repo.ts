import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import type { UsersTable } from './tables';

export type AddressColumns = Pick<UsersTable, 'street' | 'city' | 'state' | 'state_code' | 'zip_code' | 'country' | 'address_is_default'>;

export function createUserRepo(db: Db) {
  return {
    async findById(id: string): Promise<UsersTable | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The account's current e-mail, or null when it no longer exists. */
    async emailOf(id: string): Promise<string | null> {
      return (await db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst())?.email ?? null;
    },

    /** The customer's name as the account holds it now, or null when it no longer exists. */
    async nameOf(id: string): Promise<string | null> {
      return (await db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst())?.name ?? null;
    },

    /**
     * The new e-mail the customer asked for and has not confirmed yet (a live, unused link), or
     * null. A new request deletes the earlier links, so there is at most one.
     */
    async pendingEmail(id: string, now: string): Promise<string | null> {
      const row = await db
        .selectFrom('email_changes')
        .select('new_email')
        .where('user_id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      return row?.new_email ?? null;
    },

    async findByEmail(email: string): Promise<UsersTable | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    },

    /** 'duplicate' when the e-mail is taken, including by a concurrent insert (the UNIQUE index decides). */
    async insert(row: UsersTable): Promise<'inserted' | 'duplicate'> {
      try {
        await db.insertInto('users').values(row).execute();
        return 'inserted';
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
    },

    async updateDetails(id: string, details: Pick<UsersTable, 'name' | 'phone_number'>, updatedAt: string): Promise<UsersTable | undefined> {
      await db
        .updateTable('users')
        .set({ ...details, updated_at: updatedAt })
        .where('id', '=', id)
        .execute();
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Sets the password hash while the stored one is still `expectedHash` (a concurrent change wins once). */
    async updatePasswordHash(id: string, expectedHash: string, passwordHash: string, updatedAt: string): Promise<boolean> {
      const result = await db.updateTable('users').set({ password_hash: passwordHash, updated_at: updatedAt }).where('id', '=', id).where('password_hash', '=', expectedHash).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** 'duplicate' when another account has the e-mail (the UNIQUE index decides); false when the user is gone. */
    async updateEmail(id: string, email: string, updatedAt: string): Promise<'updated' | 'missing' | 'duplicate'> {
      try {
        const result = await db.updateTable('users').set({ email, updated_at: updatedAt }).where('id', '=', id).executeTakeFirst();
        return Number(result.numUpdatedRows) > 0 ? 'updated' : 'missing';
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
    },

    async updateAddress(id: string, address: AddressColumns, updatedAt: string): Promise<UsersTable | undefined> {
      await db
        .updateTable('users')
        .set({ ...address, updated_at: updatedAt })
        .where('id', '=', id)
        .execute();
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

export type UserRepo = ReturnType<typeof createUserRepo>;
