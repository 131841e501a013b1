import { Suspense } from 'react';
import { Await, Link } from 'react-router';
import type { Route } from './+types/dashboard';
import { MAIL_NOT_SET_UP } from '../../../common/outbox';
import { LowStock } from '../../components/admin/LowStock';
import { Card } from '../../components/admin/Page';
import { Spinner } from '../../components/Spinner';
import { DASHBOARD_ERROR } from '../../lib/admin-messages';
import { adminPageMeta } from '../../lib/admin-shell';

/**
 * The admin's profile (docs/storefront-texts.md#screens: spinner while it loads, 'Oops an error occured' when it fails). It
 * is handed over as a promise, so the page never waits for it. The promise never rejects (a
 * failure resolves to null): when the shell's guard redirects instead, nobody would handle a
 * rejection, and an unhandled one takes the whole process down.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const profile = context.auth.admin(request).then(
    (admin) => (admin === null ? null : { email: admin.email }),
    (error: unknown) => {
      context.logger.error({ err: error }, 'admin profile failed to load');
      return null;
    },
  );
  // How many orders have a replacement request to decide (docs/decisions/0048); read for an admin only, null on failure.
  const awaitingReplacement = profile.then((admin) =>
    admin === null
      ? null
      : context.services.orders.countAwaitingReplacement().catch((error: unknown) => {
          context.logger.error({ err: error }, 'replacement count failed to load');
          return null;
        }),
  );
  // Read per request, not a secret: whether SMTP_URL is set (docs/decisions/0047).
  return { profile, awaitingReplacement, mailDelivered: context.services.mail.delivers() };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta('Dashboard', matches[0].loaderData?.shopName);

const SECTIONS = [
  { to: '/admin/products', title: 'Products', text: 'Add products, change prices and stock, manage colours and images.' },
  { to: '/admin/orders', title: 'Orders', text: 'Find an order and update its status and tracking.' },
  { to: '/admin/categories', title: 'Categories', text: 'Name the shop’s categories and set their images.' },
] as const;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-zinc-900 sm:text-3xl">Admin Dashboard</h1>
      {!loaderData.mailDelivered && <MailNotSetUp />}
      <Suspense fallback={<Spinner label="Loading your profile…" className="justify-start px-0 py-2" />}>
        <Await resolve={loaderData.profile} errorElement={<ProfileError />}>
          {(profile) =>
            profile === null ? (
              <ProfileError />
            ) : (
              <p className="mt-2 text-zinc-700">
                Signed in as <span className="font-semibold text-zinc-900">{profile.email}</span>
              </p>
            )
          }
        </Await>
      </Suspense>
      <Suspense fallback={null}>
        <Await resolve={loaderData.awaitingReplacement} errorElement={null}>
          {(count) => (count ? <ReplacementsWaiting count={count} /> : null)}
        </Await>
      </Suspense>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {SECTIONS.map(({ to, title, text }) => (
          <li key={to}>
            <Link to={to} className="group block h-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:rounded-xl">
              <Card className="h-full transition-colors group-hover:border-brand-300">
                <h2 className="text-lg font-semibold text-brand-800">{title}</h2>
                <p className="mt-1 text-sm text-zinc-600">{text}</p>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-8 max-w-3xl">
        <LowStock />
      </div>
    </div>
  );
}

/** Replacement requests the shop has not decided yet: a link to the orders to look at. */
function ReplacementsWaiting({ count }: { count: number }) {
  return (
    <p role="status" data-testid="replacements-waiting" className="mt-4 max-w-3xl rounded-lg border border-warning-500 bg-warning-50 p-4 text-warning-800">
      <span className="font-semibold">
        {count} {count === 1 ? 'order has a replacement request' : 'orders have replacement requests'} to decide.
      </span>{' '}
      <Link to="/admin/orders?replacement=requested" className="font-medium underline underline-offset-2">
        See them
      </Link>
    </p>
  );
}

/** Until SMTP_URL is set, reset links and order mails reach nobody: the shop owner must know, and where to read them meanwhile. */
function MailNotSetUp() {
  return (
    <div role="alert" className="mt-4 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{MAIL_NOT_SET_UP}</p>
      <p className="mt-1 text-sm">
        Order confirmations, password reset links and e-mail confirmations are only kept in the <Link to="/admin/outbox" className="font-medium underline underline-offset-2">outbox</Link>.
        Set <code className="font-mono">SMTP_URL</code> (see the README’s configuration) and restart the shop to send them.
      </p>
    </div>
  );
}

function ProfileError() {
  return (
    <p role="alert" className="mt-2 font-medium text-danger-700">
      {DASHBOARD_ERROR}
    </p>
  );
}
