import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_EDIT_MESSAGES, passwordChangeFormSchema, type PasswordChangeForm as PasswordChange } from '../../../common/account-edit';
import { showFieldErrors } from '../../lib/account-edit';
import { GENERIC_ERROR } from '../../lib/messages';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';
import { Button, buttonClass } from '../form/Button';
import { TextField } from '../form/TextField';

const FIELDS = ['currentPassword', 'newPassword', 'confirmNewPassword'] as const;

/**
 * The current password, then the new one twice (the signup's rules); every other session ends,
 * this one stays. One form for a customer (docs/decisions/0027) and an admin (docs/decisions/0063):
 * `send` is their endpoint; after it the toast, then `done`. The API's field errors go under
 * their fields, anything else is one toast (one for the form: a success replaces a failure's).
 */
export function PasswordChangeForm({ send, done, back }: { send: (change: { currentPassword: string; newPassword: string }) => Promise<unknown>; done: string; back: string }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordChangeFormSchema) });
  const toastId = useId();

  async function change({ currentPassword, newPassword }: PasswordChange) {
    try {
      await send({ currentPassword, newPassword });
    } catch (error) {
      if (!showFieldErrors<PasswordChange>(error, FIELDS, setError)) toast.error(GENERIC_ERROR, { id: toastId });
      return;
    }
    toast.success(ACCOUNT_EDIT_MESSAGES.passwordChanged, { id: toastId });
    await navigate(done);
  }

  return (
    <>
      <p className="mt-1 text-zinc-600">At least 6 characters. You stay logged in here; other devices are logged out.</p>
      <form method="post" noValidate onSubmit={handleSubmit(change)} className="mt-6 flex flex-col gap-4">
        <TextField label="Current password" type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
        <TextField label="New password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" error={errors.confirmNewPassword?.message} {...register('confirmNewPassword')} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" pending={isSubmitting} disabled={!hydrated}>
            Change password
          </Button>
          <Link to={done} className={buttonClass('secondary')}>
            {back}
          </Link>
        </div>
      </form>
    </>
  );
}
