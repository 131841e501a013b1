/**
 * First-load JavaScript of a server-rendered page: every script the HTML asks for (script tags,
 * modulepreload links, the entry's `import`s, also when they start after the first paint:
 * docs/decisions/0072) and, transitively, their static imports, measured
 * gzip-compressed from the client build.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFERRED_MODULE_TYPE, PRELOADS_ATTRIBUTE } from '../../app/lib/scripts-after-paint.server';

export interface ScriptSize {
  /** The URL path, e.g. /assets/entry.client-abc.js. */
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoadJs {
  files: ScriptSize[];
  bytes: number;
  gzipBytes: number;
}

/** Same-origin script paths an HTML page loads up front (dynamic imports excluded). */
export function scriptPathsInHtml(html: string): string[] {
  const paths = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/\brel=["']?modulepreload\b/i.test(tag)) addPath(paths, attribute(tag, 'href'));
  }
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    addPath(paths, attribute(attributes, 'src'));
    const type = attribute(attributes, 'type');
    if (type === DEFERRED_MODULE_TYPE) for (const path of (attribute(attributes, PRELOADS_ATTRIBUTE) ?? '').split(' ')) addPath(paths, path);
    if (type === 'module' || type === DEFERRED_MODULE_TYPE) for (const specifier of staticImports(body)) addPath(paths, specifier);
  }
  return [...paths];
}

/** The specifiers of `import … from "x"` and `import "x"` in a module (not `import("x")`). */
export function staticImports(code: string): string[] {
  const specifiers: string[] = [];
  for (const match of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) {
    if (match[1] !== undefined) specifiers.push(match[1]);
  }
  // Re-exports (`export { a } from "x"`, `export * from "x"`) load their module too.
  for (const match of code.matchAll(/\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g)) {
    if (match[1] !== undefined) specifiers.push(match[1]);
  }
  return specifiers;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function addPath(paths: Set<string>, url: string | undefined): void {
  // Only our own absolute paths: the client build serves them (no CDN in Haat).
  if (url !== undefined && url.startsWith('/') && !url.startsWith('//') && /\.m?js$/.test(url.split('?')[0] ?? '')) paths.add(url.split('?')[0] ?? url);
}

export const gzipSize = (content: Buffer | string): number => gzipSync(content, { level: 9 }).length;

/**
 * Sizes the scripts `html` loads, following static imports between build files. `clientDir` is the
 * client build (build/client): URL path /assets/x.js is the file clientDir/assets/x.js.
 */
export function firstLoadJs(html: string, clientDir: string): FirstLoadJs {
  const pending = scriptPathsInHtml(html);
  const seen = new Set<string>(pending);
  const files: ScriptSize[] = [];
  while (pending.length > 0) {
    const path = pending.shift() as string;
    const content = readFileSync(join(clientDir, ...path.split('/').filter(Boolean)));
    files.push({ path, bytes: content.length, gzipBytes: gzipSize(content) });
    for (const specifier of staticImports(content.toString('utf8'))) {
      if (!specifier.startsWith('.') && !specifier.startsWith('/')) continue;
      const resolved = specifier.startsWith('/') ? specifier : posix.join(posix.dirname(path), specifier);
      if (!seen.has(resolved)) {
        seen.add(resolved);
        pending.push(resolved);
      }
    }
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, bytes: sum(files.map((file) => file.bytes)), gzipBytes: sum(files.map((file) => file.gzipBytes)) };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export const formatKiB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** "Home first-load JS: 98.1 KiB gzip (310.2 KiB raw) in 24 files", then the largest files. */
export function formatFirstLoadJs(label: string, result: FirstLoadJs, largest = 5): string {
  const lines = [`${label} first-load JS: ${formatKiB(result.gzipBytes)} gzip (${formatKiB(result.bytes)} raw) in ${result.files.length} files`];
  for (const file of result.files.slice(0, largest)) lines.push(`  ${formatKiB(file.gzipBytes).padStart(10)}  ${file.path}`);
  return lines.join('\n');
}
