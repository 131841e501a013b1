import { useState } from 'react';
import { toast } from '../../lib/toast';
import { useNavigate } from 'react-router';
import type { Route } from './+types/category-edit';
import { CategoryForm } from '../../components/admin/CategoryForm';
import { AdminPage, dangerButtonClass } from '../../components/admin/Page';
import { RouteErrorScreen } from '../../components/admin/RouteError';
import { adminApi } from '../../lib/admin-api';
import { isApiError } from '../../lib/api';
import { categoryForm, type CategoryFormData } from '../../lib/admin-category-form';
import { CATEGORY_DELETE_FAILED, CATEGORY_DELETED, CATEGORY_UPDATE_FAILED, CATEGORY_UPDATED, CONFIRM_DELETE_CATEGORY } from '../../lib/admin-messages';
import { adminPageMeta } from '../../lib/admin-shell';
import { readOrNotFound } from '../../lib/not-found';
import { useHydrated } from '../../lib/use-hydrated';
import { categoryAnswerSchema } from '../../../common/catalog';
import { messageAnswerSchema } from '../../../common/api';

const LIST = '/admin/categories';

export async function loader({ params, context }: Route.LoaderArgs) {
  return { category: await readOrNotFound(() => context.services.catalog.getCategory(params.categoryId), 'Category not found') };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminPageMeta(loaderData ? `Edit ${loaderData.category.name}` : 'Edit Category', matches[0].loaderData?.shopName);

export default function EditCategory({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [deleting, setDeleting] = useState(false);

  async function update(values: CategoryFormData) {
    try {
      await adminApi.put(categoryAnswerSchema, `/api/categories/${category._id}`, categoryForm(values));
    } catch (error) {
      toast.error(CATEGORY_UPDATE_FAILED);
      throw error;
    }
    toast.success(CATEGORY_UPDATED);
    await navigate(LIST);
  }

  async function deleteCategory() {
    if (!window.confirm(CONFIRM_DELETE_CATEGORY)) return;
    setDeleting(true);
    try {
      await adminApi.delete(messageAnswerSchema, `/api/categories/${category._id}`);
    } catch (error) {
      // The reason matters here: a category still holding products cannot go (409).
      toast.error(isApiError(error) && error.status !== 0 ? `${CATEGORY_DELETE_FAILED}: ${error.message}` : CATEGORY_DELETE_FAILED);
      setDeleting(false);
      return;
    }
    toast.success(CATEGORY_DELETED);
    await navigate(LIST, { replace: true });
  }

  return (
    <AdminPage title="Edit Category" width="narrow">
      <CategoryForm
        key={`${category._id}-${category.updatedAt}`}
        category={category}
        submitLabel="Update Category"
        onSave={update}
        busy={deleting}
        extraActions={
          <button type="button" onClick={deleteCategory} disabled={!hydrated || deleting} aria-busy={deleting || undefined} className={`${dangerButtonClass} sm:mr-auto`}>
            Delete Category
          </button>
        }
      />
    </AdminPage>
  );
}

export const ErrorBoundary = RouteErrorScreen;
