import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

export default defineConfig(({ isSsrBuild }) => ({
  // The server build starts from our server module, so build/server/index.js carries the API,
  // the services and the React Router build together (docs/decisions/0001).
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [precompress()])],
  build: isSsrBuild ? { rollupOptions: { input: './server/entry.prod.ts' } } : {},
}));
