import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_CAP_MS, DEFERRED_MODULE_TYPE, withScriptsAfterPaint } from './scripts-after-paint.server';

const page =
  '<html><head><link rel="preload" as="style" href="/assets/app.css"/><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="N"/><link rel="modulepreload" href="/assets/framework.js" nonce="N"/></head>' +
  '<body><img src="/media/a.webp" fetchpriority="high"/><p>&lt;link rel=&quot;modulepreload&quot;&gt;</p>' +
  '<script nonce="N">window.__reactRouterContext = {};</script>' +
  '<script nonce="N" type="module" async="">;\nimport * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");</script>' +
  '<script nonce="N">window.__reactRouterContext.streamController.close();</script></body></html>';

describe('withScriptsAfterPaint', () => {
  const html = withScriptsAfterPaint(page);

  it('takes the module preloads out and keeps the router module as inert text, with the preloads beside it', () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<script nonce="N" type="${DEFERRED_MODULE_TYPE}" id="haat-scripts" data-preload="/assets/entry.client.js /assets/framework.js">;\nimport * as route0 from "/assets/root.js";`);
    // The stylesheet, the image and the other scripts stay where they were.
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<img src="/media/a.webp" fetchpriority="high"/><p>&lt;link rel=&quot;modulepreload&quot;&gt;</p>');
    expect(html.indexOf('window.__reactRouterContext = {}')).toBeLessThan(html.indexOf('haat-scripts'));
    expect(html).toMatch(/<\/script><script nonce="N">window\.__reactRouterContext\.streamController\.close\(\);<\/script><\/body><\/html>$/);
  });

  it('leaves a document without the router module as it is', () => {
    const other = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><script type="module" src="/b.js"></script></body></html>';
    expect(withScriptsAfterPaint(other)).toBe(other);
  });

  /** Runs the page's starter against a minimal document; `fire` plays the browser's events. */
  function runStarter(readyState: 'loading' | 'complete', visibilityState: 'visible' | 'hidden') {
    const starter = /<script nonce="N">(\(\(\) => \{.*?)<\/script>/.exec(html)?.[1];
    expect(starter).toBeDefined();
    const appended: { tag: string; rel?: string; href?: string; type?: string; nonce?: string; textContent?: string }[] = [];
    const listeners: Record<string, () => void> = {};
    const timers: { fn: () => void; ms: number }[] = [];
    const frames: (() => void)[] = [];
    const deferred = { dataset: { preload: '/assets/entry.client.js /assets/framework.js' }, textContent: 'import * as route0 from "/assets/root.js";' };
    const element = (tag: string) => ({ tag });
    const document = {
      currentScript: { nonce: 'N' },
      readyState,
      visibilityState,
      getElementById: (id: string) => (id === 'haat-scripts' ? deferred : null),
      createElement: element,
      head: { append: (node: (typeof appended)[number]) => appended.push(node) },
      body: { append: (node: (typeof appended)[number]) => appended.push(node) },
    };
    runInNewContext(starter!, {
      document,
      addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    });
    return { appended, listeners, timers, frames };
  }

  it('starts the preloads and the module once the page has loaded and painted, and only once', () => {
    const { appended, listeners, timers, frames } = runStarter('loading', 'visible');
    expect(appended).toEqual([]);
    expect(timers.map((timer) => timer.ms)).toEqual([AFTER_PAINT_CAP_MS]);
    listeners.load!();
    expect(appended).toEqual([]);
    frames.shift()!();
    timers.at(-1)!.fn();
    expect(appended).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/framework.js' },
      { tag: 'script', type: 'module', nonce: 'N', textContent: 'import * as route0 from "/assets/root.js";' },
    ]);
    timers[0]!.fn();
    expect(appended).toHaveLength(3);
  });

  it('starts by the cap when the load event is late, and at once in a background tab', () => {
    const late = runStarter('loading', 'visible');
    late.timers[0]!.fn();
    expect(late.appended).toHaveLength(3);
    const hidden = runStarter('complete', 'hidden');
    expect(hidden.appended).toHaveLength(3);
  });
});
