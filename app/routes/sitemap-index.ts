import type { Route } from './+types/sitemap-index';
import { PAGES_FILE, productFileName, sitemapIndexXml, xmlResponse } from '../lib/sitemap';

// GET /sitemap.xml: always an index, so a catalogue can grow past one file's 50,000 URLs unchanged.
export async function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.shop;
  const files = await context.services.catalog.sitemap.productFileCount();
  const names = [PAGES_FILE, ...Array.from({ length: files }, (_, index) => productFileName(index + 1))];
  return xmlResponse(sitemapIndexXml(names.map((name) => ({ loc: `${publicUrl}/sitemaps/${name}` }))));
}
