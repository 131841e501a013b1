import type { Route } from './+types/account-password';
import { messageAnswerSchema } from '../../common/api';
import { PasswordChangeForm } from '../components/account/PasswordChangeForm';
import { Protected } from '../components/auth/Protected';
import { api } from '../lib/api';
import { privatePageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Change password', description: 'Change the password you log in with.', shopName: matches[0].loaderData?.shopName });

const send = (change: { currentPassword: string; newPassword: string }) => api.post(messageAnswerSchema, '/api/user/password', change);

export default function AccountPassword() {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8">
      <Protected>
        {() => (
          <>
            <h1 className="text-3xl font-bold text-zinc-900">Change password</h1>
            <PasswordChangeForm send={send} done="/account" back="Back to your account" />
          </>
        )}
      </Protected>
    </div>
  );
}
