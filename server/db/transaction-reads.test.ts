import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';

/**
 * A transaction holds one pool connection until it ends, so it must never wait on work that needs
 * another (docs/decisions/0050): with every connection held by transactions waiting so, nothing
 * moves. The PostgreSQL pool has 10 connections (server/db/connect.ts); SQLite has one, held by
 * the open transaction. The settings' freshness check (the catalogue version, read on every call
 * under NODE_ENV=test) is what every order e-mail reads inside its transaction.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const POOL_SIZE = 10;
// How many transactions can be open at once: the pool's connections, or SQLite's one.
const capacity = process.env.TEST_DATABASE_URL ? POOL_SIZE : 1;

/** `promise`, or a rejection once `ms` have passed: a hang fails the test instead of blocking it. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting after ${ms} ms: the transactions starve the pool`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the transactions did not open');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('reads inside a transaction', () => {
  it('more transactions than the pool holds each read the settings while a read outside any transaction is under way: all finish', async () => {
    const { transaction, settings, catalogueVersion } = app.runtime.services;
    for (let round = 0; round < 3; round += 1) {
      let opened = 0;
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const transactions = Array.from({ length: POOL_SIZE + 2 }, () =>
        transaction(async () => {
          opened += 1;
          await gate;
          const [shop, version] = await Promise.all([settings.current(), catalogueVersion.current()]);
          return { shop, version };
        }),
      );
      // Every connection is held by an open transaction; a request outside any starts the shared read.
      await until(() => opened === capacity);
      const outside = settings.current();
      open();
      const results = await within(10_000, Promise.all([outside, ...transactions]));
      expect(results).toHaveLength(POOL_SIZE + 3);
    }
  });
});
