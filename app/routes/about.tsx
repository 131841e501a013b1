import type { Route } from './+types/about';
import { AboutContent } from '../components/static/AboutContent';
import { paymentMethods } from '../lib/payment-methods';
import { publicPageHeaders } from '../lib/public-page';
import { pageMeta } from '../lib/seo';

export async function loader({ context }: Route.LoaderArgs) {
  // The page names the ways to pay the shop offers now: cash on delivery is a setting (docs/decisions/0018).
  const { codEnabled, defaultDeliveryDays } = await context.services.settings.current();
  return {
    shopName: context.shop.name,
    url: `${context.shop.publicUrl}/about`,
    paymentMethods: paymentMethods({ onlinePayment: context.shop.onlinePayment, codEnabled }),
    deliveryDays: defaultDeliveryDays,
  };
}

// The same page for every anonymous visitor: served from the public cache.
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: `About Us | ${loaderData.shopName}`, description: 'Who we are and what we sell.', url: loaderData.url }) : [];

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <AboutContent shopName={loaderData.shopName} paymentMethods={loaderData.paymentMethods} deliveryDaysSetting={loaderData.deliveryDays} />
    </div>
  );
}
