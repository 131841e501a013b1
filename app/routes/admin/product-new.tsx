import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/product-new';
import { AdminPage, FormActions } from '../../components/admin/Page';
import { ColorsSection, DetailsSection, PricingSection, VideoSection, VisibilitySection } from '../../components/admin/ProductFormSections';
import { SizesSection } from '../../components/admin/ProductStockFields';
import { Button, buttonClass } from '../../components/form/Button';
import { adminApi } from '../../lib/admin-api';
import { productFieldPath, serverErrors } from '../../lib/admin-form-errors';
import { PRODUCT_CREATE_FAILED, PRODUCT_CREATED } from '../../lib/admin-messages';
import { productCreateForm } from '../../lib/admin-product-payload';
import { emptyProductValues, productCreateSchema, type ProductCreateData } from '../../lib/admin-product-schema';
import { adminPageMeta } from '../../lib/admin-shell';
import { useHydrated } from '../../lib/use-hydrated';
import { settle } from '../../lib/settle';
import { productSchema } from '../../../common/catalog';

// The category select's options; their failure shows 'Error loading categories' under it (docs/storefront-texts.md#toasts).
// The GST rate starts at the shop's default, the rate the product gets if left (docs/decisions/0034).
export async function loader({ context }: Route.LoaderArgs) {
  const categories = await settle(context.services.catalog.listCategories(), context.logger, 'admin-category-select');
  const { defaultGstRate } = await context.services.settings.current();
  return { categories: categories.ok ? categories.data.map(({ _id, name }) => ({ _id, name })) : null, defaultGstRate };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta('New Product', matches[0].loaderData?.shopName);

export default function NewProduct({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(productCreateSchema), defaultValues: emptyProductValues(loaderData.defaultGstRate) });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  async function create(data: ProductCreateData) {
    setFormError(null);
    try {
      await adminApi.post(productSchema, '/api/products', productCreateForm(data));
    } catch (error) {
      toast.error(PRODUCT_CREATE_FAILED);
      const { fields, message } = serverErrors(error, productFieldPath);
      fields.forEach(({ name, message: text }) => setError(name, { message: text }, { shouldFocus: true }));
      setFormError(message);
      return;
    }
    toast.success(PRODUCT_CREATED);
    await navigate('/admin/products');
  }

  return (
    <AdminPage title="New Product" width="form">
      <FormProvider {...form}>
        <form method="post" noValidate onSubmit={handleSubmit(create)} className="grid gap-4 sm:gap-6">
          <div className="grid gap-4 sm:gap-6 lg:grid-cols-2 lg:items-start">
            <div className="grid gap-4 sm:gap-6">
              <DetailsSection categories={loaderData.categories} />
              <PricingSection withRating defaultGstRate={loaderData.defaultGstRate} />
              <VisibilitySection />
            </div>
            <div className="grid gap-4 sm:gap-6">
              <SizesSection />
              <ColorsSection confirmDeletes={false} />
              <VideoSection />
            </div>
          </div>
          <FormActions message={formError}>
            <Link to="/admin/products" className={buttonClass('secondary')}>
              Cancel
            </Link>
            <Button type="submit" pending={isSubmitting} disabled={!hydrated}>
              Create Product
            </Button>
          </FormActions>
        </form>
      </FormProvider>
    </AdminPage>
  );
}
