import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import type { Route } from './+types/reset-password-token';
import { resetPasswordFormSchema, type ResetPasswordForm } from '../../common/accounts';
import { Button } from '../components/form/Button';
import { FormCard, FormCardLink } from '../components/form/FormCard';
import { TextField } from '../components/form/TextField';
import { api } from '../lib/api';
import { privatePageMeta } from '../lib/seo';
import { sentOrToasted, useSchemaForm } from '../lib/schema-form';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Set a New Password', description: 'Choose a new password for your account.', shopName: matches[0].loaderData?.shopName });

export default function ResetPassword({ params }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { register, handleSubmit, errors, submitButton } = useSchemaForm(resetPasswordFormSchema);

  async function resetPassword({ newPassword }: ResetPasswordForm) {
    const sent = await sentOrToasted(() => api.post(`/api/user/reset-password/${encodeURIComponent(params.token)}`, { newPassword }), 'Failed to reset password. Please try again.');
    if (!sent) return;
    toast.success('Password reset successfully');
    // The reset ended every session of the account: the loaders on the way run again.
    await navigate('/login', { defaultShouldRevalidate: true });
  }

  return (
    <FormCard
      title="Set a New Password"
      subtitle="At least 6 characters."
      footer={
        <FormCardLink to="/reset-password">Need a new link?</FormCardLink>
      }
    >
      <form method="post" noValidate onSubmit={handleSubmit(resetPassword)} className="flex flex-col gap-4">
        <TextField label="New Password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
        <TextField label="Confirm New Password" type="password" autoComplete="new-password" error={errors.confirmNewPassword?.message} {...register('confirmNewPassword')} />
        <Button type="submit" block {...submitButton}>
          Reset Password
        </Button>
      </form>
    </FormCard>
  );
}
