/**
 * True when a conditional write (`… WHERE state = … RETURNING id`, or an insert `ON CONFLICT DO
 * NOTHING RETURNING id`) gave a row back: this caller made the change; a racing one gets false.
 * The repos decide races with it, never by reading first.
 */
export async function wroteRow(query: { executeTakeFirst(): Promise<unknown> }): Promise<boolean> {
  return (await query.executeTakeFirst()) !== undefined;
}
