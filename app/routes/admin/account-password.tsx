import type { Route } from './+types/account-password';
import { messageAnswerSchema } from '../../../common/api';
import { PasswordChangeForm } from '../../components/account/PasswordChangeForm';
import { AdminPage, Card } from '../../components/admin/Page';
import { adminApi } from '../../lib/admin-api';
import { ADMIN_HOME, adminLoginRedirect, adminPageMeta } from '../../lib/admin-shell';

// The admin's own password (docs/decisions/0063): PUT /api/admin/password, the customer's form's rules and words.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await context.auth.admin(request);
  if (admin === null) throw adminLoginRedirect(request);
  return { email: admin.email };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta('Change password', matches[0].loaderData?.shopName);

const send = (change: { currentPassword: string; newPassword: string }) => adminApi.put(messageAnswerSchema, '/api/admin/password', change);

export default function AdminPassword({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Change password" width="narrow">
      <Card>
        <p className="text-zinc-700">
          Signed in as <span className="font-semibold break-all text-zinc-900">{loaderData.email}</span>
        </p>
        <PasswordChangeForm send={send} done={ADMIN_HOME} back="Back to the dashboard" />
      </Card>
    </AdminPage>
  );
}
