import { Hono } from 'hono';
import { parseInput } from '../../http/validate';
import { categoryRefSchema, pageQuerySchema } from './schema';
import type { CatalogService } from './service';

export function catalogRoutes(catalog: CatalogService) {
  const products = new Hono()
    .get('/', async (c) => c.json(await catalog.listProducts(parseInput(pageQuerySchema, c.req.query()))))
    .get('/featured', async (c) => c.json(await catalog.featured()))
    .get('/new-arrivals', async (c) => c.json(await catalog.newArrivals()))
    .get('/category/:category', async (c) => {
      const category = parseInput(categoryRefSchema, c.req.param('category'));
      const { products, pages } = await catalog.listProductsInCategory(category, parseInput(pageQuerySchema, c.req.query()));
      return c.json({ products, pages });
    })
    .get('/:id', async (c) => c.json(await catalog.getProduct(c.req.param('id'))));

  const categories = new Hono()
    .get('/', async (c) => c.json(await catalog.listCategories()))
    .get('/:id', async (c) => c.json(await catalog.getCategory(c.req.param('id'))));

  return { products, categories };
}
