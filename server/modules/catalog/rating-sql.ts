import { sql, type RawBuilder } from 'kysely';

/**
 * The rating a product shows, as SQL (docs/decisions/0055): its visible reviews' average to one
 * decimal once it has any, else the admin's rating, the same as mappers.ts's `productRating`. For
 * a sort or filter by rating: `table` names the products table (or its alias) in the query.
 */
export function productRatingSql(table = 'products'): RawBuilder<number> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return sql<number>`(case when ${column('review_count')} > 0 then round(${column('review_total')} * 1.0 / ${column('review_count')}, 1) else ${column('rating')} end)`;
}
