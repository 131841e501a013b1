import type { Db } from '../../db/connect';
import { wroteRow } from '../../db/writes';
import type { ReplacementStatus } from '../../../common/replacements';
import type { ReplacementRequestsTable } from './tables';

/**
 * The replacement requests' SQL (docs/decisions/0048). A line's open request is unique (a partial
 * unique index): of two racing requests one insert writes; a decision is one conditional UPDATE
 * from 'requested', so of two racing deciders exactly one moves it.
 */
export function createReplacementsRepo(db: Db) {
  return {
    /** False when the line has an open request already. */
    async insertReplacement(row: ReplacementRequestsTable): Promise<boolean> {
      return wroteRow(db.insertInto('replacement_requests').values(row).onConflict((oc) => oc.doNothing()).returning('id'));
    },

    async findReplacement(orderId: string, id: string): Promise<ReplacementRequestsTable | undefined> {
      return db.selectFrom('replacement_requests').selectAll().where('order_id', '=', orderId).where('id', '=', id).executeTakeFirst();
    },

    /** The line's requests that are open or accepted (an accepted one is being replaced: no new request for it). */
    async liveReplacementsOfLine(orderItemId: string): Promise<Pick<ReplacementRequestsTable, 'status'>[]> {
      return db.selectFrom('replacement_requests').select('status').where('order_item_id', '=', orderItemId).where('status', 'in', ['requested', 'accepted']).execute();
    },

    /** requested → accepted or declined, with the shop's note: true for the one caller that decided. */
    async decideReplacement(id: string, to: Exclude<ReplacementStatus, 'requested'>, note: string | null, now: string): Promise<boolean> {
      return wroteRow(
        db
          .updateTable('replacement_requests')
          .set({ status: to, decision_note: note, decided_at: now })
          .where('id', '=', id)
          .where('status', '=', 'requested')
          .returning('id'),
      );
    },

    /** How many orders have a request waiting for the shop (the dashboard's count). */
    async countOrdersAwaitingReplacement(): Promise<number> {
      const row = await db
        .selectFrom('replacement_requests')
        .select((eb) => eb.fn.count<string | number>('order_id').distinct().as('count'))
        .where('status', '=', 'requested')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
