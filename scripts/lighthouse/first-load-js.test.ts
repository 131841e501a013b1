import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withScriptsAfterPaint } from '../../app/lib/scripts-after-paint.server';
import { firstLoadJs, formatFirstLoadJs, gzipSize, scriptPathsInHtml, staticImports } from './first-load-js';

describe('scriptPathsInHtml', () => {
  it('finds modulepreload links, script sources and the imports of inline modules, once each', () => {
    const html = [
      '<head><link rel="modulepreload" href="/assets/entry.js" nonce="n"/>',
      '<link rel="stylesheet" href="/assets/app.css"/><link rel="preload" as="image" href="/media/a.webp"/>',
      '<link rel="modulepreload" href="/assets/root.js?v=1"/></head>',
      '<body><script src="/assets/legacy.js"></script><script>window.__ctx = {"route": "/assets/not-loaded.js"}</script>',
      '<script type="module" async>import "/assets/entry.js";\nimport * as route0 from "/assets/root.js";\nimport("/assets/lazy.js");</script>',
      '<script src="https://cdn.example.com/x.js"></script></body>',
    ].join('');
    expect(scriptPathsInHtml(html)).toEqual(['/assets/entry.js', '/assets/root.js', '/assets/legacy.js']);
  });

  it('counts the scripts a page starts after its first paint (docs/decisions/0072)', () => {
    const html = withScriptsAfterPaint(
      '<head><link rel="modulepreload" href="/assets/entry.js" nonce="n"/></head><body>' +
        '<script nonce="n" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script></body>',
    );
    expect(scriptPathsInHtml(html)).toEqual(['/assets/entry.js', '/assets/root.js']);
  });
});

describe('staticImports', () => {
  it('reads minified static imports and re-exports, not dynamic imports', () => {
    const code = 'import{a as b,c}from"./chunk-A.js";import"./side.js";import*as d from"./ns.js";export{e}from"./re.js";const f=()=>import("./lazy.js");';
    expect(staticImports(code)).toEqual(['./chunk-A.js', './side.js', './ns.js', './re.js']);
  });
});

describe('firstLoadJs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'haat-first-load-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sums the gzip sizes of the scripts the page loads and of their static imports', () => {
    mkdirSync(join(dir, 'assets'));
    const files: Record<string, string> = {
      'entry.js': `import{x}from"./shared.js";console.log(x, ${JSON.stringify('entry '.repeat(50))});`,
      'shared.js': `export const x=${JSON.stringify('shared '.repeat(80))};`,
      'route.js': 'import{x}from"./shared.js";import"./style-helper.js";const later=()=>import("./admin.js");',
      'style-helper.js': 'export const y = 1;',
      'admin.js': `export const admin=${JSON.stringify('admin '.repeat(500))};`,
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), content);
    const html = '<link rel="modulepreload" href="/assets/entry.js"/><script type="module">import "/assets/route.js";</script>';

    const result = firstLoadJs(html, dir);

    const loaded = ['entry.js', 'route.js', 'shared.js', 'style-helper.js'];
    expect(result.files.map((file) => file.path).sort()).toEqual(loaded.map((name) => `/assets/${name}`));
    expect(result.bytes).toBe(loaded.reduce((sum, name) => sum + Buffer.byteLength(files[name] ?? ''), 0));
    expect(result.gzipBytes).toBe(loaded.reduce((sum, name) => sum + gzipSize(files[name] ?? ''), 0));
    // Largest (compressed) first.
    expect(result.files.map((file) => file.gzipBytes)).toEqual([...result.files.map((file) => file.gzipBytes)].sort((a, b) => b - a));
  });

  it('prints the total and the largest files', () => {
    const text = formatFirstLoadJs('Home page', { files: [{ path: '/assets/a.js', bytes: 4096, gzipBytes: 2048 }], bytes: 4096, gzipBytes: 2048 });
    expect(text).toBe('Home page first-load JS: 2.0 KiB gzip (4.0 KiB raw) in 1 files\n     2.0 KiB  /assets/a.js');
  });
});
