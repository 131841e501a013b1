import { toast } from '../../lib/toast';
import { useNavigate } from 'react-router';
import type { Route } from './+types/category-new';
import { CategoryForm } from '../../components/admin/CategoryForm';
import { AdminPage } from '../../components/admin/Page';
import { adminApi } from '../../lib/admin-api';
import { categoryForm, type CategoryFormData } from '../../lib/admin-category-form';
import { CATEGORY_CREATE_FAILED, CATEGORY_CREATED } from '../../lib/admin-messages';
import { adminPageMeta } from '../../lib/admin-shell';
import { categoryAnswerSchema } from '../../../common/catalog';

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta('New Category', matches[0].loaderData?.shopName);

export default function NewCategory() {
  const navigate = useNavigate();

  async function create(data: CategoryFormData) {
    try {
      await adminApi.post(categoryAnswerSchema, '/api/categories', categoryForm(data));
    } catch (error) {
      toast.error(CATEGORY_CREATE_FAILED);
      throw error;
    }
    toast.success(CATEGORY_CREATED);
    await navigate('/admin/categories');
  }

  return (
    <AdminPage title="New Category" width="narrow">
      <CategoryForm submitLabel="Create Category" onSave={create} />
    </AdminPage>
  );
}
