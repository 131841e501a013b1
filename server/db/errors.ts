/**
 * True when a write failed on a UNIQUE constraint, on either database: better-sqlite3 reports
 * `SQLITE_CONSTRAINT_UNIQUE` (or `_PRIMARYKEY`), PostgreSQL SQLSTATE 23505. Lets a repo turn a
 * lost race (two inserts of the same key at once) into a conflict instead of a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
