import { describe, expect, it } from 'vitest';
import type { LoadFigures } from './load';
import { checkTargets, formatMarkdown, formatTable, replaceReadmeSection, type BenchReport, type EndpointResult } from './report';

const figures = (rps: number, p99: number, extra: Partial<LoadFigures> = {}): LoadFigures => ({ rps, p50: p99 / 3, p99, requests: rps * 10, non2xx: 0, errors: 0, ...extra });

const result = (name: string, label: string, app: LoadFigures, bareRps: number): EndpointResult => ({
  name,
  label,
  method: 'GET',
  path: '/x',
  status: 200,
  bytes: 1234,
  app,
  bare: figures(bareRps, 5),
  ratio: app.rps / bareRps,
});

function report(products: number, results: EndpointResult[], date = '2026-11-23T05:00:00Z'): BenchReport {
  return {
    date,
    commit: 'abc1234',
    preset: products === 1000 ? 'small' : 'large',
    size: { products, orders: products === 1000 ? 0 : 1_000_000 },
    machine: { cpus: 2, cpuModel: 'Xeon', memoryGiB: 24, node: 'v20.20.2', platform: 'linux', note: 'shared/noisy' },
    settings: { connections: 50, duration: 10, warmup: 2, rounds: 1 },
    generation: { seconds: 3.2, generatedAt: date, cached: false },
    results,
    targets: [],
  };
}

const small = [
  result('products', 'GET /api/products?page=1', figures(7000, 20), 10000),
  result('category', 'GET /api/products/category/{name}?page=5', figures(6000, 10), 10000),
  result('product-page', 'SSR product page /product/{id}', figures(1000, 80), 5000),
];

describe('checkTargets', () => {
  it('marks each of the issue targets met or MISSED, and the growth not measured without both sizes', () => {
    const targets = checkTargets(small);
    expect(targets.map((t) => [t.description, t.value, t.result])).toEqual([
      ['GET /api/products?page=1: ratio to bare', 0.7, 'met'],
      ['GET /api/products?page=1: p99 (ms)', 20, 'met'],
      ['SSR product page: ratio to bare', 0.2, 'MISSED'],
      ['GET /api/products?page=1: p99 growth 1k → 100k products (×)', null, 'not measured'],
      ['GET /api/products/category/{name}?page=5: p99 growth 1k → 100k products (×)', null, 'not measured'],
    ]);
  });

  it('compares the p99 of the list pages between the small and the large run', () => {
    const large = [result('products', 'GET /api/products?page=1', figures(6000, 24), 10000), result('category', 'c', figures(6000, 30), 10000)];
    const targets = checkTargets(large, { small: report(1000, small), large: report(100_000, large, '2026-11-23T06:00:00Z') });
    expect(targets[3]).toMatchObject({ value: 1.2, result: 'met' });
    expect(targets[3]!.detail).toContain('20.0 ms at 1,000 products');
    expect(targets[4]).toMatchObject({ value: 3, result: 'MISSED' });
  });

  it('never counts a run with errors as met', () => {
    const failing = [result('products', 'GET /api/products?page=1', figures(9000, 5, { non2xx: 12 }), 10000)];
    const [ratio] = checkTargets(failing);
    expect(ratio).toMatchObject({ result: 'MISSED' });
    expect(ratio!.detail).toContain('12 non-2xx');
  });
});

describe('a run without a single answer', () => {
  // Every request timed out: autocannon reports 0 req/s and 0 ms, which are no figures at all.
  const stalled = result('admin-stats', 'GET /api/admin/stats?range=90d (admin)', figures(0, 0, { requests: 0, p50: 0, errors: 500, timeouts: 500 }), 10000);
  const stalledReport = report(100_000, [stalled]);
  stalledReport.targets = checkTargets([stalled]);

  it('shows the errors and timeouts in the table, not 0 req/s and 0 ms', () => {
    const row = formatTable(stalledReport)
      .split('\n')
      .find((line) => line.startsWith('GET /api/admin/stats'));
    expect(row?.split(/\s{2,}/)).toEqual(['GET /api/admin/stats?range=90d (admin)', 'no answers', '-', '-', '10,000', '-', '0/500/500']);
  });

  it('misses the p99 target with the reason, instead of meeting it with 0 ms', () => {
    const target = stalledReport.targets.find((t) => t.description.startsWith('GET /api/admin/stats'));
    expect(target).toMatchObject({ value: null, result: 'MISSED' });
    expect(target!.detail).toBe('no answer at all: 0 non-2xx answers, 500 errors (500 timeouts)');
    expect(formatTable(stalledReport)).toContain('GET /api/admin/stats?range=90d: p99 (ms): no answer at all');
  });
});

describe('formatting', () => {
  const full = report(1000, small);
  full.targets = checkTargets(small);

  it('prints an aligned table with the figures, the machine and the targets', () => {
    const text = formatTable(full);
    expect(text).toContain('2 cores (Xeon), 24 GiB, Node 20.20.2, linux, shared/noisy');
    const row = text.split('\n').find((line) => line.startsWith('GET /api/products?page=1 '));
    expect(row?.split(/\s{2,}/)).toEqual(['GET /api/products?page=1', '7,000', '6.7', '20.0', '10,000', '0.70', '0/0/0']);
    expect(text).toMatch(/SSR product page: ratio to bare\s+0\.20\s+≥ 0\.30\s+MISSED/);
  });

  it('writes a Markdown table and puts it between the README markers', () => {
    const markdown = formatMarkdown(full, 'bench/results/x.json');
    expect(markdown).toContain('| GET /api/products?page=1 | 7,000 | 6.7 | 20.0 | 10,000 | 0.70 | 0/0/0 |');
    const readme = '# Haat\n\n## Benchmarks\n<!-- bench:small -->\nold\n<!-- /bench:small -->\nafter\n';
    const updated = replaceReadmeSection(readme, 'small', markdown);
    expect(updated).toContain(`<!-- bench:small -->\n${markdown}\n<!-- /bench:small -->\nafter`);
    expect(updated).not.toContain('old');
    expect(replaceReadmeSection('# no markers', 'small', markdown)).toBeNull();
  });
});
