import { Link } from 'react-router';
import type { Route } from './+types/orders';
import { Protected } from '../components/auth/Protected';
import { buttonClass } from '../components/form/Button';
import { OrderCard } from '../components/orders/OrderCard';
import { privatePageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Your Orders', description: 'Your orders and their status.', shopName: matches[0].loaderData?.shopName });

// Newest first (the service's order). Signed out: the page asks to log in. A failure to load
// throws to the generic error screen (docs/storefront-texts.md#screens).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.auth.customer(request);
  // The server's time decides which delivered orders may still ask for a replacement (14 days).
  return { orders: user === null ? [] : await context.services.orders.listForUser(user._id), now: Date.now() };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { orders, now } = loaderData;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <Protected>
        {() => (
          <>
            <h1 className="text-3xl font-bold text-zinc-900">Your Orders</h1>
            {orders.length === 0 ? (
              <div className="flex flex-col items-center gap-6 py-16 text-center">
                <p className="text-lg text-zinc-700">No orders yet. Start shopping!</p>
                <Link to="/products" className={buttonClass('primary')}>
                  Shop Now
                </Link>
              </div>
            ) : (
              <ul aria-label="Orders" className="mt-6 flex flex-col gap-6">
                {orders.map((order) => (
                  <li key={order._id}>
                    <OrderCard order={order} now={now} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Protected>
    </div>
  );
}
