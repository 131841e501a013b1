import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { connectDatabase, type Db } from './connect';
import { migrateToLatest } from './migrate';
import { createUnitOfWork, type UnitOfWork } from './unit-of-work';

// The jobs table is any table: these tests only need rows to write and count.
let database: TestDatabase;
let pool: Db;
let uow: UnitOfWork;
let sequence = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = connectDatabase(database.url);
  await migrateToLatest(pool);
  uow = createUnitOfWork(pool);
});

afterAll(async () => {
  await pool.destroy();
  await database.drop();
});

const at = new Date().toISOString();
async function writeJob(kind: string): Promise<void> {
  sequence += 1;
  const row = { id: `job-${sequence}`, kind, payload: 'null', dedupe_key: null, state: 'pending' as const, attempts: 0, max_attempts: 1 };
  await uow.db.insertInto('jobs').values({ ...row, run_at: at, locked_until: null, last_error: null, created_at: at, updated_at: at, finished_at: null }).execute();
}
const count = async (kind: string) => (await pool.selectFrom('jobs').select('id').where('kind', '=', kind).execute()).length;

describe('unit of work', () => {
  it('commits what every call inside wrote, through the shared handle', async () => {
    await uow.transaction(async () => {
      await writeJob('commit');
      await writeJob('commit');
    });
    expect(await count('commit')).toBe(2);
  });

  it('rolls everything back when the work throws, joined transactions included', async () => {
    await expect(
      uow.transaction(async () => {
        await writeJob('rollback');
        await uow.transaction(() => writeJob('rollback'));
        throw new Error('checkout failed half-way');
      }),
    ).rejects.toThrow('checkout failed half-way');
    expect(await count('rollback')).toBe(0);
  });

  it('sends work still running after the transaction ended to the pool, not to the finished transaction', async () => {
    let late: Promise<void> | undefined;
    await uow.transaction(async () => {
      await writeJob('late');
      late = new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() => writeJob('late'));
    });
    await late;
    expect(await count('late')).toBe(2);
  });

  it('keeps concurrent transactions apart: one rolling back loses nothing of the other', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        uow.transaction(async () => {
          await writeJob('apart');
          await new Promise((resolve) => setTimeout(resolve, 1));
          await writeJob('apart');
          if (i % 2 === 1) throw new Error('odd ones fail');
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(4);
    expect(await count('apart')).toBe(8);
  });
});
