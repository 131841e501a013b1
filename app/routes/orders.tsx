import { Link } from 'react-router';
import type { Route } from './+types/orders';
import { Protected } from '../components/auth/Protected';
import { buttonClass } from '../components/form/Button';
import { privatePageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Your Orders', description: 'Your orders and their status.', shopName: matches[0].loaderData?.shopName });

// A placeholder until the orders issue: the list comes from GET /api/orders/user then.
export default function Orders() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <Protected>
        {() => (
          <>
            <h1 className="text-3xl font-bold text-zinc-900">Your Orders</h1>
            <div className="flex flex-col items-center gap-6 py-16 text-center">
              <p className="text-lg text-zinc-700">No orders yet. Start shopping!</p>
              <Link to="/products" className={buttonClass('primary')}>
                Shop Now
              </Link>
            </div>
          </>
        )}
      </Protected>
    </div>
  );
}
