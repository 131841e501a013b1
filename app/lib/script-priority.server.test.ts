import { describe, expect, it } from 'vitest';
import { withLowPriorityModulePreloads } from './script-priority.server';

describe('withLowPriorityModulePreloads', () => {
  it('marks every module preload low, and nothing else', () => {
    const html =
      '<link rel="preload" as="style" href="/assets/app.css"/><link rel="stylesheet" href="/assets/app.css"/>' +
      '<img src="/media/a.webp" fetchpriority="high"/>' +
      '<link rel="modulepreload" href="/assets/framework.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js"/>';
    expect(withLowPriorityModulePreloads(html)).toBe(
      '<link rel="preload" as="style" href="/assets/app.css"/><link rel="stylesheet" href="/assets/app.css"/>' +
        '<img src="/media/a.webp" fetchpriority="high"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/framework.js" nonce="n"/><link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/>',
    );
  });

  it('leaves a preload that already says its priority, and text that only mentions one', () => {
    const html = '<link rel="modulepreload" fetchpriority="high" href="/a.js"/><p>&lt;link rel=&quot;modulepreload&quot;&gt;</p>';
    expect(withLowPriorityModulePreloads(html)).toBe(html);
  });
});
