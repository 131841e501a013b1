/** PostgreSQL hands back `Date` for timestamptz columns, SQLite the ISO text we stored. */
export function toIso(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function nowIso(clock: () => Date = () => new Date()): string {
  return clock().toISOString();
}
