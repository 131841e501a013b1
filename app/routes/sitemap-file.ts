import type { Route } from './+types/sitemap-file';
import { absoluteUrl, categoryPath, productPath } from '../lib/structured-data';
import { notFoundResponse, parseSitemapFile, STATIC_PATHS, urlsetXml, xmlResponse } from '../lib/sitemap';

// GET /sitemaps/pages.xml (home, lists, static pages, categories) and /sitemaps/products-N.xml.
export async function loader({ params, context }: Route.LoaderArgs) {
  const { publicUrl } = context.shop;
  const { sitemap } = context.services.catalog;
  const file = parseSitemapFile(params.file);
  if (file === null) return notFoundResponse();

  if (file.kind === 'pages') {
    const categories = await sitemap.categories();
    return xmlResponse(
      urlsetXml([
        ...STATIC_PATHS.map((path) => ({ loc: absoluteUrl(publicUrl, path) })),
        ...categories.map((category) => ({ loc: absoluteUrl(publicUrl, categoryPath(category.name)), lastmod: category.updatedAt })),
      ]),
    );
  }

  const products = await sitemap.productFile(file.file);
  // Past the last file (a catalogue that shrank since the index was read) there is no such file.
  if (products.length === 0) return notFoundResponse();
  return xmlResponse(urlsetXml(products.map((product) => ({ loc: absoluteUrl(publicUrl, productPath(product.id)), lastmod: product.updatedAt }))));
}
