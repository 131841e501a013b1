import type { Route } from './+types/shipping-policy';
import { ShippingPolicyContent } from '../components/static/ShippingPolicyContent';
import { publicPageHeaders } from '../lib/public-page';
import { useRootData } from '../lib/root-data';
import { pageMeta } from '../lib/seo';

export function loader({ context }: Route.LoaderArgs) {
  return { shopName: context.shop.name, url: `${context.shop.publicUrl}/shipping-policy` };
}

// The same page for every anonymous visitor: served from the public cache.
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: `Shipping Policy | ${loaderData.shopName}`, description: 'Delivery times, returns and refunds.', url: loaderData.url }) : [];

export default function Page({ loaderData }: Route.ComponentProps) {
  // The shop's details come with the root's data (its settings, docs/decisions/0018).
  const shop = useRootData()?.shop ?? null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <ShippingPolicyContent shopName={loaderData.shopName} shop={shop} />
    </div>
  );
}
