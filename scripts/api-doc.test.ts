import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderApiDoc, withDocumentedModules } from './api-doc';

// docs/api.md is generated from the OpenAPI document; a route or schema change without a new page
// fails here (docs/decisions/0040).
describe('docs/api.md', () => {
  it('is what `npm run docs:api` generates from the OpenAPI document now', async () => {
    const committed = readFileSync(new URL('../docs/api.md', import.meta.url), 'utf8');
    const rendered = await withDocumentedModules(renderApiDoc);
    expect(committed === rendered, 'docs/api.md is stale: run `npm run docs:api` and commit it').toBe(true);
  });
});
