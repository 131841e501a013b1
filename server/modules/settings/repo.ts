import type { Db } from '../../db/connect';

const ROW_ID = 1;

/** The settings' SQL: one row read and written whole. */
export function createSettingsRepo(db: Db) {
  return {
    /** The saved document's JSON text, or undefined before the shop first saved its settings. */
    async read(): Promise<string | undefined> {
      return (await db.selectFrom('shop_settings').select('settings').where('id', '=', ROW_ID).executeTakeFirst())?.settings;
    },

    /** Saves the document (inserting the row the first time). */
    async write(settings: string, now: string): Promise<void> {
      await db
        .insertInto('shop_settings')
        .values({ id: ROW_ID, settings, updated_at: now })
        .onConflict((oc) => oc.column('id').doUpdateSet({ settings, updated_at: now }))
        .execute();
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
