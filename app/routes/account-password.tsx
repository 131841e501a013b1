import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../lib/toast';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/account-password';
import { ACCOUNT_EDIT_MESSAGES, passwordChangeFormSchema, type PasswordChangeForm } from '../../common/account-edit';
import { Protected } from '../components/auth/Protected';
import { Button, buttonClass } from '../components/form/Button';
import { TextField } from '../components/form/TextField';
import { showFieldErrors } from '../lib/account-edit';
import { api } from '../lib/api';
import { GENERIC_ERROR } from '../lib/messages';
import { useHydrated } from '../lib/use-hydrated';
import { privatePageMeta } from '../lib/seo';
import { messageAnswerSchema } from '../../common/api';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Change password', description: 'Change the password you log in with.', shopName: matches[0].loaderData?.shopName });

const FIELDS = ['currentPassword', 'newPassword', 'confirmNewPassword'] as const;

export default function AccountPassword() {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8">
      <Protected>{() => <ChangePassword />}</Protected>
    </div>
  );
}

/** The current password, then the new one twice (the signup's rules); every other session ends, this one stays. */
function ChangePassword() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordChangeFormSchema) });

  // One toast for the form: the success replaces an earlier failure's.
  const toastId = useId();
  async function change({ currentPassword, newPassword }: PasswordChangeForm) {
    try {
      await api.post(messageAnswerSchema, '/api/user/password', { currentPassword, newPassword });
    } catch (error) {
      if (!showFieldErrors<PasswordChangeForm>(error, FIELDS, setError)) toast.error(GENERIC_ERROR, { id: toastId });
      return;
    }
    toast.success(ACCOUNT_EDIT_MESSAGES.passwordChanged, { id: toastId });
    await navigate('/account');
  }

  return (
    <>
      <h1 className="text-3xl font-bold text-zinc-900">Change password</h1>
      <p className="mt-1 text-zinc-600">At least 6 characters. You stay logged in here; other devices are logged out.</p>
      <form method="post" noValidate onSubmit={handleSubmit(change)} className="mt-6 flex flex-col gap-4">
        <TextField label="Current password" type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
        <TextField label="New password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" error={errors.confirmNewPassword?.message} {...register('confirmNewPassword')} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" pending={isSubmitting} disabled={!hydrated}>
            Change password
          </Button>
          <Link to="/account" className={buttonClass('secondary')}>
            Back to your account
          </Link>
        </div>
      </form>
    </>
  );
}
