import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, redirect, useNavigate } from 'react-router';
import type { Route } from './+types/login';
import { loginSchema, type LoginInput } from '../../common/accounts';
import { Button } from '../components/form/Button';
import { FormCard } from '../components/form/FormCard';
import { TextField } from '../components/form/TextField';
import { api, isApiError } from '../lib/api';
import { GENERIC_ERROR } from '../lib/messages';
import { privatePageMeta } from '../lib/seo';
import { useHydrated } from '../lib/use-hydrated';

// Guarded (spec §2): a signed-in customer has nothing to do here.
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await context.auth.customer(request)) throw redirect('/');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Login', description: 'Log in to your account.', shopName: matches[0].loaderData?.shopName });

const linkClass = 'inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline';

export default function Login() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema) });

  async function login(values: LoginInput) {
    try {
      await api.post('/api/user/login', values);
    } catch (error) {
      toast.error(isApiError(error, 401) ? 'Invalid email or password' : GENERIC_ERROR);
      return;
    }
    // The server has set the session cookie; every loader on the way home runs again with it.
    await navigate('/', { defaultShouldRevalidate: true });
  }

  return (
    <FormCard
      title="Welcome Back!"
      subtitle="Login to Your Account"
      footer={
        <>
          New here?{' '}
          <Link to="/signup" className={linkClass}>
            Create Account
          </Link>
        </>
      }
    >
      <form method="post" noValidate onSubmit={handleSubmit(login)} className="flex flex-col gap-4">
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} error={errors.email?.message} {...register('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <div className="-mt-2 flex justify-end">
          <Link to="/reset-password" className={linkClass}>
            Forgot Password?
          </Link>
        </div>
        <Button type="submit" block pending={isSubmitting} disabled={!hydrated}>
          Login
        </Button>
      </form>
    </FormCard>
  );
}
