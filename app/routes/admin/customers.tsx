import { Link } from 'react-router';
import type { Route } from './+types/customers';
import { customerSearchSchema, type AdminCustomer } from '../../../common/admin-customers';
import { DEFAULT_PAGE_SIZE } from '../../../common/pages';
import { CustomerCards, CustomersTable } from '../../components/admin/customers/CustomerList';
import { CustomerSearch } from '../../components/admin/customers/CustomerSearch';
import { AdminPage, EmptyState, LoadError } from '../../components/admin/Page';
import { Pagination } from '../../components/Pagination';
import { customerCount, CUSTOMERS_PATH, customersLoadError, NO_CUSTOMERS, noCustomersMatch } from '../../lib/admin-customer-messages';
import { loadErrorMessage, pageFrom } from '../../lib/admin-list';
import { adminLoginRedirect, adminPageMeta } from '../../lib/admin-shell';

const href = (q: string, page: number) => {
  const query = new URLSearchParams();
  if (q !== '') query.set('q', q);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text === '' ? CUSTOMERS_PATH : `${CUSTOMERS_PATH}?${text}`;
};

// The shop's customers, newest accounts first, 10 a page, searched by `?q=` (docs/decisions/0061, 0063).
// Private data: the loader checks the admin session itself, as it runs beside the shell's guard.
export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null) throw adminLoginRedirect(request);
  const url = new URL(request.url);
  const page = pageFrom(url);
  const parsed = customerSearchSchema.safeParse(url.searchParams.get('q') ?? undefined);
  const q = parsed.success ? (parsed.data ?? '') : (url.searchParams.get('q') ?? '');
  const base = { page, q, customers: [] as AdminCustomer[], pages: 0, total: 0 };
  if (!parsed.success) return { ...base, error: parsed.error.issues[0]?.message ?? 'Invalid search' };
  try {
    const { customers, pages, total } = await context.services.desk.customers({ page, limit: DEFAULT_PAGE_SIZE, ...(q === '' ? {} : { q }) });
    return { ...base, customers, pages, total, error: null };
  } catch (error) {
    context.logger.error({ err: error }, 'admin customer list failed to load');
    return { ...base, error: loadErrorMessage(error) };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta('Customers', matches[0].loaderData?.shopName);

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { customers, pages, page, total, q, error } = loaderData;
  const narrowed = q !== '';
  const caption = narrowed ? `Customers matching ‘${q}’, page ${page} of ${pages}` : `Customers, page ${page} of ${pages}`;

  return (
    <AdminPage title="Customers">
      <div className="mb-4">
        <CustomerSearch query={q} />
      </div>
      {error === null && (
        <p role="status" className="mb-3 text-sm text-zinc-600">
          {customerCount(total, narrowed)}
        </p>
      )}
      {error !== null ? (
        <LoadError>{customersLoadError(error)}</LoadError>
      ) : customers.length === 0 ? (
        <EmptyState>
          {narrowed ? noCustomersMatch(q) : NO_CUSTOMERS}
          {narrowed && (
            <>
              {' '}
              <Link to={CUSTOMERS_PATH} className="font-medium text-brand-700 underline">
                Show all customers
              </Link>
            </>
          )}
        </EmptyState>
      ) : (
        <>
          <div className="lg:hidden">
            <CustomerCards customers={customers} label={caption} />
          </div>
          <div className="hidden lg:block">
            <CustomersTable customers={customers} caption={caption} />
          </div>
        </>
      )}
      {pages > 1 && (
        <div className="mt-6">
          <Pagination page={page} pages={pages} hrefFor={(n) => href(q, n)} />
        </div>
      )}
    </AdminPage>
  );
}
