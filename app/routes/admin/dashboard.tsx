import { Suspense } from 'react';
import { Await, Link } from 'react-router';
import type { Route } from './+types/dashboard';
import { TO_ACT_ON_FILTERS, type OrdersToActOn } from '../../../common/admin-orders';
import { STATS_RANGE_DAYS, STATS_RANGES, type AdminStats, type StatsRange } from '../../../common/admin-stats';
import type { SearchMiss } from '../../../common/search';
import { formatRupees } from '../../../common/money';
import { MAIL_NOT_SET_UP } from '../../../common/outbox';
import { SalesChart } from '../../components/admin/dashboard/SalesChart';
import { SearchMisses } from '../../components/admin/dashboard/SearchMisses';
import { Cell, DataTable } from '../../components/admin/DataTable';
import { LowStock } from '../../components/admin/LowStock';
import { Card } from '../../components/admin/Page';
import { Spinner } from '../../components/Spinner';
import { changeText, DASHBOARD_MISSES, RANGE_LABELS, rangeFrom, shortDay } from '../../lib/admin-dashboard';
import { loadErrorMessage } from '../../lib/admin-list';
import { DASHBOARD_ERROR } from '../../lib/admin-messages';
import { adminPageMeta } from '../../lib/admin-shell';

/**
 * The owner's dashboard (docs/decisions/0061, 0062): how much was sold in the range the URL names
 * (`?range=`, 7 days by default) against the period before, per day as a chart and a table, what
 * waits for the shop (each count a link to the orders it counts), the best sellers, what runs out
 * and the background work that failed, and the searches that found nothing in the same range (the
 * catalogue's missed searches, docs/decisions/0054: today is its 1 day). The figures are read for an admin only (the shell's guard
 * sends anyone else to the login); the profile is handed over as a promise that never rejects
 * (docs/storefront-texts.md#screens: spinner, then 'Oops an error occured' when it fails).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const range = rangeFrom(new URL(request.url));
  const admin = await context.auth.admin(request).catch((error: unknown) => {
    context.logger.error({ err: error }, 'admin profile failed to load');
    return null;
  });
  const profile = Promise.resolve(admin === null ? null : { email: admin.email });
  const mailDelivered = context.services.mail.delivers();
  if (admin === null) return { range, profile, mailDelivered, desk: null };
  try {
    const [stats, toActOn, failedJobs, misses] = await Promise.all([
      context.services.desk.stats(range),
      context.services.orders.toActOn(),
      context.services.jobs.failedCount(),
      context.services.search.misses(STATS_RANGE_DAYS[range]),
    ]);
    return { range, profile, mailDelivered, desk: { stats, toActOn, failedJobs, misses: misses.slice(0, DASHBOARD_MISSES), error: null } };
  } catch (error) {
    context.logger.error({ err: error }, 'dashboard figures failed to load');
    return { range, profile, mailDelivered, desk: { stats: null, toActOn: null, failedJobs: null, misses: null, error: loadErrorMessage(error) } };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta('Dashboard', matches[0].loaderData?.shopName);

const SECTIONS = [
  { to: '/admin/products', title: 'Products', text: 'Add products, change prices and stock, manage colours and images.' },
  { to: '/admin/orders', title: 'Orders', text: 'Find an order and update its status and tracking.' },
  { to: '/admin/categories', title: 'Categories', text: 'Name the shop’s categories and set their images.' },
] as const;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { range, desk } = loaderData;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-zinc-900 sm:text-3xl">Admin Dashboard</h1>
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
        </div>
        {desk !== null && <RangeChooser current={range} />}
      </div>
      {!loaderData.mailDelivered && <MailNotSetUp />}
      {desk?.error ? (
        <p role="alert" className="mt-6 rounded-lg border border-danger-100 bg-danger-50 px-4 py-6 font-medium text-danger-800">
          Error loading the figures: {desk.error}
        </p>
      ) : desk?.stats ? (
        <Figures stats={desk.stats} toActOn={desk.toActOn} failedJobs={desk.failedJobs} misses={desk.misses} />
      ) : null}
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
    </div>
  );
}

/** Today, 7, 30 or 90 days: links that keep the range in the URL (a shared link shows the same figures; no JavaScript needed). */
function RangeChooser({ current }: { current: StatsRange }) {
  return (
    <nav aria-label="Range" className="w-full lg:w-auto">
      <ul className="grid grid-cols-4 gap-1 rounded-lg border border-zinc-200 bg-white p-1 shadow-sm">
        {STATS_RANGES.map((range) => (
          <li key={range}>
            <Link
              to={`?range=${range}`}
              preventScrollReset
              aria-current={range === current ? 'page' : undefined}
              className={`flex min-h-11 items-center justify-center rounded-md px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700 ${range === current ? 'bg-brand-700 text-white' : 'text-zinc-700 hover:bg-zinc-100'}`}
            >
              {RANGE_LABELS[range]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Figures({ stats, toActOn, failedJobs, misses }: { stats: AdminStats; toActOn: OrdersToActOn; failedJobs: number; misses: SearchMiss[] }) {
  const period = stats.range === 'today' ? 'today' : `in the last ${RANGE_LABELS[stats.range]}`;
  return (
    <>
      <section aria-labelledby="sales-heading" className="mt-6">
        <h2 id="sales-heading" className="sr-only">
          Sales {period}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          <FigureCard label="Revenue" value={formatRupees(stats.revenue)} change={changeText(stats.revenue, stats.previous.revenue, stats.range)} />
          <FigureCard label="Orders" value={String(stats.orders)} change={changeText(stats.orders, stats.previous.orders, stats.range)} />
          <FigureCard label="Average order value" value={formatRupees(stats.averageOrderValue)} change={changeText(stats.averageOrderValue, stats.previous.averageOrderValue, stats.range)} />
        </ul>
      </section>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Card>
            <h2 className="text-lg font-semibold text-zinc-900">Revenue and orders per day</h2>
            <p className="mt-1 mb-3 text-sm text-zinc-600">
              {stats.from === stats.to ? shortDay(stats.to) : `${shortDay(stats.from)} – ${shortDay(stats.to)}`} (India time). Paid orders, less refunds, by the day they were placed.
            </p>
            <SalesChart days={stats.byDay} />
            <details className="mt-4 group">
              <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-700 hover:underline">Figures per day</summary>
              <div className="mt-2">
                <DayTable stats={stats} />
              </div>
            </details>
          </Card>
        </div>
        {/* On a phone, what waits for the shop comes before the chart. */}
        <div className="order-first lg:order-none">
          <ToActOn toActOn={toActOn} failedJobs={failedJobs} />
        </div>
      </div>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2 xl:grid-cols-3">
        <TopProducts stats={stats} period={period} />
        <LowStock lines={stats.lowStock} />
        <SearchMisses misses={misses} period={period} />
      </div>
    </>
  );
}

function FigureCard({ label, value, change }: { label: string; value: string; change: ReturnType<typeof changeText> }) {
  const tone = change.trend === 'up' ? 'text-success-700' : change.trend === 'down' ? 'text-danger-700' : 'text-zinc-600';
  return (
    <li className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-zinc-600">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums text-zinc-900 sm:text-3xl" data-testid={`figure-${label.toLowerCase().replace(/ /g, '-')}`}>
        {value}
      </p>
      <p className={`mt-1 text-sm font-medium ${tone}`}>
        <span aria-hidden="true">{change.trend === 'up' ? '▲ ' : change.trend === 'down' ? '▼ ' : ''}</span>
        {change.text}
      </p>
    </li>
  );
}

function DayTable({ stats }: { stats: AdminStats }) {
  return (
    <DataTable caption="Revenue and orders per day" columns={[{ label: 'Day' }, { label: 'Revenue', align: 'right' }, { label: 'Orders', align: 'right' }]} scroll>
      {[...stats.byDay].reverse().map((day) => (
        <tr key={day.date}>
          <Cell>
            <time dateTime={day.date}>{shortDay(day.date)}</time>
          </Cell>
          <Cell align="right" className="tabular-nums">
            {formatRupees(day.revenue)}
          </Cell>
          <Cell align="right" className="tabular-nums">
            {day.orders}
          </Cell>
        </tr>
      ))}
    </DataTable>
  );
}

const TO_ACT_ON_ROWS: { key: keyof OrdersToActOn; label: (count: number) => string; testId?: string }[] = [
  { key: 'toShip', label: (n) => (n === 1 ? 'order to ship' : 'orders to ship') },
  { key: 'toConfirm', label: (n) => (n === 1 ? 'cash or UPI payment to confirm' : 'cash or UPI payments to confirm') },
  { key: 'replacements', label: (n) => (n === 1 ? 'order with a replacement request to decide' : 'orders with a replacement request to decide'), testId: 'replacements-waiting' },
  { key: 'refundsFailed', label: (n) => (n === 1 ? 'refund that failed: refund by hand' : 'refunds that failed: refund by hand') },
];

/** What waits for the shop: each count links to the orders list under the filter that counted it. */
function ToActOn({ toActOn, failedJobs }: { toActOn: OrdersToActOn; failedJobs: number }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-zinc-900">To act on</h2>
      <ul aria-label="To act on" className="mt-3 divide-y divide-zinc-100 border-y border-zinc-100">
        {TO_ACT_ON_ROWS.map(({ key, label, testId }) => (
          <ActRow key={key} to={`/admin/orders?${new URLSearchParams(TO_ACT_ON_FILTERS[key]).toString()}`} count={toActOn[key]} label={label(toActOn[key])} urgent={key === 'refundsFailed'} testId={testId} />
        ))}
        <ActRow to="/admin/jobs" count={failedJobs} label={failedJobs === 1 ? 'background job that failed (an e-mail, a refund)' : 'background jobs that failed (e-mails, refunds)'} urgent testId="failed-jobs" />
      </ul>
    </Card>
  );
}

function ActRow({ to, count, label, urgent = false, testId }: { to: string; count: number; label: string; urgent?: boolean; testId?: string }) {
  const badge = count === 0 ? 'bg-zinc-100 text-zinc-600' : urgent ? 'bg-danger-100 text-danger-800' : 'bg-warning-100 text-warning-800';
  return (
    <li data-testid={testId}>
      <Link to={to} className="flex min-h-12 items-center gap-3 py-2 text-zinc-800 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700">
        <span className={`min-w-9 shrink-0 rounded-full px-2.5 py-0.5 text-center font-semibold tabular-nums ${badge}`}>{count}</span>
        <span className={`min-w-0 ${count === 0 ? 'text-zinc-600' : 'font-medium'}`}>{label}</span>
        <span aria-hidden="true" className="ml-auto text-zinc-400">
          ›
        </span>
      </Link>
    </li>
  );
}

function TopProducts({ stats, period }: { stats: AdminStats; period: string }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-zinc-900">Top products</h2>
      <p className="mt-1 text-sm text-zinc-600">Most units sold {period}.</p>
      {stats.topProducts.length === 0 ? (
        <p className="mt-3 text-zinc-700">Nothing sold {period}.</p>
      ) : (
        <ol aria-label="Top products" className="mt-3 divide-y divide-zinc-100 border-y border-zinc-100">
          {stats.topProducts.map((product) => (
            <li key={product._id} className="flex min-h-11 items-center justify-between gap-3 py-2">
              <Link to={`/admin/products/edit/${product._id}`} className="min-w-0 font-medium wrap-anywhere text-brand-700 underline-offset-2 hover:underline">
                {product.name}
              </Link>
              <span className="shrink-0 text-right text-sm tabular-nums text-zinc-700">
                {product.units} sold · {formatRupees(product.revenue)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
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
