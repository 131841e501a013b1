import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/reset-password-token';
import { resetPasswordFormSchema, type ResetPasswordForm } from '../../common/accounts';
import { Button } from '../components/form/Button';
import { FormCard } from '../components/form/FormCard';
import { TextField } from '../components/form/TextField';
import { api } from '../lib/api';
import { privatePageMeta } from '../lib/seo';
import { useHydrated } from '../lib/use-hydrated';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Set a New Password', description: 'Choose a new password for your account.', shopName: matches[0].loaderData?.shopName });

export default function ResetPassword({ params }: Route.ComponentProps) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetPasswordFormSchema) });

  async function resetPassword({ newPassword }: ResetPasswordForm) {
    try {
      await api.post(`/api/user/reset-password/${encodeURIComponent(params.token)}`, { newPassword });
    } catch {
      toast.error('Failed to reset password. Please try again.');
      return;
    }
    toast.success('Password reset successfully');
    // The reset ended every session of the account: the loaders on the way run again.
    await navigate('/login', { defaultShouldRevalidate: true });
  }

  return (
    <FormCard
      title="Set a New Password"
      subtitle="At least 6 characters."
      footer={
        <Link to="/reset-password" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline">
          Need a new link?
        </Link>
      }
    >
      <form method="post" noValidate onSubmit={handleSubmit(resetPassword)} className="flex flex-col gap-4">
        <TextField label="New Password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
        <TextField label="Confirm New Password" type="password" autoComplete="new-password" error={errors.confirmNewPassword?.message} {...register('confirmNewPassword')} />
        <Button type="submit" block pending={isSubmitting} disabled={!hydrated}>
          Reset Password
        </Button>
      </form>
    </FormCard>
  );
}
