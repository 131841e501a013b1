import type { Route } from './+types/robots';
import { robotsTxt } from '../lib/seo';
import { crawlerHeaders } from '../lib/sitemap';

// GET /robots.txt: built per request, since its Sitemap line must be absolute (PUBLIC_URL).
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.shop.publicUrl), { headers: crawlerHeaders('text/plain; charset=utf-8') });
}
