import type { Route } from './+types/contact';
import { ContactContent } from '../components/static/ContactContent';
import { publicPageHeaders } from '../lib/public-page';
import { useRootData } from '../lib/root-data';
import { pageMeta } from '../lib/seo';

export function loader({ context }: Route.LoaderArgs) {
  return { shopName: context.shop.name, url: `${context.shop.publicUrl}/contact` };
}

// The same page for every anonymous visitor: served from the public cache.
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: `Contact Us | ${loaderData.shopName}`, description: 'How to reach us about an order, a return or a question.', url: loaderData.url }) : [];

export default function Page({ loaderData }: Route.ComponentProps) {
  // The shop's details come with the root's data (its settings, docs/decisions/0018).
  const shop = useRootData()?.shop ?? null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <ContactContent shopName={loaderData.shopName} shop={shop} />
    </div>
  );
}
