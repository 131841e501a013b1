import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { addCategory, addProducts } from '../../test/catalog-fixtures';
import { down, up } from './0023_colour_swatches';

// Migration 0023 on a shop with products already (docs/decisions/0049): every stored colour gains
// `swatch: null` (the guess from the name), a swatch the owner chose stays, and nothing else changes.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'silent' });
});
afterAll(() => app.close());

describe('migration 0023_colour_swatches', () => {
  it('gives every stored colour a swatch key, null unless the owner chose one', async () => {
    const { db } = app.runtime;
    const category = await addCategory(db, 'Migration swatches');
    const [plain, chosen] = await addProducts(db, category, 2, { colors: ['Indigo', 'Maroon'] });
    const colorsOf = async (id: string) => JSON.parse((await db.selectFrom('products').select('colors').where('id', '=', id!).executeTakeFirstOrThrow()).colors) as Record<string, unknown>[];
    const before = await colorsOf(plain!);
    const withChoice = (await colorsOf(chosen!)).map((colour, i) => (i === 0 ? { ...colour, swatch: '#3f51b5' } : colour));
    await db.updateTable('products').set({ colors: JSON.stringify(withChoice) }).where('id', '=', chosen!).execute();

    await down(db);
    expect((await colorsOf(plain!)).every((colour) => !('swatch' in colour))).toBe(true);
    await up(db);

    expect(await colorsOf(plain!)).toEqual(before.map((colour) => ({ ...colour, swatch: null })));
    expect((await colorsOf(chosen!)).map((colour) => colour.swatch)).toEqual([null, null]);
    await db.updateTable('products').set({ colors: JSON.stringify(withChoice) }).where('id', '=', chosen!).execute();
    await up(db);
    expect((await colorsOf(chosen!)).map((colour) => colour.swatch)).toEqual(['#3f51b5', null]);
  });
});
