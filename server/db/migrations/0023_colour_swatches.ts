import type { Kysely } from 'kysely';

// docs/decisions/0049: a product colour may carry the owner's swatch colour ('#rrggbb'); null
// means the shop guesses it from the colour's name. Colours live as JSON in `products.colors`
// (read with their product, never alone), so there is no new column: every stored colour gets the
// key, set to null, so the rows hold one shape on SQLite and PostgreSQL alike. Done row by row
// in TypeScript rather than with each dialect's JSON functions, so both run the same code.

type StoredColour = Record<string, unknown>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the other migrations: the schema of that moment
async function rewriteColours(db: Kysely<any>, change: (colour: StoredColour) => StoredColour): Promise<void> {
  const rows = (await db.selectFrom('products').select(['id', 'colors']).execute()) as { id: string; colors: string }[];
  for (const row of rows) {
    const colours = (JSON.parse(row.colors) as StoredColour[]).map(change);
    const json = JSON.stringify(colours);
    if (json !== row.colors) await db.updateTable('products').set({ colors: json }).where('id', '=', row.id).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await rewriteColours(db, (colour) => ({ ...colour, swatch: colour.swatch ?? null }));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await rewriteColours(db, ({ swatch: _swatch, ...colour }) => colour);
}
