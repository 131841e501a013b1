import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/product';
import { ProductDetail } from '../components/product/ProductDetail';
import { ProductGrid } from '../components/ProductGrid';
import { truncate } from '../../common/text';
import { pageMeta } from '../lib/seo';
import { productBreadcrumb, productJsonLd } from '../lib/structured-data';
import { readOrNotFound } from '../lib/not-found';
import { settle } from '../lib/settle';
import { useCartActions } from '../lib/use-cart-actions';
import { pageData, publicPageHeaders } from '../lib/public-page';
import { colorIndexFromUrl, unlessOnlyChoiceChanged } from '../lib/product-url';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { catalog } = context.services;
  const product = await readOrNotFound(() => catalog.getProduct(params.id));
  const related = await settle(catalog.related(product), context.logger, 'related-products');
  return pageData(
    { product, related, url: `${context.shop.publicUrl}/product/${product._id}`, shopName: context.shop.name, publicUrl: context.shop.publicUrl },
    { degraded: !related.ok },
  );
}

// The same for every anonymous visitor: the server may serve it from its public cache.
export const headers = publicPageHeaders;

// Picking a colour changes only `?color=`: the page has all it needs.
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return unlessOnlyChoiceChanged(args);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { product, url, shopName, publicUrl } = loaderData;
  const shop = { name: shopName, publicUrl };
  // A shared link with `?color=` previews that colour's picture.
  const colorIndex = colorIndexFromUrl(product, new URLSearchParams(location.search));
  const image = (colorIndex === null ? undefined : product.colors[colorIndex]?.images[0]) ?? product.primaryImage;
  return pageMeta({
    title: `${product.name} | ${shopName}`,
    description: truncate(product.description, 155),
    url,
    image,
    type: 'product',
    structuredData: [productJsonLd(product, shop), productBreadcrumb(product, shop)],
  });
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related } = loaderData;
  const { addFromCard, addToCart, buyNow } = useCartActions();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {/* Keyed by product: moving to another product starts with its first colour and image. */}
      <ProductDetail key={product._id} product={product} onAddToCart={(choice) => addToCart(product, choice)} onBuyNow={(choice) => buyNow(product, choice)} />
      {/* A product alone in its category has no 'Other products' to show. */}
      {(!related.ok || related.data.length > 0) && (
        <section aria-labelledby="related-heading" className="mt-10 lg:mt-16">
          <h2 id="related-heading" className="text-2xl font-bold">
            Other products
          </h2>
          <div className="mt-6">
            {related.ok ? <ProductGrid products={related.data} variant="home" onAdd={addFromCard} /> : <p className="text-red-700">Something went wrong. Please try again later.</p>}
          </div>
        </section>
      )}
    </div>
  );
}
