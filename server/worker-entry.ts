import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The project's root: the first directory up from `from` with a package.json. The thread pools
 * run from source (server/) and bundled into the server build (build/server/), and their workers
 * are always the source files, run through tsx as the server itself is (`tsx server/main.ts`).
 */
function projectRoot(from: string): string | null {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return null;
  }
}

/**
 * A worker thread's entry for the TypeScript file `source` (relative to the project's root):
 * tsx's starter (server/worker-through-tsx.mjs) and the source's URL, its first argument; null
 * when this deployment lacks them (docs/decisions/0070).
 */
export function typescriptWorkerEntry(source: string): { starter: string; source: string } | null {
  const root = projectRoot(import.meta.dirname);
  if (root === null) return null;
  const starter = join(root, 'server/worker-through-tsx.mjs');
  const file = join(root, source);
  return existsSync(starter) && existsSync(file) ? { starter, source: pathToFileURL(file).href } : null;
}
