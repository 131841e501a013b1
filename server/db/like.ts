import { sql, type Expression, type SqlBool } from 'kysely';

/** `text` as a LIKE pattern matching it anywhere, its own % and _ (and the escape) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `column` contains `text` (as typed: callers lower-case both sides, as PostgreSQL's LIKE heeds case). */
export function likeContains(column: Expression<string>, text: string) {
  return sql<SqlBool>`${column} like ${containsPattern(text)} escape '\\'`;
}
