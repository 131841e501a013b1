import { data, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/product';
import { ProductDetail } from '../components/product/ProductDetail';
import { ProductGrid } from '../components/ProductGrid';
import { cardProducts } from '../lib/product-card';
import { truncate } from '../../common/text';
import { pageMeta } from '../lib/seo';
import { productBreadcrumb, productJsonLd } from '../lib/structured-data';
import { readOrNotFound } from '../lib/not-found';
import { isNotFoundError } from '../../common/app-error';
import { settle } from '../lib/settle';
import { useCartActions } from '../lib/use-cart-actions';
import { pageData, publicPageHeaders } from '../lib/public-page';
import { colorIndexFromUrl, unlessOnlyChoiceChanged } from '../lib/product-url';
import { ProductReviews } from '../components/reviews/ProductReviews';
import type { ReviewFormRefusal } from '../components/reviews/ReviewForm';
import { GENERIC_ERROR } from '../lib/messages';
import { field, redirectAfterForm, refusalOf } from '../lib/page-action.server';
import { withReturn } from '../lib/return-to';
import { REVIEWS_PARAM, reviewsPageFromUrl, reviewsPageUrl } from '../lib/reviews-url';
import type { ReviewPermission } from '../../common/review-texts';

/** How many reviews a page of the product's shows. */
const REVIEWS_PER_PAGE = 5;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { catalog, reviews: reviewReads } = context.services;
  // A draft or archived product is not in the shop (docs/decisions/0065): 404 as a missing one,
  // except to the signed-in admin, who sees it as it would be; that page is kept out of the
  // public cache (flagged like a degraded one).
  let adminView = false;
  const product = await readOrNotFound(async () => {
    try {
      return await catalog.getProduct(params.id);
    } catch (error) {
      if (!isNotFoundError(error) || (await context.auth.admin(request)) === null) throw error;
      adminView = true;
      return context.services.catalogAdmin.getProduct(params.id);
    }
  });
  const reviewsPage = reviewsPageFromUrl(new URL(request.url).searchParams);
  // Signed in, the page is never served from the public cache: it may say whether they can write a review.
  const customer = await context.auth.customer(request);
  const [related, reviews, permission] = await Promise.all([
    settle(catalog.related(product).then(cardProducts), context.logger, 'related-products'),
    settle(reviewReads.list(product._id, { page: reviewsPage, limit: REVIEWS_PER_PAGE }), context.logger, 'reviews'),
    reviewReads.permission(customer?._id ?? null, product._id).catch((error: unknown): ReviewPermission => {
      context.logger.error({ err: error }, 'review permission failed to load');
      return 'not-eligible';
    }),
  ]);
  return pageData(
    { product, related, reviews, reviewsPage, permission, url: `${context.shop.publicUrl}/product/${product._id}`, shopName: context.shop.name, publicUrl: context.shop.publicUrl },
    { degraded: adminView || !related.ok || !reviews.ok },
  );
}

/**
 * 'Write a review' posted (docs/decisions/0051, 0055): the same POST /api/products/{id}/reviews
 * as any client's, through the API in-process. Written: back to the reviews with a thank-you
 * notice. Refused: the page again with the API's messages under the fields and what was typed.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const back = `/product/${encodeURIComponent(params.id)}`;
  const done = (location: string, notice: 'review-added' | 'signed-out', from?: Response) => redirectAfterForm(location, { notice, from, publicUrl: context.shop.publicUrl });
  if ((await context.auth.customer(request)) === null) return done(withReturn('/login', back), 'signed-out');
  const values = { rating: field(form, 'rating'), title: field(form, 'title'), body: field(form, 'body') };
  // A rating the form did not send (or not a number) is left out: the API's schema names it.
  const rating = /^\d+(\.\d+)?$/.test(values.rating) ? Number(values.rating) : undefined;
  const answer = await context.api(request, { method: 'POST', path: `/api/products/${encodeURIComponent(params.id)}/reviews`, body: { rating, title: values.title, body: values.body } });
  if (answer.ok) return done(`${back}#${REVIEWS_PARAM}`, 'review-added');
  if (answer.status === 401) return done(withReturn('/login', back), 'signed-out');
  const refusal = await refusalOf(answer);
  const review: ReviewFormRefusal = { fields: refusal.fields, message: refusal.status === 400 ? null : (refusal.message ?? GENERIC_ERROR), values };
  return data({ review }, { status: answer.status });
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

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, related, reviews, reviewsPage, permission } = loaderData;
  const [searchParams] = useSearchParams();
  const { addFromCard, addToCart, buyNow } = useCartActions();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {/* Keyed by product: moving to another product starts with its first colour and image. */}
      <ProductDetail key={product._id} product={product} onAddToCart={(choice) => addToCart(product, choice)} onBuyNow={(choice) => buyNow(product, choice)} />
      <ProductReviews
        reviews={reviews}
        page={reviewsPage}
        permission={permission}
        refusal={actionData?.review ?? null}
        hrefFor={(page) => reviewsPageUrl(`/product/${product._id}`, searchParams, page)}
      />
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
