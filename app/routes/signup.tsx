import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useEffect, useId, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import toast from 'react-hot-toast';
import { redirect, useLocation, useNavigate, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/signup';
import { authResponseSchema, registerSchema, signupAccountSchema, type RegisterInput } from '../../common/accounts';
import { Button } from '../components/form/Button';
import { FormCard, FormCardLink } from '../components/form/FormCard';
import { StateSelect, stateFieldValue } from '../components/form/StateSelect';
import { TextField } from '../components/form/TextField';
import { api, isApiError } from '../lib/api';
import { GENERIC_ERROR } from '../lib/messages';
import { customerReturnPath, withReturn } from '../lib/return-to';
import { privatePageMeta } from '../lib/seo';
import { clearSignupDraft, draftFields, loadSignupDraft, saveSignupDraft } from '../lib/signup-draft';
import { useHydrated } from '../lib/use-hydrated';

// Guarded (docs/storefront-texts.md#screens): a signed-in customer has nothing to do here.
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await context.auth.customer(request)) throw redirect(customerReturnPath(new URL(request.url).search));
  return null;
}

// Moving between the steps changes only ?step: the guard above need not run again.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Create an Account', description: 'Sign up to shop, save your address and track your orders.', shopName: matches[0].loaderData?.shopName });

/** Step 1's fields: 'Next' moves on only when these pass signupAccountSchema (docs/storefront-texts.md#validation). */
const ACCOUNT_FIELDS = Object.keys(signupAccountSchema.shape) as (keyof typeof signupAccountSchema.shape)[];

type Step = 1 | 2;
type FocusField = (typeof ACCOUNT_FIELDS)[number] | 'phoneNumber';

/** Set on the history entry of step 2 when it was reached from step 1: 'Previous' is then the browser's Back. */
interface StepState {
  fromStep1?: boolean;
}

export default function Signup() {
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  // Where the shopper was before login sent them here (`?redirectTo=`): signing up returns there.
  const returnTo = customerReturnPath(location.search);
  // The step is in the URL (/signup?step=2), so the browser's Back goes from step 2 to step 1.
  const [searchParams] = useSearchParams();
  const step: Step = searchParams.get('step') === '2' ? 2 : 1;
  const {
    register,
    handleSubmit,
    trigger,
    setFocus,
    setValue,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm({
    // registerSchema extends signupAccountSchema, so step 1 is checked with the same rules.
    resolver: zodResolver(registerSchema),
    // Most customers are in India; everything else starts empty (the password too: after a
    // refresh on step 2 its field is not there, and it must read as empty, not as missing).
    defaultValues: { name: '', email: '', password: '', phoneNumber: '', address: { street: '', city: '', state: '', zipCode: '', country: 'India' } },
  });

  // What was typed in this tab's session comes back after a refresh, all but the password.
  useEffect(() => {
    // A state typed before the form had a list comes back as the list's name ('TN' → 'Tamil Nadu').
    for (const [path, value] of draftFields(loadSignupDraft() ?? {})) setValue(path as 'name', path === 'address.state' ? stateFieldValue(value) : value);
    return subscribe({ formState: { values: true }, callback: ({ values }) => saveSignupDraft(values) });
  }, [setValue, subscribe]);

  // Moving between steps puts the cursor in a field of the new step (not on the first paint).
  const [move, setMove] = useState<{ step: Step; focus: FocusField } | null>(null);
  useEffect(() => {
    if (move?.step === step) setFocus(move.focus);
  }, [move, step, setFocus]);
  const goTo = (next: Step, focus: FocusField = next === 1 ? 'name' : 'phoneNumber') => {
    setMove({ step: next, focus });
    if (next === step) return;
    // The step's URL keeps the rest of the query (`?redirectTo=`: where signing up returns).
    const search = new URLSearchParams(searchParams);
    if (next === 2) search.set('step', '2');
    else search.delete('step');
    const query = search.size > 0 ? `?${search}` : '';
    if (next === 2) void navigate({ search: query }, { state: { fromStep1: true } satisfies StepState, preventScrollReset: true });
    else if ((location.state as StepState | null)?.fromStep1) void navigate(-1);
    else void navigate({ search: query }, { replace: true, preventScrollReset: true });
  };

  async function next(event: React.FormEvent) {
    event.preventDefault();
    if (await trigger(ACCOUNT_FIELDS, { shouldFocus: true })) goTo(2);
  }

  // Step 2's 'Sign Up' checks step 1 too: after a refresh the password is empty (never kept).
  const [retypePassword, setRetypePassword] = useState(false);
  function invalid(fieldErrors: FieldErrors<RegisterInput>) {
    const first = ACCOUNT_FIELDS.find((name) => fieldErrors[name]);
    if (!first) return;
    if (fieldErrors.password) setRetypePassword(true);
    goTo(1, first);
  }

  // One toast for the form: a later failure replaces an earlier one, 'Account Created!' replaces both.
  const toastId = useId();
  async function signup(values: RegisterInput) {
    try {
      await api.post(authResponseSchema, '/api/user/register', values);
    } catch (error) {
      if (isApiError(error, 409)) {
        toast.error('Email is already registered!', { id: toastId });
        goTo(1, 'email');
      } else {
        toast.error(GENERIC_ERROR, { id: toastId });
      }
      return;
    }
    clearSignupDraft();
    toast.success('Account Created!', { id: toastId });
    // The server has set the session cookie; every loader on the way back runs again with it.
    await navigate(returnTo, { defaultShouldRevalidate: true });
  }

  return (
    <FormCard
      title="Create an Account"
      subtitle="Sign Up to Get Started"
      footer={
        <>
          Already have an account?{' '}
          <FormCardLink to={withReturn('/login', returnTo)}>Login</FormCardLink>
        </>
      }
    >
      <p className="mb-4 text-sm font-medium text-zinc-600" aria-live="polite">
        Step {step} of 2: {step === 1 ? 'Your account' : 'Contact and delivery address'}
      </p>
      {/* Enter in step 1 means 'Next'; the account is created only from step 2. */}
      <form method="post" noValidate onSubmit={step === 1 ? next : handleSubmit(signup, invalid)} className="flex flex-col gap-4">
        {/* Keyed: the steps' inputs are different elements, never one reused with another's value. */}
        {step === 1 ? (
          <Fragment key="account">
            <TextField label="Name" autoComplete="name" autoCapitalize="words" error={errors.name?.message} {...register('name')} />
            <TextField label="Email" type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} error={errors.email?.message} {...register('email')} />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              hint={retypePassword ? 'Type your password again: it is never kept on this device.' : undefined}
              error={errors.password?.message}
              {...register('password')}
            />
            <Button type="submit" block disabled={!hydrated}>
              Next
            </Button>
          </Fragment>
        ) : (
          <Fragment key="contact">
            <TextField label="Phone Number" type="tel" addon="+91" autoComplete="tel-national" inputMode="tel" error={errors.phoneNumber?.message} {...register('phoneNumber')} />
            <TextField label="Street" autoComplete="street-address" error={errors.address?.street?.message} {...register('address.street')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="City" autoComplete="address-level2" error={errors.address?.city?.message} {...register('address.city')} />
              <StateSelect error={errors.address?.state?.message} {...register('address.state')} />
              <TextField label="PIN code" autoComplete="postal-code" inputMode="numeric" error={errors.address?.zipCode?.message} {...register('address.zipCode')} />
              <TextField label="Country" autoComplete="country-name" error={errors.address?.country?.message} {...register('address.country')} />
            </div>
            <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row">
              <Button variant="secondary" className="sm:flex-1" onClick={() => goTo(1)} disabled={isSubmitting}>
                Previous
              </Button>
              <Button type="submit" className="sm:flex-1" pending={isSubmitting} disabled={!hydrated}>
                Sign Up
              </Button>
            </div>
          </Fragment>
        )}
      </form>
    </FormCard>
  );
}
