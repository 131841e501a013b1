import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countElements, formatSizeTable, overBudget, parseBudget, type Budget, type PageSize } from './budget';
import { fetchServedHtml } from './measure';

// The size budget (docs/decisions/0052): what `npm run size` checks in CI.

const PAGES = ['home', 'product'];

const budgetJson = (pages: Record<string, unknown>) => JSON.stringify({ $comment: 'test', pages });
const limits = { firstLoadJsGzip: 100_000, html: 50_000, htmlGzip: 10_000 };
const budget: Budget = { home: limits, product: limits };

const page = (name: string, sizes: Partial<PageSize> = {}): PageSize => ({ name, path: `/${name}`, firstLoadJsGzip: 90_000, html: 40_000, htmlGzip: 9_000, domElements: 500, ...sizes });

describe('parseBudget (docs/decisions/0052)', () => {
  it('reads one budget per measured page', () => {
    expect(parseBudget(budgetJson({ home: limits, product: limits }), PAGES)).toEqual(budget);
  });

  it('refuses a page in the budget that the command does not measure, naming it', () => {
    expect(() => parseBudget(budgetJson({ home: limits, product: limits, serach: limits }), PAGES)).toThrow(
      'lighthouse/size-budget.json has a budget for "serach", which npm run size does not measure (it measures home, product)',
    );
  });

  it('refuses a measured page without a budget', () => {
    expect(() => parseBudget(budgetJson({ home: limits }), PAGES)).toThrow('lighthouse/size-budget.json has no budget for product');
  });

  it('refuses a figure missing, misspelt or not a whole number of bytes', () => {
    expect(() => parseBudget(budgetJson({ home: limits, product: { firstLoadJsGzip: 1, html: 2 } }), PAGES)).toThrow(/htmlGzip/);
    expect(() => parseBudget(budgetJson({ home: limits, product: { ...limits, htmlGz: 3 } }), PAGES)).toThrow(/htmlGz/);
    expect(() => parseBudget(budgetJson({ home: limits, product: { ...limits, html: 12.5 } }), PAGES)).toThrow(/html/);
  });

  it('reads the committed budget file for the pages npm run size measures', () => {
    const json = readFileSync(join(import.meta.dirname, '../../lighthouse/size-budget.json'), 'utf8');
    expect(Object.keys(parseBudget(json, ['home', 'products', 'category', 'product', 'search', 'login', 'cart']))).toHaveLength(7);
  });
});

describe('overBudget (docs/decisions/0052)', () => {
  it('passes pages within their budget, up to the byte', () => {
    expect(overBudget([page('home'), page('product', { ...limits })], budget)).toEqual([]);
  });

  it('fails a page that grows past its budget, naming the page and the figure', () => {
    const grown = page('product', { firstLoadJsGzip: 100_001 });
    expect(overBudget([page('home'), grown], budget)).toEqual(['product: first-load JS (gzip) 97.7 KiB is over its budget of 97.7 KiB (100,001 bytes > 100,000 bytes)']);
  });

  it('names every figure over, HTML and compressed HTML too', () => {
    expect(overBudget([page('home', { html: 60_000, htmlGzip: 12_288 })], budget)).toEqual([
      'home: HTML 58.6 KiB is over its budget of 48.8 KiB (60,000 bytes > 50,000 bytes)',
      'home: HTML (gzip) 12.0 KiB is over its budget of 9.8 KiB (12,288 bytes > 10,000 bytes)',
    ]);
  });

  it('fails a measured page without a budget', () => {
    expect(overBudget([page('cart')], budget)).toEqual(['cart: no budget for this page']);
  });
});

describe('countElements (docs/decisions/0052)', () => {
  it('counts start tags, not end tags, comments or what scripts and styles contain', () => {
    const html = [
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>Haat</title>',
      '<style>.a > b { color: red } </style>',
      '<script type="application/ld+json">{"name": "<b>bold</b>"}</script>',
      '<script nonce="x">if (a <b) window.x = "<div>";</script></head>',
      '<body><!-- <p>gone</p> --><main><p>1 < 2 and <br/> and <img src="/a.webp" alt=""></p></main></body></html>',
    ].join('');
    // html, head, meta, title, style, script, script, body, main, p, br, img
    expect(countElements(html)).toBe(12);
  });
});

describe('fetchServedHtml (docs/decisions/0052)', () => {
  const html = `<!DOCTYPE html><html><body>${'<p>Handloom cotton saree</p>'.repeat(50)}</body></html>`;
  const gzipped = gzipSync(html);
  const requests: { acceptEncoding: string | undefined; cookie: string | undefined }[] = [];
  let server: Server;
  let origin = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push({ acceptEncoding: req.headers['accept-encoding'], cookie: req.headers.cookie });
      if (req.url === '/missing') return res.writeHead(404).end('Not found');
      if (req.url === '/plain') return res.writeHead(200, { 'content-type': 'text/html' }).end(html);
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipped);
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  it('weighs the page as served: gzip bytes on the wire, the document uncompressed, its elements', async () => {
    const served = await fetchServedHtml(`${origin}/`);
    expect(served).toEqual({ html, bytes: Buffer.byteLength(html), gzipBytes: gzipped.length, domElements: 52 });
    expect(requests.at(-1)).toEqual({ acceptEncoding: 'gzip', cookie: undefined });
  });

  it('fails on an error status or a page sent uncompressed', async () => {
    await expect(fetchServedHtml(`${origin}/missing`)).rejects.toThrow(`GET ${origin}/missing: 404`);
    await expect(fetchServedHtml(`${origin}/plain`)).rejects.toThrow('the page came uncompressed (Content-Encoding: none)');
  });
});

describe('formatSizeTable', () => {
  it('prints each figure against its budget with the share used', () => {
    expect(formatSizeTable([page('home', { firstLoadJsGzip: 51_200, html: 40_960, htmlGzip: 5_120, domElements: 1_063 })], { home: { firstLoadJsGzip: 102_400, html: 40_960, htmlGzip: 10_240 } })).toBe(
      [
        'page  first-load JS gzip / budget               HTML / budget        HTML gzip / budget  DOM elements',
        '----  ---------------------------  --------------------------  ------------------------  ------------',
        'home   50.0 KiB / 100.0 KiB (50%)  40.0 KiB / 40.0 KiB (100%)  5.0 KiB / 10.0 KiB (50%)         1,063',
      ].join('\n'),
    );
  });
});
