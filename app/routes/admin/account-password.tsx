import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/account-password';
import { ACCOUNT_EDIT_MESSAGES, passwordChangeFormSchema, type PasswordChangeForm } from '../../../common/account-edit';
import { messageAnswerSchema } from '../../../common/api';
import { AdminPage, Card } from '../../components/admin/Page';
import { Button, buttonClass } from '../../components/form/Button';
import { TextField } from '../../components/form/TextField';
import { showFieldErrors } from '../../lib/account-edit';
import { adminApi } from '../../lib/admin-api';
import { ADMIN_HOME, adminLoginRedirect, adminPageMeta } from '../../lib/admin-shell';
import { GENERIC_ERROR } from '../../lib/messages';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';

const FIELDS = ['currentPassword', 'newPassword', 'confirmNewPassword'] as const;

// The admin's own password (docs/decisions/0063): PUT /api/admin/password, the customer's form's rules and words.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await context.auth.admin(request);
  if (admin === null) throw adminLoginRedirect(request);
  return { email: admin.email };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta('Change password', matches[0].loaderData?.shopName);

export default function AdminPassword({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordChangeFormSchema) });
  const toastId = useId();

  async function change({ currentPassword, newPassword }: PasswordChangeForm) {
    try {
      await adminApi.put(messageAnswerSchema, '/api/admin/password', { currentPassword, newPassword });
    } catch (error) {
      if (!showFieldErrors<PasswordChangeForm>(error, FIELDS, setError)) toast.error(GENERIC_ERROR, { id: toastId });
      return;
    }
    toast.success(ACCOUNT_EDIT_MESSAGES.passwordChanged, { id: toastId });
    await navigate(ADMIN_HOME);
  }

  return (
    <AdminPage title="Change password" width="narrow">
      <Card>
        <p className="text-zinc-700">
          Signed in as <span className="font-semibold break-all text-zinc-900">{loaderData.email}</span>
        </p>
        <p className="mt-1 text-zinc-600">At least 6 characters. You stay logged in here; other devices are logged out.</p>
        <form method="post" noValidate onSubmit={handleSubmit(change)} className="mt-6 flex flex-col gap-4">
          <TextField label="Current password" type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
          <TextField label="New password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
          <TextField label="Confirm new password" type="password" autoComplete="new-password" error={errors.confirmNewPassword?.message} {...register('confirmNewPassword')} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" pending={isSubmitting} disabled={!hydrated}>
              Change password
            </Button>
            <Link to={ADMIN_HOME} className={buttonClass('secondary')}>
              Back to the dashboard
            </Link>
          </div>
        </form>
      </Card>
    </AdminPage>
  );
}
