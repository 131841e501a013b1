import { redirect, useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/login';
import { authResponseSchema, loginSchema, type LoginInput } from '../../common/accounts';
import { Button } from '../components/form/Button';
import { FormCard, FormCardLink } from '../components/form/FormCard';
import { TextField } from '../components/form/TextField';
import { api, isApiError } from '../lib/api';
import { GENERIC_ERROR } from '../lib/messages';
import { customerReturnPath, withReturn } from '../lib/return-to';
import { privatePageMeta } from '../lib/seo';
import { useSchemaForm } from '../lib/schema-form';

// Guarded (docs/storefront-texts.md#screens): a signed-in customer has nothing to do here.
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await context.auth.customer(request)) throw redirect(customerReturnPath(new URL(request.url).search));
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Login', description: 'Log in to your account.', shopName: matches[0].loaderData?.shopName });

export default function Login() {
  const navigate = useNavigate();
  // Where the shopper was before (`?redirectTo=`, a path on this site only): login returns there.
  const returnTo = customerReturnPath(useLocation().search);
  const { register, handleSubmit, errors, send, submitButton } = useSchemaForm(loginSchema);

  async function login(values: LoginInput) {
    const sent = await send(() => api.post(authResponseSchema, '/api/user/login', values), (error) => (isApiError(error, 401) ? 'Invalid email or password' : GENERIC_ERROR));
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
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} error={errors.email?.message} {...register('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
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
