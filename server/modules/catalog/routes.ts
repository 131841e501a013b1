import { Hono } from 'hono';
import { requireAdmin, type AuthEnv } from '../../http/auth';
import { publicReads } from '../../http/public-read';
import { parseInput } from '../../http/validate';
import { readMultipartForm, readUploadBody } from '../../http/upload-body';
import { formFiles, formText, UPLOAD_LIMITS } from '../media/module';
import { dryRunSchema, PRODUCT_IMPORT_LIMITS, PRODUCT_IMPORT_MESSAGES, PRODUCTS_EXPORT_FILE_NAME } from '../../../common/csv';
import { csvHeaders } from '../../csv/cells';
import { AppError } from '../../errors';
import { parseCategoryForm, parseNewProductForm, parseProductEdit } from './admin-input';
import type { CatalogAdminService } from './admin-service';
import type { Inventory } from './inventory';
import { adminProductQuerySchema } from '../../../common/catalog';
import { missesQuerySchema, searchQuerySchema, suggestQuerySchema } from '../../../common/search';
import { categoryRefSchema, inventoryQuerySchema, pageQuerySchema } from './schema';
import type { SearchService } from './search-service';
import type { CatalogService } from './service';

/** What a multipart form adds around the file (boundaries, part headers, the dryRun field). */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * /api/products and /api/categories: reads for everyone (declared public, so the public cache
 * keeps them); writes for an admin session only. The session is checked before the body is read,
 * so only an admin's upload is ever buffered.
 */
export function catalogRoutes(catalog: CatalogService, admin: CatalogAdminService, stock: Inventory, search: SearchService) {
  const products = new Hono<AuthEnv>()
    .use(publicReads)
    .get('/', async (c) => c.json(await catalog.listProducts(parseInput(pageQuerySchema, c.req.query()))))
    // Search and suggestions before /:id (docs/decisions/0054). A search with words that found
    // nothing is counted, and its answer is not public: the cache keeps none, so each is counted.
    .get('/search', async (c) => {
      const { answer, missed } = await search.find(parseInput(searchQuerySchema, c.req.query()));
      if (missed) c.header('Cache-Control', 'no-store');
      return c.json(answer);
    })
    .get('/suggest', async (c) => c.json(await search.suggest(parseInput(suggestQuerySchema, c.req.query()).q)))
    .get('/featured', async (c) => c.json(await catalog.featured()))
    .get('/new-arrivals', async (c) => c.json(await catalog.newArrivals()))
    .get('/category/:category', async (c) => {
      const category = parseInput(categoryRefSchema, c.req.param('category'));
      const { products, pages } = await catalog.listProductsInCategory(category, parseInput(pageQuerySchema, c.req.query()));
      return c.json({ products, pages });
    })
    .get('/:id', async (c) => c.json(await catalog.getProduct(c.req.param('id'))))
    .post('/', async (c) => {
      await requireAdmin(c);
      const form = await readMultipartForm(c.req.raw, UPLOAD_LIMITS.productRequestBytes);
      return c.json(await admin.createProduct(parseNewProductForm(form)), 201);
    })
    .put('/:id', async (c) => {
      await requireAdmin(c);
      const body = await readUploadBody(c.req.raw, { maxBytes: UPLOAD_LIMITS.productRequestBytes, allowJson: true });
      return c.json(await admin.updateProduct(c.req.param('id'), parseProductEdit(body)));
    })
    .delete('/:id', async (c) => {
      await requireAdmin(c);
      return c.json(await admin.deleteProduct(c.req.param('id')));
    });

  const categories = new Hono<AuthEnv>()
    .use(publicReads)
    .get('/', async (c) => c.json(await catalog.listCategories()))
    .get('/:id', async (c) => c.json(await catalog.getCategory(c.req.param('id'))))
    .post('/', async (c) => {
      await requireAdmin(c);
      const form = await readMultipartForm(c.req.raw, UPLOAD_LIMITS.categoryRequestBytes);
      return c.json(await admin.createCategory(parseCategoryForm(form)), 201);
    })
    .put('/:id', async (c) => {
      await requireAdmin(c);
      const form = await readMultipartForm(c.req.raw, UPLOAD_LIMITS.categoryRequestBytes);
      return c.json(await admin.updateCategory(c.req.param('id'), parseCategoryForm(form)));
    })
    .delete('/:id', async (c) => {
      await requireAdmin(c);
      return c.json(await admin.deleteCategory(c.req.param('id')));
    });

  // /api/admin/inventory: the low-stock list (admin only; never cached: not a public read).
  const inventory = new Hono<AuthEnv>().get('/', async (c) => {
    await requireAdmin(c);
    return c.json(await stock.lowStock(parseInput(inventoryQuerySchema, c.req.query()).below));
  });

  // /api/admin/products: the admin's list, every status, searched and filtered (docs/decisions/0065);
  // /api/admin/products/:id: the product with its status and the shop's own in-stock flag (admin only, never cached).
  // Before /:id: the products' CSV, out and in (docs/decisions/0064). The export is streamed; the
  // import's body is read only for an admin, at most the file cap and the form's own bytes.
  const adminProducts = new Hono<AuthEnv>()
    .get('/', async (c) => {
      await requireAdmin(c);
      const query = c.req.query();
      return c.json(await admin.listProducts({ ...parseInput(adminProductQuerySchema, query), ...parseInput(pageQuerySchema, query) }));
    })
    .get('/export.csv', async (c) => {
      await requireAdmin(c);
      return new Response(admin.exportCsv(), { headers: csvHeaders(PRODUCTS_EXPORT_FILE_NAME) });
    })
    .post('/import', async (c) => {
      await requireAdmin(c);
      const form = await readMultipartForm(c.req.raw, PRODUCT_IMPORT_LIMITS.maxBytes + FORM_OVERHEAD_BYTES);
      const dryRun = parseInput(dryRunSchema, formText(form, 'dryRun'));
      const file = formFiles(form, 'file')[0];
      if (file === undefined) throw AppError.badRequest(PRODUCT_IMPORT_MESSAGES.noFile);
      if (file.size > PRODUCT_IMPORT_LIMITS.maxBytes) throw AppError.badRequest(PRODUCT_IMPORT_MESSAGES.tooLarge);
      return c.json(await admin.importProducts(new Uint8Array(await file.arrayBuffer()), dryRun));
    })
    .get('/:id', async (c) => {
      await requireAdmin(c);
      return c.json(await admin.getProduct(c.req.param('id')));
    });

  // /api/admin/search/misses: the searches that found nothing (admin only, never cached).
  const searchMisses = new Hono<AuthEnv>().get('/misses', async (c) => {
    await requireAdmin(c);
    return c.json(await search.misses(parseInput(missesQuerySchema, c.req.query()).range));
  });

  return { products, categories, inventory, adminProducts, searchMisses };
}
