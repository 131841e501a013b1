import { Link } from 'react-router';
import type { Route } from './+types/categories';
import { actionLinkClass, Cell, DataTable, Thumbnail } from '../../components/admin/DataTable';
import { AdminPage, EmptyState, LoadError } from '../../components/admin/Page';
import { buttonClass } from '../../components/form/Button';
import { loadErrorMessage } from '../../lib/admin-list';
import { categoriesLoadError, NO_CATEGORIES } from '../../lib/admin-messages';
import { adminPageMeta } from '../../lib/admin-shell';
import { imageAt } from '../../lib/images';

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const categories = await context.services.catalog.listCategories();
    return { rows: categories.map(({ _id, name, image }) => ({ _id, name, image })), error: null };
  } catch (error) {
    context.logger.error({ err: error }, 'admin category list failed to load');
    return { rows: [], error: loadErrorMessage(error) };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta('Categories', matches[0].loaderData?.shopName);

const COLUMNS = [{ label: 'Image', className: 'w-16 sm:w-24' }, { label: 'Name' }, { label: 'Actions', align: 'right' as const, className: 'w-24' }];

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { rows, error } = loaderData;
  return (
    <AdminPage
      title="Categories"
      actions={
        <Link to="/admin/categories/new" className={buttonClass('primary')}>
          New Category
        </Link>
      }
    >
      {error !== null ? (
        <LoadError>{categoriesLoadError(error)}</LoadError>
      ) : rows.length === 0 ? (
        <EmptyState>{NO_CATEGORIES}</EmptyState>
      ) : (
        <DataTable caption="Categories" columns={COLUMNS}>
          {rows.map((category) => (
            <tr key={category._id}>
              <Cell>
                <Thumbnail src={category.image ? imageAt(category.image, 96) : null} className="size-10 sm:size-12" />
              </Cell>
              <Cell className="font-medium wrap-anywhere text-zinc-900">{category.name}</Cell>
              <Cell align="right">
                <Link to={`/admin/categories/edit/${category._id}`} className={actionLinkClass}>
                  Edit<span className="sr-only"> {category.name}</span>
                </Link>
              </Cell>
            </tr>
          ))}
        </DataTable>
      )}
    </AdminPage>
  );
}
