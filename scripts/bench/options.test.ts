import { describe, expect, it } from 'vitest';
import { bestOf } from './load';
import { parseOptions } from './options';
import { formatBar } from './progress';

describe('parseOptions', () => {
  it('defaults to the small preset, 50 connections for 10 s after a 2 s warm-up', () => {
    expect(parseOptions([])).toMatchObject({ preset: 'small', products: 1000, orders: 0, connections: 50, duration: 10, warmup: 2, rounds: 1, build: true, save: true, port: 0 });
  });

  it('knows the large preset, and calls a changed size custom', () => {
    expect(parseOptions(['--preset', 'large'])).toMatchObject({ preset: 'large', products: 100_000, orders: 1_000_000 });
    expect(parseOptions(['--products', '5000', '--orders', '10'])).toMatchObject({ preset: 'custom', products: 5000, orders: 10 });
  });

  it('measures search and suggest alone with --preset search, and leaves them out of the others (docs/decisions/0054)', () => {
    expect(parseOptions(['--preset', 'search'])).toMatchObject({ products: 100_000, orders: 0, only: ['search', 'suggest'] });
    expect(parseOptions([]).only).not.toContain('search');
    expect(parseOptions(['--only', 'search']).only).toEqual(['search']);
  });

  it('streams the orders CSV with --preset large unless --no-orders-export', () => {
    expect(parseOptions(['--preset', 'large']).ordersExport).toBe(true);
    expect(parseOptions(['--preset', 'large', '--only', 'admin-stats', '--no-orders-export']).ordersExport).toBe(false);
    expect(parseOptions(['--orders-export']).ordersExport).toBe(true);
  });

  it('measures on SQLite unless --database-url names a PostgreSQL server', () => {
    expect(parseOptions([]).databaseUrl).toBeUndefined();
    expect(parseOptions(['--database-url', 'postgres://postgres@127.0.0.1:5432/test']).databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(() => parseOptions(['--database-url', 'file:./x.db'])).toThrow('--database-url must be a postgres:// URL');
  });

  it('takes --only as a list of known names', () => {
    expect(parseOptions(['--only', 'products,cod,products']).only).toEqual(['products', 'cod']);
    expect(() => parseOptions(['--only', 'products,nope'])).toThrow('--only: unknown nope');
  });

  it('refuses bad values with one readable line', () => {
    expect(() => parseOptions(['--preset', 'huge'])).toThrow('--preset must be small, large or search');
    expect(() => parseOptions(['--duration', '0'])).toThrow('--duration must be at least 1');
    expect(() => parseOptions(['--bogus'])).toThrow();
  });
});

describe('formatBar', () => {
  it('draws the share done, the counts and the time', () => {
    expect(formatBar('orders', 250_000, 1_000_000, 12.34)).toBe(`orders     [${'#'.repeat(8)}${'-'.repeat(22)}]  25% 250,000/1,000,000 12.3 s`);
  });
});

describe('bestOf', () => {
  it('keeps the fastest round with its latencies, and every round\'s errors', () => {
    const run = (rps: number, p99: number, non2xx: number) => ({ rps, p50: 1, p99, requests: rps * 10, non2xx, errors: 0 });
    expect(bestOf([run(900, 30, 0), run(1200, 12, 0), run(1000, 20, 3)])).toEqual({ rps: 1200, p50: 1, p99: 12, requests: 12000, non2xx: 3, errors: 0, timeouts: 0 });
  });
});
