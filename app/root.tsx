import { useEffect } from 'react';
import { ShopToaster } from './components/ShopToaster';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useNavigation,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { shopDetails } from '../common/shop-details';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import { CartModalsProvider } from './components/cart/CartModals';
import { ErrorScreen } from './components/ErrorScreen';
import { Footer } from './components/layout/Footer';
import { Navbar } from './components/layout/Navbar';
import { FormNotice } from './components/layout/FormNotice';
import { NotFound } from './components/layout/NotFound';
import { Spinner } from './components/Spinner';
import { hasOwnShell } from './lib/admin-shell';
import { useNonce } from './lib/nonce';
import { hasNoticeCookie, noticeCookie, noticeOf } from './lib/notice.server';
import { passDegradedFlag, pageData } from './lib/public-page';
import { unlessOnlyChoiceChanged } from './lib/product-url';
import { useRootData, type RootData } from './lib/root-data';
import { anyFailed, settle } from './lib/settle';
import { warnAboutScams } from './lib/scam-warning';

// The stylesheet blocks the first paint: the preload puts it first in <head>, so on a slow
// connection it arrives first; the scripts start only after the first paint (docs/decisions/0072).
export const links: Route.LinksFunction = () => [
  { rel: 'preload', as: 'style', href: appCss },
  { rel: 'stylesheet', href: appCss },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // The navbar's category menu is secondary: its failure shows the spec's text, not an error page.
  // The signed-in customer comes with the page, so the first paint already shows the right menu.
  // The shop's details (footer, contact, delivery times) likewise: the footer shows less without them.
  // The shop's checkout rules (its settings) are cached in memory under the catalogue version: cheap.
  const [categories, user, settings, checkoutRules] = await Promise.all([
    settle(context.services.catalog.listCategories(), context.logger, 'categories'),
    context.auth.customer(request),
    settle(context.services.settings.current(), context.logger, 'shop-settings'),
    context.services.checkout.rules(),
  ]);
  const rootData: RootData = {
    shopName: context.shop.name,
    publicUrl: context.shop.publicUrl,
    categories: categories.ok ? categories.data.map(({ _id, name, image }) => ({ _id, name, image })) : null,
    shop: settings.ok ? shopDetails(settings.data) : null,
    user,
    // A form posted without JavaScript said how it went (docs/decisions/0051): shown on this page once.
    notice: noticeOf(request),
    checkout: { ...checkoutRules, paymentsSimulated: context.shop.paymentsSimulated },
  };
  const clearNotice = hasNoticeCookie(request) ? { 'Set-Cookie': noticeCookie(null, { secure: context.shop.publicUrl.startsWith('https:') }) } : undefined;
  return pageData(rootData, { degraded: anyFailed(categories, settings), headers: clearNotice });
}

// A failed category menu must keep every page under the root out of the public cache.
export const headers = passDegradedFlag;

// A colour picked on a product page changes only its `?color=`: nothing the root loads (lib/product-url.ts).
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return unlessOnlyChoiceChanged(args);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Hydrated (error pages too): from here a tap runs the page's handlers, not a form's native post
  // (docs/decisions/0051); the browser tests wait for this mark (tests/e2e/fixtures.ts).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3730a3" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-zinc-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const navigation = useNavigation();
  const shopName = data?.shopName ?? 'Haat';
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <Navbar shopName={shopName} categories={data?.categories ?? null} user={data?.user ?? null} />
      <main id="main" className="relative flex-1">
        {navigation.state === 'loading' && (
          <div className="pointer-events-none fixed inset-x-0 top-16 z-40 flex justify-center">
            <Spinner />
          </div>
        )}
        <FormNotice notice={data?.notice ?? null} />
        <CartModalsProvider>{children}</CartModalsProvider>
      </main>
      <Footer shopName={shopName} shop={data?.shop ?? null} />
      <ShopToaster />
    </>
  );
}

export default function App() {
  useEffect(warnAboutScams, []);
  const matches = useMatches();
  // The admin (routes/admin/shell.tsx) draws its own chrome instead of the storefront's.
  if (hasOwnShell(matches)) return <Outlet />;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // No route's meta speaks for an error page: the document still needs a title (axe: document-title);
  // React hoists this <title> into <head>.
  const shopName = useRootData()?.shopName ?? 'Haat';
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <title>{`Page not found. | ${shopName}`}</title>
        <NotFound />
      </Shell>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? error.data : undefined;
  return (
    <Shell>
      <title>{`Error ${status} | ${shopName}`}</title>
      <ErrorScreen status={status} message={message} />
    </Shell>
  );
}
