import { toast } from '../lib/toast';
import { useNavigate } from 'react-router';
import type { Route } from './+types/reset-password';
import { forgotPasswordSchema, type ForgotPasswordInput } from '../../common/accounts';
import { Button } from '../components/form/Button';
import { FormCard, FormCardLink } from '../components/form/FormCard';
import { EMAIL_INPUT, TextField } from '../components/form/TextField';
import { api } from '../lib/api';
import { privatePageMeta } from '../lib/seo';
import { useSchemaForm } from '../lib/schema-form';
import { messageAnswerSchema } from '../../common/api';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Reset Password', description: 'Get a link to set a new password.', shopName: matches[0].loaderData?.shopName });

export default function ResetPasswordRequest() {
  const navigate = useNavigate();
  const { register, handleSubmit, errors, send, submitButton } = useSchemaForm(forgotPasswordSchema);

  async function sendLink(values: ForgotPasswordInput) {
    // The server answers alike whether or not the address has an account (no enumeration).
    const sent = await send(() => api.post(messageAnswerSchema, '/api/user/forgot-password', values), 'Failed to send Link. Please try again.');
    if (!sent) return;
    toast.success('Link sent to your email');
    await navigate('/email-sent-success');
  }

  return (
    <FormCard
      title="Reset Password"
      subtitle="Enter the email of your account and we'll send you a link to set a new password."
      footer={
        <FormCardLink to="/login">Back to Login</FormCardLink>
      }
    >
      <form method="post" noValidate onSubmit={handleSubmit(sendLink)} className="flex flex-col gap-4">
        <TextField label="Email" {...EMAIL_INPUT} autoComplete="email" error={errors.email?.message} {...register('email')} />
        <Button type="submit" block {...submitButton}>
          Send Reset Link
        </Button>
      </form>
    </FormCard>
  );
}
