import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect';
import { likeContains } from '../../db/like';
import type { Database } from '../../db/types';
import type { UsersTable } from './tables';

/** What the owner's desk searches customers by (docs/decisions/0061): lower-cased text, and its digits when it reads as a phone number. */
export interface CustomerSearch {
  text: string;
  digits: string | null;
}

export type CustomerRow = Pick<UsersTable, 'id' | 'name' | 'email' | 'phone_number' | 'created_at'>;

/** Part of the name or e-mail (case-insensitive), or of the phone number's digits; every LIKE wildcard typed is taken literally. */
function matching(search: CustomerSearch | undefined) {
  return (eb: ExpressionBuilder<Database, 'users'>) => {
    if (search === undefined) return eb.and([]);
    const any: Expression<SqlBool>[] = [likeContains(eb.fn<string>('lower', [eb.ref('name')]), search.text), likeContains(eb.ref('email'), search.text)];
    if (search.digits !== null) any.push(likeContains(sql<string>`replace(replace(replace(${eb.ref('phone_number')}, ' ', ''), '-', ''), '+', '')`, search.digits));
    return eb.or(any);
  };
}

/** The customers' list for the owner's desk: a page, newest accounts first (index users_newest), and its count. */
export function createCustomerDirectoryRepo(db: Db) {
  return {
    async page(offset: number, limit: number, search?: CustomerSearch): Promise<CustomerRow[]> {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'phone_number', 'created_at'])
        .where(matching(search))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    async count(search?: CustomerSearch): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where(matching(search))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type CustomerDirectoryRepo = ReturnType<typeof createCustomerDirectoryRepo>;
