import { data, Link, useActionData, useSearchParams } from 'react-router';
import type { Route } from './+types/account';
import { shownErrorMessage } from '../../common/app-error';
import type { User } from '../../common/accounts';
import { ACCOUNT_EDIT_MESSAGES } from '../../common/account-edit';
import { AddressEditor, EDIT_PARAM } from '../components/account/AddressEditor';
import { Protected } from '../components/auth/Protected';
import { GENERIC_ERROR } from '../lib/messages';
import { field, redirectAfterForm, refusalOf } from '../lib/page-action.server';
import { privatePageMeta } from '../lib/seo';

const EDIT_LINK = 'inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-900';
const LOAD_FAILED = 'An error occurred while fetching user data.';

// The profile, read fresh for this page (and again after an address update revalidates it).
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    return { user: await context.auth.customer(request), error: null };
  } catch (error) {
    context.logger.error({ err: error }, 'account profile failed to load');
    // docs/storefront-texts.md#toasts: the error's text or the fallback; an unexpected error's text is never shown.
    return { user: null, error: shownErrorMessage(error, LOAD_FAILED) };
  }
}

/**
 * The address form posted without JavaScript (docs/decisions/0051): the same PUT /api/user/address
 * as the script's, through the API in-process. Saved: back to the account with 'Updated Address!';
 * refused: the form again with the API's messages under its fields.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const address = { street: field(form, 'street'), city: field(form, 'city'), state: field(form, 'state'), zipCode: field(form, 'zipCode'), country: field(form, 'country') };
  const answer = await context.api(request, { method: 'PUT', path: '/api/user/address', body: address });
  if (answer.ok) return redirectAfterForm('/account', { notice: 'address-updated', publicUrl: context.shop.publicUrl });
  // Signed out meanwhile: the page says so, with its 'Go to Login'.
  if (answer.status === 401) return redirectAfterForm('/account', { publicUrl: context.shop.publicUrl });
  const { status, fields } = await refusalOf(answer);
  return data({ address, fields, message: status === 400 ? null : GENERIC_ERROR }, { status });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Your Account', description: 'Your details and delivery address.', shopName: matches[0].loaderData?.shopName });

export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <Protected>
        {() =>
          loaderData.user ? (
            <AccountDetails user={loaderData.user} />
          ) : (
            <p role="alert" className="py-10 text-center text-red-700">
              {loaderData.error ?? LOAD_FAILED}
            </p>
          )
        }
      </Protected>
    </div>
  );
}

function AccountDetails({ user }: { user: User }) {
  const posted = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const details = [
    { label: 'Name', value: user.name },
    { label: 'Email', value: user.email },
    { label: 'Phone', value: `+91 ${user.phoneNumber}` },
  ];
  return (
    <>
      <h1 className="text-3xl font-bold text-zinc-900">Your Account</h1>
      <section aria-labelledby="details-heading" className="mt-6 rounded-xl border border-zinc-200 p-4 sm:p-6">
        <div className="flex items-center justify-between gap-4">
          <h2 id="details-heading" className="text-lg font-semibold text-zinc-900">
            Your Details
          </h2>
          <Link to="/account/edit" className={EDIT_LINK}>
            Edit details
          </Link>
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {details.map(({ label, value }) => (
            <div key={label} className="min-w-0">
              <dt className="text-sm text-zinc-600">{label}</dt>
              <dd className="break-words font-medium text-zinc-900">{value}</dd>
              {label === 'Email' && user.pendingEmail && (
                <dd className="mt-1 break-words text-sm text-amber-800">{ACCOUNT_EDIT_MESSAGES.emailPending(user.pendingEmail)}</dd>
              )}
            </div>
          ))}
        </dl>
      </section>
      <div className="mt-6">
        <AddressEditor address={user.address} startEditing={searchParams.get(EDIT_PARAM) === 'address'} posted={posted} />
      </div>
      <section aria-labelledby="password-heading" className="mt-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border border-zinc-200 p-4 sm:p-6">
        <div>
          <h2 id="password-heading" className="text-lg font-semibold text-zinc-900">
            Password
          </h2>
          <p className="text-sm text-zinc-600">The password you log in with.</p>
        </div>
        <Link to="/account/password" className={EDIT_LINK}>
          Change password
        </Link>
      </section>
    </>
  );
}
