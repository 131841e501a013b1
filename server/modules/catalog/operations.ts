import { z } from 'zod';
import { categorySchema, imagesToDeleteSchema, newProductSchema, productUpdateSchema } from '../../../common/admin';
import { adminProductPageSchema, adminProductSchema, categoryAnswerSchema, inventoryLineSchema, productPageSchema, productSchema } from '../../../common/catalog';
import { PRODUCT_IMPORT_LIMITS, productImportResultSchema } from '../../../common/csv';
import { searchAnswerSchema, searchMissSchema, suggestionSchema } from '../../../common/search';
import { type Operation, listOf } from '../../http/openapi-operation';
import { adminProductFilters, searchFilters, suggestFilters, missesFilters } from './search-operations';

/** `PUT /api/products/{id}` as JSON; as multipart, the same two fields carry JSON text. */
const productEditBody = z.object({ updatedFields: productUpdateSchema, imagesToDelete: imagesToDeleteSchema.optional() });

/** POST /api/admin/products/import's form: the CSV file and whether to only check it. */
const productImportBody = z.object({ file: z.string().meta({ format: 'binary', description: 'The CSV file (docs/csv.md)' }), dryRun: z.enum(['true', 'false']).optional() });

/** The catalogue's operations: products and categories for shoppers, their writes and the stock list for the shop. Declared beside the routes, collected by server/http/openapi.ts (docs/decisions/0042). */
export const operations: Operation[] = [
  { method: 'get', path: '/api/products', summary: 'Products, newest first', tag: 'catalogue', access: 'public', query: 'page', ok: [200, 'ProductPage'] },
  { method: 'get', path: '/api/products/featured', summary: 'Featured products', tag: 'catalogue', access: 'public', ok: [200, listOf('Product')] },
  { method: 'get', path: '/api/products/new-arrivals', summary: 'New arrivals', tag: 'catalogue', access: 'public', ok: [200, listOf('Product')] },
  { method: 'get', path: '/api/products/category/:category', summary: 'Products of a category (by name or id)', tag: 'catalogue', access: 'public', query: 'page', ok: [200, 'ProductPage'], errors: [404] },
  { method: 'get', path: '/api/products/search', summary: 'Search products: words, filters, sort, facets (docs/decisions/0054); run in a search thread on SQLite, 429 with Retry-After when too many wait (docs/decisions/0073)', tag: 'catalogue', access: 'public', filters: searchFilters, ok: [200, 'SearchAnswer'], errors: [429] },
  { method: 'get', path: '/api/products/suggest', summary: 'Up to 8 products for the search box, best match first (429 as the search when too many wait)', tag: 'catalogue', access: 'public', filters: suggestFilters, ok: [200, listOf('Suggestion')], errors: [429] },
  { method: 'get', path: '/api/products/:id', summary: 'One product', tag: 'catalogue', access: 'public', ok: [200, 'Product'], errors: [404] },
  { method: 'post', path: '/api/products', summary: 'Create a product (text fields, `colors` JSON, files in `colors[i][images]`, optional `video`)', tag: 'admin', access: 'admin', body: { multipart: newProductSchema }, ok: [201, 'Product'], errors: [404, 413, 415] },
  { method: 'put', path: '/api/products/:id', summary: 'Edit a product (`updatedFields` JSON, `imagesToDelete` JSON, new files)', tag: 'admin', access: 'admin', body: { multipart: productEditBody, json: productEditBody }, ok: [200, 'Product'], errors: [404, 413, 415] },
  { method: 'delete', path: '/api/products/:id', summary: 'Delete a product', tag: 'admin', access: 'admin', ok: [200, 'Message'], errors: [404] },
  { method: 'get', path: '/api/categories', summary: 'All categories', tag: 'catalogue', access: 'public', ok: [200, listOf('Category')] },
  { method: 'get', path: '/api/categories/:id', summary: 'One category', tag: 'catalogue', access: 'public', ok: [200, 'Category'], errors: [404] },
  { method: 'post', path: '/api/categories', summary: 'Create a category (`name`, `image` file)', tag: 'admin', access: 'admin', body: { multipart: categorySchema }, ok: [201, 'Category'], errors: [409, 413, 415] },
  { method: 'put', path: '/api/categories/:id', summary: 'Edit a category', tag: 'admin', access: 'admin', body: { multipart: categorySchema }, ok: [200, 'Category'], errors: [404, 409, 413, 415] },
  { method: 'delete', path: '/api/categories/:id', summary: 'Delete a category (409 while products use it)', tag: 'admin', access: 'admin', ok: [200, 'Message'], errors: [404, 409] },
  { method: 'get', path: '/api/admin/products', summary: 'Products of every status, newest first: search by name and filters (docs/decisions/0065)', tag: 'admin', access: 'admin', filters: adminProductFilters, ok: [200, 'AdminProductPage'], errors: [400, 401, 403] },
  { method: 'get', path: '/api/admin/products/export.csv', summary: 'Every product as CSV, one row per product × colour × size, the columns the import reads back (docs/csv.md); streamed', tag: 'admin', access: 'admin', ok: [200, z.unknown()], files: ['text/csv'], errors: [401, 403] },
  {
    method: 'post',
    path: '/api/admin/products/import',
    summary: `Create and update products from a CSV (multipart \`file\`, at most ${PRODUCT_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB and ${PRODUCT_IMPORT_LIMITS.maxRows} rows; \`dryRun\` true/false): every row checked, errors by spreadsheet row; with any error, or a dry run, nothing changes; else one transaction (docs/csv.md)`,
    tag: 'admin',
    access: 'admin',
    body: { multipart: productImportBody },
    ok: [200, 'ProductImportResult'],
    errors: [401, 403, 409, 413, 415],
  },
  { method: 'get', path: '/api/admin/products/:id', summary: "One product as the admin edits it, any status: with its `status` and the shop's own in-stock flag (`inStockFlag`)", tag: 'admin', access: 'admin', ok: [200, 'AdminProduct'], errors: [401, 403, 404] },
  { method: 'get', path: '/api/admin/inventory', summary: 'Tracked colours (and sizes) with at most `below` (default 5) left, lowest first', tag: 'admin', access: 'admin', query: 'below', ok: [200, listOf('InventoryLine')], errors: [401, 403] },
  { method: 'get', path: '/api/admin/search/misses', summary: 'The 50 searches that found nothing most often in the last `range` days (IST)', tag: 'admin', access: 'admin', filters: missesFilters, ok: [200, listOf('SearchMiss')], errors: [401, 403] },
];

/** The answers' shapes these operations name. */
export const components = { Category: categoryAnswerSchema, Product: productSchema, ProductPage: productPageSchema, InventoryLine: inventoryLineSchema, AdminProduct: adminProductSchema, AdminProductPage: adminProductPageSchema, SearchAnswer: searchAnswerSchema, Suggestion: suggestionSchema, SearchMiss: searchMissSchema, ProductImportResult: productImportResultSchema };
