import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/reset-password';
import { forgotPasswordSchema, type ForgotPasswordInput } from '../../common/accounts';
import { Button } from '../components/form/Button';
import { FormCard } from '../components/form/FormCard';
import { TextField } from '../components/form/TextField';
import { api } from '../lib/api';
import { privatePageMeta } from '../lib/seo';
import { useHydrated } from '../lib/use-hydrated';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Reset Password', description: 'Get a link to set a new password.', shopName: matches[0].loaderData?.shopName });

export default function ResetPasswordRequest() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema) });

  async function sendLink(values: ForgotPasswordInput) {
    try {
      // The server answers alike whether or not the address has an account (no enumeration).
      await api.post('/api/user/forgot-password', values);
    } catch {
      toast.error('Failed to send Link. Please try again.');
      return;
    }
    toast.success('Link sent to your email');
    await navigate('/email-sent-success');
  }

  return (
    <FormCard
      title="Reset Password"
      subtitle="Enter the email of your account and we'll send you a link to set a new password."
      footer={
        <Link to="/login" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline">
          Back to Login
        </Link>
      }
    >
      <form method="post" noValidate onSubmit={handleSubmit(sendLink)} className="flex flex-col gap-4">
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} error={errors.email?.message} {...register('email')} />
        <Button type="submit" block pending={isSubmitting} disabled={!hydrated}>
          Send Reset Link
        </Button>
      </form>
    </FormCard>
  );
}
