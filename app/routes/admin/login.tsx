import { useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/login';
import { loginSchema, type LoginInput } from '../../../common/accounts';
import { Card } from '../../components/admin/Page';
import { Button } from '../../components/form/Button';
import { EMAIL_INPUT, TextField } from '../../components/form/TextField';
import { adminApi } from '../../lib/admin-api';
import { ADMIN_LOGIN_FAILED } from '../../lib/admin-messages';
import { ADMIN_HOME, adminPageMeta } from '../../lib/admin-shell';
import { isApiError } from '../../lib/api';
import { GENERIC_ERROR } from '../../lib/messages';
import { adminReturnPath } from '../../lib/return-to';
import { useSchemaForm } from '../../lib/schema-form';
import { adminLoginResponseSchema } from '../../../common/admin';

// The shell's loader sends a signed-in admin on to /admin (docs/storefront-texts.md#screens).

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta('Login', matches[0].loaderData?.shopName);

export default function AdminLogin() {
  const navigate = useNavigate();
  // The admin page asked for before the guard sent the admin here (`?redirectTo=`), else the dashboard.
  const returnTo = adminReturnPath(useLocation().search, ADMIN_HOME);
  const { register, handleSubmit, errors, send, submitButton } = useSchemaForm(loginSchema);

  async function login(values: LoginInput) {
    const sent = await send(() => adminApi.post(adminLoginResponseSchema, '/api/admin/login', values), (error) => (isApiError(error, 401) ? ADMIN_LOGIN_FAILED : GENERIC_ERROR));
    if (!sent) return;
    // The server has set the HttpOnly adminToken cookie; the shell's guard lets /admin through now.
    await navigate(returnTo, { replace: true });
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <h1 className="text-2xl font-bold text-zinc-900">Admin Login</h1>
        <p className="mt-1 text-zinc-600">Sign in to manage the shop.</p>
        <form method="post" noValidate onSubmit={handleSubmit(login)} className="mt-6 flex flex-col gap-4">
          <TextField label="Email" {...EMAIL_INPUT} autoComplete="username" error={errors.email?.message} {...register('email')} />
          <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
          <Button type="submit" block {...submitButton}>
            Login
          </Button>
        </form>
      </Card>
    </div>
  );
}
