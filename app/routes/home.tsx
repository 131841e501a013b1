import { Link } from 'react-router';
import type { Route } from './+types/home';
import { CategoryTiles } from '../components/CategoryTiles';
import { ProductSection } from '../components/ProductSection';
import { pageMeta } from '../lib/seo';
import { organizationJsonLd, websiteJsonLd } from '../lib/structured-data';
import { useCartActions } from '../lib/use-cart-actions';
import { anyFailed, settle, type Section } from '../lib/settle';
import type { Product } from '../../common/catalog';
import { useRootData } from '../lib/root-data';
import { pageData, publicPageHeaders } from '../lib/public-page';
import { preferUnseen } from '../lib/home-sections';
import { cardProducts, type CardProduct } from '../lib/product-card';

const CATEGORIES_FAILED = 'Failed to load categories. Please try again later.';

/** A section's products as their cards need them (lib/product-card.ts), or its failure as it was. */
const asCards = (section: Section<Product[]>): Section<CardProduct[]> => (section.ok ? { ok: true, data: cardProducts(section.data) } : section);

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context.services;
  const [featured, newArrivals] = await Promise.all([
    settle(catalog.featured(), context.logger, 'featured'),
    settle(catalog.newArrivals(), context.logger, 'new-arrivals'),
  ]);
  // On a phone both rows began with the same two cards: New Arrivals prefers what Best Sellers did not show.
  const arrivals = newArrivals.ok && featured.ok ? { ok: true as const, data: preferUnseen(newArrivals.data, featured.data) } : newArrivals;
  return pageData(
    { featured: asCards(featured), newArrivals: asCards(arrivals), shopName: context.shop.name, publicUrl: context.shop.publicUrl, url: `${context.shop.publicUrl}/` },
    { degraded: anyFailed(featured, newArrivals) },
  );
}

// The same for every anonymous visitor: the server may serve it from its public cache.
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.shopName} | Shop the best deals online`,
        description: `Shop clothing, electronics, home essentials and more at ${loaderData.shopName}. Great prices in rupees, fast delivery across India.`,
        url: loaderData.url,
        structuredData: [
          // The shop's mark is its favicon (public/favicon.svg).
          organizationJsonLd({ name: loaderData.shopName, publicUrl: loaderData.publicUrl, logo: '/favicon.svg' }),
          websiteJsonLd({ name: loaderData.shopName, publicUrl: loaderData.publicUrl }),
        ],
      })
    : [];

function Banner({ heading, text, linkLabel }: { heading: string; text: string; linkLabel: string }) {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-600 text-white [&_:focus-visible]:outline-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <h1 className="max-w-2xl text-3xl font-bold tracking-tight sm:text-5xl">{heading}</h1>
        <p className="mt-4 max-w-xl text-lg text-brand-50">{text}</p>
        <Link to="/products" className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-accent-400 px-6 font-semibold text-zinc-900 hover:bg-accent-300">
          {linkLabel}
        </Link>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const categories = root?.categories ?? null;
  const { addFromCard } = useCartActions();
  return (
    <>
      <Banner heading={`Welcome to ${loaderData.shopName}`} text="Find the best deals on our latest products." linkLabel="Shop Now" />

      <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 pt-12">
        <h2 id="categories-heading" className="text-2xl font-bold">
          Shop By Category
        </h2>
        <div className="mt-6">{categories === null ? <p className="text-red-700">{CATEGORIES_FAILED}</p> : <CategoryTiles categories={categories} />}</div>
      </section>

      <ProductSection title="Best Sellers" section={loaderData.featured} eager onAdd={addFromCard} />

      <section aria-labelledby="new-arrivals-banner" className="mx-auto mt-12 max-w-7xl px-4">
        <div className="rounded-2xl bg-accent-100 px-6 py-10 sm:px-10">
          <h2 id="new-arrivals-banner" className="text-2xl font-bold text-zinc-900 sm:text-3xl">
            New Arrivals Are Here!
          </h2>
          <p className="mt-2 max-w-xl text-zinc-800">Dive into our newest products and find your next favorite item today.</p>
          <Link to="/products" className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
            Explore Now
          </Link>
        </div>
      </section>

      <ProductSection title="New Arrivals" section={loaderData.newArrivals} onAdd={addFromCard} />
    </>
  );
}
