import type { Db } from '../../db/connect';

/** Secrets every process of the shop shares (migration 0017), made once by whichever asks first. */
export function createServerSecretRepo(db: Db) {
  return {
    /**
     * The secret called `name`: `fresh` is stored when there is none yet; of processes racing to
     * make it, the primary key keeps the first, and all of them read that one back.
     */
    async getOrCreate(name: string, fresh: string, now: string): Promise<string> {
      await db.insertInto('server_secrets').values({ name, value: fresh, created_at: now }).onConflict((oc) => oc.column('name').doNothing()).execute();
      const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
      return row.value;
    },
  };
}

export type ServerSecretRepo = ReturnType<typeof createServerSecretRepo>;
