import { describe, expect, it } from 'vitest';
import { formatFailingAudits, formatTable, medianRun, summarize, THRESHOLDS, thresholdFailures, type LighthouseResult, type PageSummary } from './report';

function lhr(scores: { performance: number; accessibility: number; 'best-practices': number; seo: number }): LighthouseResult {
  return {
    requestedUrl: 'http://127.0.0.1:4000/',
    finalDisplayedUrl: 'http://127.0.0.1:4000/',
    categories: {
      performance: { score: scores.performance, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }, { id: 'uses-text-compression', weight: 0 }] },
      accessibility: { score: scores.accessibility, auditRefs: [{ id: 'color-contrast', weight: 7 }, { id: 'image-alt', weight: 10 }] },
      'best-practices': { score: scores['best-practices'], auditRefs: [] },
      seo: { score: scores.seo, auditRefs: [{ id: 'robots-txt', weight: 1 }] },
    },
    audits: {
      'largest-contentful-paint': { id: 'largest-contentful-paint', title: 'Largest Contentful Paint', score: 0.62, scoreDisplayMode: 'numeric', displayValue: '3.1 s', numericValue: 3130.4 },
      'first-contentful-paint': { id: 'first-contentful-paint', title: 'First Contentful Paint', score: 0.9, scoreDisplayMode: 'numeric', numericValue: 950 },
      'cumulative-layout-shift': { id: 'cumulative-layout-shift', title: 'CLS', score: 1, scoreDisplayMode: 'numeric', numericValue: 0.0123 },
      'total-blocking-time': { id: 'total-blocking-time', title: 'TBT', score: 1, scoreDisplayMode: 'numeric', numericValue: 29.6 },
      'uses-text-compression': {
        id: 'uses-text-compression',
        title: 'Enable text compression',
        score: 0,
        scoreDisplayMode: 'metricSavings',
        displayValue: 'Est savings of 161 KiB',
        details: { type: 'opportunity', items: [{ url: 'http://127.0.0.1:4000/' }, { url: 'http://127.0.0.1:4000/__manifest' }] },
      },
      'color-contrast': {
        id: 'color-contrast',
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
        score: 0,
        scoreDisplayMode: 'binary',
        details: { type: 'table', items: [{ node: { snippet: '<p class="text-gray-400">\n  Free   delivery</p>', selector: 'p.text-gray-400' } }] },
      },
      'image-alt': { id: 'image-alt', title: 'Image elements have [alt] attributes', score: 1, scoreDisplayMode: 'binary' },
      'robots-txt': { id: 'robots-txt', title: 'robots.txt is valid', score: null, scoreDisplayMode: 'notApplicable' },
      'largest-contentful-paint-element': {
        id: 'largest-contentful-paint-element',
        title: 'Largest Contentful Paint element',
        score: 0,
        scoreDisplayMode: 'metricSavings',
        details: { type: 'list', items: [{ type: 'table', items: [{ node: { snippet: '<img src="/media/a-640.webp">' } }] }] },
      },
    },
  };
}

const page = (name: string, scores: PageSummary['scores']): PageSummary => ({
  name,
  url: `http://127.0.0.1:4000/${name}`,
  scores,
  metrics: { lcpMs: 2400, cls: 0, tbtMs: 12, fcpMs: 1800 },
  failingAudits: [],
});

describe('summarize', () => {
  it('keeps the scores out of 100, the metrics and the LCP element', () => {
    const summary = summarize('home', lhr({ performance: 0.874, accessibility: 0.96, 'best-practices': 1, seo: 1 }));
    expect(summary.scores).toEqual({ performance: 87, accessibility: 96, 'best-practices': 100, seo: 100 });
    expect(summary.metrics).toEqual({ lcpMs: 3130.4, cls: 0.0123, tbtMs: 29.6, fcpMs: 950 });
    expect(summary.lcpElement).toBe('<img src="/media/a-640.webp">');
  });

  it('lists the failing audits of each category under 100, with a few items on one line each', () => {
    const summary = summarize('home', lhr({ performance: 0.87, accessibility: 0.96, 'best-practices': 1, seo: 1 }));
    expect(summary.failingAudits).toEqual([
      { category: 'performance', id: 'largest-contentful-paint', title: 'Largest Contentful Paint', display: '3.1 s', items: [] },
      {
        category: 'performance',
        id: 'uses-text-compression',
        title: 'Enable text compression',
        display: 'Est savings of 161 KiB',
        items: ['http://127.0.0.1:4000/', 'http://127.0.0.1:4000/__manifest'],
      },
      {
        category: 'accessibility',
        id: 'color-contrast',
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
        items: ['<p class="text-gray-400"> Free delivery</p>'],
      },
    ]);
  });

  it('lists nothing for a perfect page', () => {
    expect(summarize('home', lhr({ performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 })).failingAudits).toEqual([]);
  });
});

describe('medianRun', () => {
  const run = (performance: number | null) => page('home', { performance, accessibility: 100, 'best-practices': 100, seo: 100 });

  it('picks the run with the median performance score', () => {
    const runs = [run(96), run(61), run(90)];
    expect(medianRun(runs)).toBe(runs[2]);
    expect(medianRun([run(80)]).scores.performance).toBe(80);
  });

  it('takes the lower middle of an even count, and an unscored run as the worst', () => {
    expect(medianRun([run(95), run(null), run(90), run(70)]).scores.performance).toBe(70);
  });
});

describe('thresholdFailures', () => {
  it('holds every category of every page to 95 (docs/decisions/0052)', () => {
    expect(THRESHOLDS).toEqual({ performance: 95, accessibility: 95, 'best-practices': 95, seo: 95 });
  });

  it('names each page and category under its threshold, best practices included', () => {
    const pages = [
      page('home', { performance: 94, accessibility: 95, 'best-practices': 96, seo: 100 }),
      page('product', { performance: 95, accessibility: 94, 'best-practices': 92, seo: null }),
    ];
    expect(thresholdFailures(pages)).toEqual(['home: performance 94 < 95', 'product: accessibility 94 < 95', 'product: best-practices 92 < 95', 'product: seo not scored < 95']);
  });

  it('passes pages at or above every threshold', () => {
    expect(thresholdFailures([page('home', { performance: 95, accessibility: 95, 'best-practices': 95, seo: 95 })])).toEqual([]);
  });

  it('does not hold the search page, which says noindex on purpose, to the SEO threshold', () => {
    expect(thresholdFailures([page('search', { performance: 95, accessibility: 100, 'best-practices': 100, seo: 66 })])).toEqual([]);
    expect(thresholdFailures([page('search', { performance: 90, accessibility: 100, 'best-practices': 100, seo: 66 })])).toEqual(['search: performance 90 < 95']);
  });

  it('fails a page Lighthouse could not load', () => {
    const failed = { ...page('home', { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }), runtimeError: 'NO_FCP: no paint' };
    expect(thresholdFailures([failed])).toEqual(['home: Lighthouse failed (NO_FCP: no paint)']);
  });
});

describe('formatTable', () => {
  it('prints one aligned row per page with the scores and the metrics', () => {
    const pages = [
      page('home', { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 }),
      { ...page('product', { performance: 88, accessibility: 96, 'best-practices': null, seo: 100 }), metrics: { lcpMs: 850, cls: 0.1, tbtMs: null, fcpMs: 1234 } },
    ];
    expect(formatTable(pages)).toBe(
      [
        'page     perf  a11y  best-pr.  SEO     LCP    CLS    TBT    FCP',
        '-------  ----  ----  --------  ---  ------  -----  -----  -----',
        'home       97   100       100  100   2.4 s  0.000  12 ms  1.8 s',
        'product    88    96         –  100  850 ms  0.100      –  1.2 s',
      ].join('\n'),
    );
  });
});

describe('formatFailingAudits', () => {
  it('groups the audits by page and skips clean pages', () => {
    const clean = page('home', { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 });
    const failing = {
      ...page('product', { performance: 100, accessibility: 96, 'best-practices': 100, seo: 100 }),
      failingAudits: [{ category: 'accessibility' as const, id: 'color-contrast', title: 'Low contrast', items: ['<p class="x">'] }],
    };
    expect(formatFailingAudits([clean, failing])).toBe(['product (http://127.0.0.1:4000/product)', '  [accessibility] color-contrast: Low contrast', '      - <p class="x">'].join('\n'));
  });
});
