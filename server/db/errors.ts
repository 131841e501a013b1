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

/**
 * True when a write broke a FOREIGN KEY: PostgreSQL SQLSTATE 23503, better-sqlite3
 * `SQLITE_CONSTRAINT_FOREIGNKEY` (the connection enables foreign_keys). A row naming one deleted
 * meanwhile (a product in a category deleted meanwhile, a review of a product deleted meanwhile).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
