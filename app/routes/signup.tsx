import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useEffect, useId, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from '../lib/toast';
import { data, redirect, useActionData, useLocation, useNavigate, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/signup';
import { authResponseSchema, registerSchema, signupAccountSchema, type RegisterInput } from '../../common/accounts';
import { Button } from '../components/form/Button';
import { FormCard, FormCardLink } from '../components/form/FormCard';
import { StateSelect, stateFieldValue } from '../components/form/StateSelect';
import { EMAIL_INPUT, TextField } from '../components/form/TextField';
import { FormAlert } from '../components/form/FormAlert';
import { api, isApiError } from '../lib/api';
import { EMAIL_TAKEN, GENERIC_ERROR } from '../lib/messages';
import { field, redirectAfterForm, refusalOf } from '../lib/page-action.server';
import { customerReturnPath, withReturn } from '../lib/return-to';
import { privatePageMeta } from '../lib/seo';
import { clearSignupDraft, draftFields, loadSignupDraft, saveSignupDraft } from '../lib/signup-draft';

// Guarded (docs/storefront-texts.md#screens): a signed-in customer has nothing to do here.
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await context.auth.customer(request)) throw redirect(customerReturnPath(new URL(request.url).search));
  return null;
}

// Moving between the steps changes only ?step: the guard above need not run again.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** What the form shows again after a post without JavaScript: the step, what was typed (never the password on step 1), the messages. */
interface Posted {
  step: Step;
  values: { name: string; email: string; password?: string; phoneNumber: string; address: RegisterInput['address'] };
  fields: Record<string, string>;
  message: string | null;
}

/**
 * The two steps posted without JavaScript (docs/decisions/0051). 'Next' checks step 1 with the
 * same schema as the script (signupAccountSchema) and shows step 2, carrying step 1's values in
 * hidden fields of this answer only (a POST's page, never cached); 'Previous' shows step 1 again;
 * 'Sign Up' sends POST /api/user/register through the API in-process, as the script does: signed
 * up, back where the shopper was with the session cookie and 'Account Created!'.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values: Posted['values'] = {
    name: field(form, 'name'),
    email: field(form, 'email'),
    password: field(form, 'password'),
    phoneNumber: field(form, 'phoneNumber'),
    address: { street: field(form, 'address.street'), city: field(form, 'address.city'), state: field(form, 'address.state'), zipCode: field(form, 'address.zipCode'), country: field(form, 'address.country') || 'India' },
  };
  const { password, ...withoutPassword } = values;
  const show = (step: Step, fields: Record<string, string> = {}, message: string | null = null, status = 200) =>
    data<Posted>({ step, values: step === 1 ? withoutPassword : values, fields, message }, { status });
  const intent = field(form, 'intent');
  if (intent === 'previous') return show(1);
  if (intent === 'next') {
    const checked = signupAccountSchema.safeParse({ name: values.name, email: values.email, password });
    if (checked.success) return show(2);
    return show(1, Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]).reverse()), null, 400);
  }
  const answer = await context.api(request, { method: 'POST', path: '/api/user/register', body: values });
  if (answer.ok) return redirectAfterForm(customerReturnPath(new URL(request.url).search), { notice: 'account-created', from: answer, publicUrl: context.shop.publicUrl });
  const { status, fields } = await refusalOf(answer);
  if (status === 409) return show(1, { email: EMAIL_TAKEN }, null, status);
  if (status !== 400) return show(2, {}, GENERIC_ERROR, status);
  return show(ACCOUNT_FIELDS.some((name) => name in fields) ? 1 : 2, fields, null, status);
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
  // Only after a post without JavaScript: the step and values the server answered with.
  const posted = useActionData<typeof action>();
  // Where the shopper was before login sent them here (`?redirectTo=`): signing up returns there.
  const returnTo = customerReturnPath(location.search);
  // The step is in the URL (/signup?step=2), so the browser's Back goes from step 2 to step 1.
  const [searchParams] = useSearchParams();
  const step: Step = posted?.step ?? (searchParams.get('step') === '2' ? 2 : 1);
  const values = { name: '', email: '', password: '', phoneNumber: '', ...posted?.values, address: { street: '', city: '', state: '', zipCode: '', country: 'India', ...posted?.values.address } };
  const postedError = (name: string) => posted?.fields[name];
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
    // The fields also carry these as their HTML defaults: the server's page shows them before (or without) JavaScript.
    defaultValues: values,
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
        <FormAlert message={posted?.message} />
        {/* Keyed: the steps' inputs are different elements, never one reused with another's value. */}
        {step === 1 ? (
          <Fragment key="account">
            <TextField label="Name" autoComplete="name" autoCapitalize="words" defaultValue={values.name} error={errors.name?.message ?? postedError('name')} {...register('name')} />
            <TextField
              label="Email"
              {...EMAIL_INPUT}
              autoComplete="email"
              defaultValue={values.email}
              error={errors.email?.message ?? postedError('email')}
              {...register('email')}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              hint={retypePassword || posted !== undefined ? 'Type your password again: it is never kept on this device.' : undefined}
              error={errors.password?.message ?? postedError('password')}
              {...register('password')}
            />
            <Button type="submit" name="intent" value="next" block>
              Next
            </Button>
          </Fragment>
        ) : (
          <Fragment key="contact">
            {/* Step 1's values, after a 'Next' posted without JavaScript: sent again with 'Sign Up'. */}
            {posted?.step === 2 &&
              (['name', 'email', 'password'] as const).map((name) => <input key={name} type="hidden" name={name} value={posted.values[name] ?? ''} />)}
            <TextField
              label="Phone Number"
              type="tel"
              addon="+91"
              autoComplete="tel-national"
              inputMode="tel"
              defaultValue={values.phoneNumber}
              error={errors.phoneNumber?.message ?? postedError('phoneNumber')}
              {...register('phoneNumber')}
            />
            <TextField label="Street" autoComplete="street-address" defaultValue={values.address.street} error={errors.address?.street?.message ?? postedError('address.street')} {...register('address.street')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="City" autoComplete="address-level2" defaultValue={values.address.city} error={errors.address?.city?.message ?? postedError('address.city')} {...register('address.city')} />
              <StateSelect defaultValue={values.address.state} error={errors.address?.state?.message ?? postedError('address.state')} {...register('address.state')} />
              <TextField
                label="PIN code"
                autoComplete="postal-code"
                inputMode="numeric"
                defaultValue={values.address.zipCode}
                error={errors.address?.zipCode?.message ?? postedError('address.zipCode')}
                {...register('address.zipCode')}
              />
              <TextField label="Country" autoComplete="country-name" defaultValue={values.address.country} error={errors.address?.country?.message ?? postedError('address.country')} {...register('address.country')} />
            </div>
            <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row">
              {/* Without JavaScript: posts 'previous' (step 1 again, what was typed kept but the password). */}
              <Button
                type="submit"
                name="intent"
                value="previous"
                formNoValidate
                variant="secondary"
                className="sm:flex-1"
                onClick={(event) => {
                  event.preventDefault();
                  goTo(1);
                }}
                disabled={isSubmitting}
              >
                Previous
              </Button>
              <Button type="submit" name="intent" value="signup" className="sm:flex-1" pending={isSubmitting}>
                Sign Up
              </Button>
            </div>
          </Fragment>
        )}
      </form>
    </FormCard>
  );
}
