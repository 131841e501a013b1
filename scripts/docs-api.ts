// `npm run docs:api`: writes docs/api.md from the OpenAPI document (scripts/api-doc.ts).
import { writeFileSync } from 'node:fs';
import { renderApiDoc, withDocumentedModules } from './api-doc';

const target = new URL('../docs/api.md', import.meta.url);
writeFileSync(target, await withDocumentedModules(renderApiDoc));
console.log(`Wrote ${target.pathname}`);
