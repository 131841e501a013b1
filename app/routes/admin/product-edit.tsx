import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/product-edit';
import { productSchema, type AdminProduct } from '../../../common/catalog';
import { AdminPage, dangerButtonClass, FormActions } from '../../components/admin/Page';
import { ColorsSection, DetailsSection, PricingSection, VideoSection, VisibilitySection } from '../../components/admin/ProductFormSections';
import { SizesSection } from '../../components/admin/ProductStockFields';
import { RouteErrorScreen } from '../../components/admin/RouteError';
import { Button, buttonClass } from '../../components/form/Button';
import { adminApi } from '../../lib/admin-api';
import { productFieldPath, serverErrors, type ProductFieldPath } from '../../lib/admin-form-errors';
import { CONFIRM_DELETE_PRODUCT, NO_CHANGES, PRODUCT_DELETE_FAILED, PRODUCT_DELETED, PRODUCT_UPDATE_FAILED, PRODUCT_UPDATED } from '../../lib/admin-messages';
import { productChanges, productEditForm, productEditValues } from '../../lib/admin-product-payload';
import { productEditSchema, type ProductEditData } from '../../lib/admin-product-schema';
import { adminLoginRedirect, adminPageMeta } from '../../lib/admin-shell';
import { settle } from '../../lib/settle';
import { readOrNotFound } from '../../lib/not-found';
import { useHydrated } from '../../lib/use-hydrated';
import { messageAnswerSchema } from '../../../common/api';
import { ProductReviewsCard } from '../../components/admin/ProductReviewsCard';
import { reviewsPageFromUrl, reviewsPageUrl } from '../../lib/reviews-url';

/** How many reviews a page of the admin's list shows. */
const ADMIN_REVIEWS_PER_PAGE = 20;

const LIST = '/admin/products';

// The product as the admin edits it (with the shop's own in-stock flag): private, so the loader
// checks the admin session itself.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null) throw adminLoginRedirect(request);
  const { catalog, catalogAdmin } = context.services;
  const categories = await settle(catalog.listCategories(), context.logger, 'admin-category-select');
  // docs/storefront-texts.md#screens: a failed load shows the generic error screen (this route's boundary below).
  const product = await readOrNotFound(() => catalogAdmin.getProduct(params.productId), 'Product not found');
  const { defaultGstRate } = await context.services.settings.current();
  const reviewsPage = reviewsPageFromUrl(new URL(request.url).searchParams);
  const reviews = await settle(context.services.reviews.listForAdmin(product._id, { page: reviewsPage, limit: ADMIN_REVIEWS_PER_PAGE }), context.logger, 'admin-product-reviews');
  return { product, categories: categories.ok ? categories.data.map(({ _id, name }) => ({ _id, name })) : null, defaultGstRate, reviews, reviewsPage };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminPageMeta(loaderData ? `Edit ${loaderData.product.name}` : 'Edit Product', matches[0].loaderData?.shopName);

export default function EditProduct({ loaderData }: Route.ComponentProps) {
  const { product, categories, defaultGstRate, reviews, reviewsPage } = loaderData;
  const path = `/admin/products/edit/${product._id}`;
  // A fresh form for each saved state of the product.
  return (
    <>
      <EditProductForm key={`${product._id}-${product.updatedAt}`} product={product} categories={categories} defaultGstRate={defaultGstRate} />
      <div className="mx-auto w-full max-w-6xl px-4 pb-8">
        <ProductReviewsCard reviews={reviews} page={reviewsPage} hrefFor={(page) => reviewsPageUrl(path, new URLSearchParams(), page)} />
      </div>
    </>
  );
}

/** The edit form has no rating (set on create only), so an API error about it has no field here. */
const editFieldPath = (path: string): Exclude<ProductFieldPath, 'rating'> | null => {
  const field = productFieldPath(path);
  return field === 'rating' ? null : field;
};

function EditProductForm({ product, categories, defaultGstRate }: { product: AdminProduct; categories: Route.ComponentProps['loaderData']['categories']; defaultGstRate: number }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const form = useForm({ resolver: zodResolver(productEditSchema), defaultValues: productEditValues(product) });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  async function update(values: ProductEditData) {
    setFormError(null);
    const changes = productChanges(product, values);
    if (changes === null) {
      toast(NO_CHANGES);
      return;
    }
    try {
      await adminApi.put(productSchema, `/api/products/${product._id}`, productEditForm(changes));
    } catch (error) {
      toast.error(PRODUCT_UPDATE_FAILED);
      const { fields, message } = serverErrors(error, editFieldPath);
      fields.forEach(({ name, message: text }) => setError(name, { message: text }, { shouldFocus: true }));
      setFormError(message);
      return;
    }
    toast.success(PRODUCT_UPDATED);
    await navigate(LIST);
  }

  async function deleteProduct() {
    if (!window.confirm(CONFIRM_DELETE_PRODUCT)) return;
    setDeleting(true);
    try {
      await adminApi.delete(messageAnswerSchema, `/api/products/${product._id}`);
    } catch {
      toast.error(PRODUCT_DELETE_FAILED);
      setDeleting(false);
      return;
    }
    toast.success(PRODUCT_DELETED);
    await navigate(LIST, { replace: true });
  }

  const busy = isSubmitting || deleting;
  return (
    <AdminPage
      title="Edit Product"
      width="form"
      actions={
        <Link to={`/product/${product._id}`} target="_blank" rel="noreferrer" className={buttonClass('secondary')}>
          View in shop
        </Link>
      }
    >
      <p className="-mt-4 mb-6 text-zinc-600">
        {product.name} · {product.reviewCount > 0 ? `rated ${product.rating} from ${product.reviewCount.toLocaleString('en-IN')} ${product.reviewCount === 1 ? 'review' : 'reviews'}` : `rated ${product.rating} (set when the product was created)`}
      </p>
      <FormProvider {...form}>
        <form method="post" noValidate onSubmit={handleSubmit(update)} className="grid gap-4 sm:gap-6">
          <div className="grid gap-4 sm:gap-6 lg:grid-cols-2 lg:items-start">
            <div className="grid gap-4 sm:gap-6">
              <DetailsSection categories={categories} featuresOptional />
              <PricingSection withRating={false} defaultGstRate={defaultGstRate} />
              <VisibilitySection />
            </div>
            <div className="grid gap-4 sm:gap-6">
              <SizesSection />
              <ColorsSection confirmDeletes />
              <VideoSection />
            </div>
          </div>
          <FormActions message={formError}>
            <button type="button" onClick={deleteProduct} disabled={!hydrated || busy} aria-busy={deleting || undefined} className={`${dangerButtonClass} sm:mr-auto`}>
              Delete Product
            </button>
            <Link to={LIST} className={buttonClass('secondary')}>
              Cancel
            </Link>
            <Button type="submit" pending={isSubmitting} disabled={!hydrated || busy}>
              Update Product
            </Button>
          </FormActions>
        </form>
      </FormProvider>
    </AdminPage>
  );
}

// docs/storefront-texts.md#screens: a product that cannot be loaded shows the generic error screen, inside the admin shell.
export const ErrorBoundary = RouteErrorScreen;
