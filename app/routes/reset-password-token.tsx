import { toast } from '../lib/toast';
import { data, Link, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/reset-password-token';
import { resetPasswordFormSchema, type ResetPasswordForm } from '../../common/accounts';
import { Button, buttonClass } from '../components/form/Button';
import { FormCard, FormCardLink } from '../components/form/FormCard';
import { TextField } from '../components/form/TextField';
import { api } from '../lib/api';
import { privatePageMeta } from '../lib/seo';
import { useSchemaForm } from '../lib/schema-form';
import { messageAnswerSchema } from '../../common/api';

/** What a used, expired or mistyped link's page says instead of the form. */
const RESET_LINK_SPENT = 'This reset link has already been used or has expired.';

// The link is checked before the form is shown (docs/decisions/0025): a used one answers 410 Gone with a way on.
export async function loader({ params, context }: Route.LoaderArgs) {
  const usable = await context.services.accounts.resetLinkUsable(params.token);
  return data({ usable }, { status: usable ? 200 : 410 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Set a New Password', description: 'Choose a new password for your account.', shopName: matches[0].loaderData?.shopName });

export default function ResetPasswordPage({ params, loaderData }: Route.ComponentProps) {
  return loaderData.usable ? <ResetPassword token={params.token} /> : <SpentLink />;
}

function SpentLink() {
  return (
    <FormCard title="Link No Longer Valid">
      <div className="flex flex-col gap-4 text-zinc-800">
        <p role="alert" className="font-medium text-zinc-900">
          {RESET_LINK_SPENT}
        </p>
        <p>Each link works once, for 30 minutes. Ask for a new one and use the link in the newest email.</p>
        <Link to="/reset-password" className={`${buttonClass('primary', true)} mt-2`}>
          Get a new link
        </Link>
        <Link to="/login" className="inline-flex min-h-11 items-center justify-center font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline">
          Back to Login
        </Link>
      </div>
    </FormCard>
  );
}

function ResetPassword({ token }: { token: string }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { register, handleSubmit, errors, send, submitButton } = useSchemaForm(resetPasswordFormSchema);

  async function resetPassword({ newPassword }: ResetPasswordForm) {
    const sent = await send(() => api.post(messageAnswerSchema, `/api/user/reset-password/${encodeURIComponent(token)}`, { newPassword }), 'Failed to reset password. Please try again.');
    // The link may have expired or been used in another tab meanwhile: the page says so if it has.
    if (!sent) return revalidator.revalidate();
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
