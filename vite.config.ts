import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
// With an extension: Vite's coming native config loader needs one (.js resolves to the .ts file).
import { isCompressible } from './server/http/compressible.js';

/**
 * Writes x.br and x.gz beside every text file of the client build, once, at the best settings;
 * server/http/static-files.ts sends them to browsers that accept them (slow 4G: DESIGN.md).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'haat-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (folder: string) => {
        for (const entry of readdirSync(folder, { withFileTypes: true })) {
          const path = join(folder, entry.name);
          if (entry.isDirectory()) walk(path);
          else if (isCompressible(path, statSync(path).size)) {
            const content = readFileSync(path);
            writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
            writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
          }
        }
      };
      walk(outDir);
    },
  };
}

const zodCarriers = new Map<string, boolean>();
/** Whether a module of ours imports zod, itself or through the modules it imports (type imports aside). */
function carriesZod(file: string): boolean {
  const known = zodCarriers.get(file);
  if (known !== undefined) return known;
  zodCarriers.set(file, false);
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  const specifiers = [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map((match) => match[1] ?? '');
  const carries = specifiers.some((specifier) => {
    if (specifier === 'zod' || specifier.startsWith('zod/')) return true;
    if (!specifier.startsWith('.')) return false;
    const base = join(dirname(file), specifier).replace(/\.js$/, '');
    return ['.ts', '.tsx', '/index.ts'].some((ext) => existsSync(base + ext) && carriesZod(base + ext));
  });
  zodCarriers.set(file, carries);
  return carries;
}

/** The back office's own components: however many admin screens share one, no storefront page uses it. */
const ADMIN_COMPONENT = /[\\/]app[\\/]components[\\/]admin[\\/]/;

/**
 * Fewer, larger first-load scripts (docs/decisions/0053): on a phone each file costs a round trip,
 * so React, React DOM and React Router travel as one file, and the small modules most pages share
 * (buttons, messages, formatting) as another, instead of twenty files of a kilobyte or two. The
 * admin's components stay out of that file: six admin screens sharing a table or a field would
 * otherwise put it in every storefront page's first load.
 */
const CLIENT_CHUNKS = [
  { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
  { name: 'shared', test: (id: string) => /[\\/](app|common)[\\/]/.test(id) && !ADMIN_COMPONENT.test(id) && !carriesZod(id), minShareCount: 6, priority: 1 },
];

/**
 * In the browser build, `zod` is app/lib/zod-without-eval.ts: zod that never probes `new Function`,
 * which the page's CSP forbids (docs/decisions/0052). That module itself reaches zod as `zod/v4`.
 * Not in development, whose CSP allows eval and whose server shares zod's settings with the page.
 */
function zodWithoutEval(): Plugin {
  const shim = fileURLToPath(new URL('./app/lib/zod-without-eval.ts', import.meta.url));
  return {
    name: 'haat-zod-without-eval',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'zod' ? shim : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server build starts from our server module, so build/server/index.js carries the API,
  // the services and the React Router build together (docs/decisions/0001).
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [zodWithoutEval(), precompress()])],
  build: isSsrBuild ? { rollupOptions: { input: './server/entry.prod.ts' } } : { rolldownOptions: { output: { codeSplitting: { groups: CLIENT_CHUNKS } } } },
}));
