import { data, redirect, useActionData, useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/login';
import { authResponseSchema, loginSchema, type LoginInput } from '../../common/accounts';
import { Button } from '../components/form/Button';
import { FormCard, FormCardLink } from '../components/form/FormCard';
import { EMAIL_INPUT, TextField } from '../components/form/TextField';
import { FormAlert } from '../components/form/FormAlert';
import { api, isApiError } from '../lib/api';
import { GENERIC_ERROR, INVALID_LOGIN } from '../lib/messages';
import { field, redirectAfterForm, refusalOf } from '../lib/page-action.server';
import { customerReturnPath, withReturn } from '../lib/return-to';
import { privatePageMeta } from '../lib/seo';
import { useSchemaForm } from '../lib/schema-form';

// Guarded (docs/storefront-texts.md#screens): a signed-in customer has nothing to do here.
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await context.auth.customer(request)) throw redirect(customerReturnPath(new URL(request.url).search));
  return null;
}

/**
 * The form posted without JavaScript (docs/decisions/0051): the same POST /api/user/login as the
 * script's, through the API in-process; signed in, back where the shopper was with the session
 * cookie; refused, the page again with the API's messages under the fields or the form's message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = field(form, 'email');
  const answer = await context.api(request, { method: 'POST', path: '/api/user/login', body: { email, password: field(form, 'password') } });
  if (answer.ok) return redirectAfterForm(customerReturnPath(new URL(request.url).search), { from: answer, publicUrl: context.shop.publicUrl });
  const { status, fields } = await refusalOf(answer);
  const message = status === 400 ? null : status === 401 ? INVALID_LOGIN : GENERIC_ERROR;
  return data({ email, fields, message }, { status });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Login', description: 'Log in to your account.', shopName: matches[0].loaderData?.shopName });

export default function Login() {
  const navigate = useNavigate();
  // Where the shopper was before (`?redirectTo=`, a path on this site only): login returns there.
  const returnTo = customerReturnPath(useLocation().search);
  const { register, handleSubmit, errors, send, submitButton } = useSchemaForm(loginSchema, { postsWithoutJs: true });
  // Only after a post without JavaScript: the server's answer (the script path toasts instead).
  const posted = useActionData<typeof action>();

  async function login(values: LoginInput) {
    const sent = await send(() => api.post(authResponseSchema, '/api/user/login', values), (error) => (isApiError(error, 401) ? INVALID_LOGIN : GENERIC_ERROR));
    if (!sent) return;
    // The server has set the session cookie; every loader on the way back runs again with it.
    await navigate(returnTo, { defaultShouldRevalidate: true });
  }

  return (
    <FormCard
      title="Welcome Back!"
      subtitle="Login to Your Account"
      footer={
        <>
          New here?{' '}
          <FormCardLink to={withReturn('/signup', returnTo)}>Create Account</FormCardLink>
        </>
      }
    >
      <form method="post" noValidate onSubmit={handleSubmit(login)} className="flex flex-col gap-4">
        <FormAlert message={posted?.message} />
        <TextField
          label="Email"
          {...EMAIL_INPUT}
          autoComplete="email"
          defaultValue={posted?.email}
          error={errors.email?.message ?? posted?.fields.email}
          {...register('email')}
        />
        <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message ?? posted?.fields.password} {...register('password')} />
        <div className="-mt-2 flex justify-end">
          <FormCardLink to="/reset-password">Forgot Password?</FormCardLink>
        </div>
        <Button type="submit" block {...submitButton}>
          Login
        </Button>
      </form>
    </FormCard>
  );
}
