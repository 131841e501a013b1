import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself (docs/decisions/0040): comments, test names and docs cite
 * docs/ (docs/api.md, docs/storefront-texts.md, docs/architecture.md) or a decision record,
 * never a document the repository does not contain or an issue number, which someone with only
 * a clone cannot read. This fails listing every file:line that does.
 */

const root = join(import.meta.dirname, '..');

/** What a clone cannot follow. Built from parts so that this file does not match itself. */
const FORBIDDEN: { name: string; pattern: RegExp }[] = [
  { name: 'the architecture brief outside the repository', pattern: new RegExp(['ARCHITECTURE', '\\.md'].join('')) },
  { name: 'the external business or shop spec', pattern: new RegExp(['(business|shop)', '-spec'].join(''), 'i') },
  { name: 'a section of the external spec', pattern: new RegExp(['\\bspec', ' §'].join(''), 'i') },
  { name: 'an issue number', pattern: new RegExp(['\\bissue', ' #?\\d+'].join(''), 'i') },
  { name: 'a path outside the repository', pattern: new RegExp(['\\.\\./', 'shared/'].join('')) },
  // A bare section sign with a number is the external spec's section; an RFC's is a public standard.
  { name: 'a section of a document outside the repository', pattern: /(?<!RFC \d+ )\u00a7 ?\d/ },
];

/** Where the project's own words live: the code, its tests and scripts, its docs and configuration. */
const ROOTS = ['server', 'app', 'common', 'tests', 'scripts', 'docs', 'README.md', '.ci', 'package.json', 'playwright.config.ts', 'vitest.config.ts', 'vite.config.ts', 'react-router.config.ts', 'eslint.config.js', '.dependency-cruiser.cjs', '.env.example'];
const SKIP_DIRS = new Set(['node_modules', 'build', '.react-router', 'test-results', 'playwright-report', 'results']);
const TEXT = /\.(ts|tsx|js|cjs|mjs|css|md|json|html|sh|yml|yaml|txt|sql)$|^run$|^\.env\.example$/;

function* textFiles(path: string): Generator<string> {
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch {
    // A file (or nothing) at this path, not a folder.
    if (TEXT.test(path.split('/').pop() ?? '')) yield path;
    return;
  }
  for (const entry of entries) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* textFiles(child);
    } else if (TEXT.test(entry.name)) {
      yield child;
    }
  }
}

/** Every `file:line: text` that cites what a clone cannot follow. */
function outsideCitations(base = root): string[] {
  const found: string[] = [];
  for (const start of ROOTS) {
    for (const file of textFiles(join(base, start))) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      text.split('\n').forEach((line, index) => {
        const hit = FORBIDDEN.find(({ pattern }) => pattern.test(line));
        if (hit) found.push(`${relative(base, file)}:${index + 1}: ${hit.name}: ${line.trim().slice(0, 160)}`);
      });
    }
  }
  return found;
}

describe('citations', () => {
  it('cite docs/ and the decision records only, never a document outside the repository or an issue number', () => {
    const found = outsideCitations();
    expect(found, `Cite docs/api.md, docs/storefront-texts.md, docs/architecture.md or docs/decisions/NNNN instead:\n${found.join('\n')}`).toEqual([]);
  });

  it('name pages, sections and decision records that exist', () => {
    const anchor = (heading: string) => heading.toLowerCase().replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-');
    const sections = (page: string) => readFileSync(join(root, page), 'utf8').split('\n').filter((line) => line.startsWith('#')).map((line) => anchor(line.replace(/^#+\s*/, '')));
    const records = new Set(readdirSync(join(root, 'docs/decisions')).map((name) => name.slice(0, 4)));
    const broken: string[] = [];
    for (const start of ROOTS) {
      for (const file of textFiles(join(root, start))) {
        const text = readFileSync(file, 'utf8');
        for (const [cited, page, section] of text.matchAll(/\b(docs\/[\w-]+\.md)(?:#([\w-]+))?/g)) {
          if (!existsSync(join(root, page!)) || (section && !sections(page!).includes(section))) broken.push(`${relative(root, file)}: ${cited}`);
        }
        for (const [cited, number] of text.matchAll(/\bdocs\/decisions\/(\d{4})/g)) {
          if (!records.has(number!)) broken.push(`${relative(root, file)}: ${cited}`);
        }
      }
    }
    expect(broken, `Cited but missing:\n${broken.join('\n')}`).toEqual([]);
  });

  it('finds each kind it forbids', () => {
    const section = '\u00a7';
    const samples = [['ARCHITECTURE', '.md'], ['business', '-spec'], ['(spec ', section, '8)'], ['(Issue', ' 14)'], ['../', 'shared/x'], ['texts (', section, '5, ', section, '8)']].map((parts) => parts.join(''));
    for (const sample of samples) expect(FORBIDDEN.some(({ pattern }) => pattern.test(sample)), sample).toBe(true);
    const allowed = ['docs/architecture.md#jobs, docs/decisions/0012, an issue of stock', `RFC 9112 ${section}3.2: a 400`];
    for (const line of allowed) expect(FORBIDDEN.some(({ pattern }) => pattern.test(line)), line).toBe(false);
  });
});
