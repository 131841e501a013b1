import type { Route } from './+types/about';
import { AboutContent } from '../components/static/AboutContent';
import { publicPageHeaders } from '../lib/public-page';
import { pageMeta } from '../lib/seo';

export function loader({ context }: Route.LoaderArgs) {
  return { shopName: context.shop.name, url: `${context.shop.publicUrl}/about` };
}

// The same page for every anonymous visitor: served from the public cache.
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: `About Us | ${loaderData.shopName}`, description: 'Who we are and what we sell.', url: loaderData.url }) : [];

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <AboutContent shopName={loaderData.shopName} />
    </div>
  );
}
