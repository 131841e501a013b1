import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../lib/toast';
import { Link, useNavigate, useRevalidator } from 'react-router';
import type { z } from 'zod';
import type { Route } from './+types/account-edit';
import { ACCOUNT_EDIT_MESSAGES, detailsSchema, emailChangeSchema } from '../../common/account-edit';
import { userSchema, type User } from '../../common/accounts';
import { Protected } from '../components/auth/Protected';
import { Button, buttonClass } from '../components/form/Button';
import { TextField } from '../components/form/TextField';
import { showFieldErrors } from '../lib/account-edit';
import { api, isApiError } from '../lib/api';
import { GENERIC_ERROR } from '../lib/messages';
import { useHydrated } from '../lib/use-hydrated';
import { privatePageMeta } from '../lib/seo';
import { messageAnswerSchema } from '../../common/api';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Edit your details', description: 'Change your name, e-mail and phone number.', shopName: matches[0].loaderData?.shopName });

const formSchema = detailsSchema.extend(emailChangeSchema.shape);
type DetailsForm = z.infer<typeof formSchema>;
const FIELDS = ['name', 'email', 'phoneNumber'] as const;

export default function AccountEdit() {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8">
      <Protected>{(user) => <EditDetails user={user} />}</Protected>
    </div>
  );
}

/**
 * Name and phone are saved at once; a new e-mail is only asked for: the account keeps its e-mail
 * until the link mailed to the new address is opened (/account/email/{token}).
 */
function EditDetails({ user }: { user: User }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(formSchema), defaultValues: { name: user.name, email: user.email, phoneNumber: user.phoneNumber } });

  // One toast for the form: 'Saved' replaces an earlier failure's.
  const toastId = useId();
  async function save(values: DetailsForm) {
    setLinkSentTo(null);
    const detailsChanged = values.name !== user.name || values.phoneNumber !== user.phoneNumber;
    const emailChanged = values.email.toLowerCase() !== user.email.toLowerCase();
    try {
      if (detailsChanged) await api.put(userSchema, '/api/user/details', { name: values.name, phoneNumber: values.phoneNumber });
    } catch (error) {
      if (!showFieldErrors<DetailsForm>(error, FIELDS, setError)) toast.error(GENERIC_ERROR, { id: toastId });
      return;
    }
    if (!emailChanged) {
      toast.success(ACCOUNT_EDIT_MESSAGES.detailsSaved, { id: toastId });
      await navigate('/account', { defaultShouldRevalidate: true });
      return;
    }
    if (detailsChanged) {
      toast.success(ACCOUNT_EDIT_MESSAGES.detailsSaved, { id: toastId });
      // The navbar shows the new name while the page stays for the e-mail's message.
      await revalidator.revalidate();
    }
    try {
      await api.post(messageAnswerSchema, '/api/user/email', { email: values.email });
    } catch (error) {
      // 409: the address is taken; 429: too many links to it or from this account (docs/decisions/0031).
      if (isApiError(error, 409) || isApiError(error, 429)) setError('email', { message: error.message }, { shouldFocus: true });
      else if (!showFieldErrors<DetailsForm>(error, FIELDS, setError)) toast.error(GENERIC_ERROR, { id: toastId });
      return;
    }
    if (!detailsChanged) toast.dismiss(toastId);
    setLinkSentTo(values.email.toLowerCase());
  }

  return (
    <>
      <h1 className="text-3xl font-bold text-zinc-900">Edit your details</h1>
      <p className="mt-1 text-zinc-600">A new e-mail is used once you open the link we send to it.</p>
      <form method="post" noValidate onSubmit={handleSubmit(save)} className="mt-6 flex flex-col gap-4">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField label="Phone number" addon="+91" type="tel" inputMode="tel" autoComplete="tel-national" error={errors.phoneNumber?.message} {...register('phoneNumber')} />
        <div role="status">
          {linkSentTo && (
            <p className="rounded-lg border border-info-100 bg-info-50 px-4 py-3 text-info-800">{ACCOUNT_EDIT_MESSAGES.emailLinkSent(linkSentTo)}</p>
          )}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" pending={isSubmitting} disabled={!hydrated}>
            Save details
          </Button>
          <Link to="/account" className={buttonClass('secondary')}>
            Back to your account
          </Link>
        </div>
      </form>
    </>
  );
}
