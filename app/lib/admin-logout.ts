import { toast } from './toast';
import { useNavigate } from 'react-router';
import { adminApi } from './admin-api';
import { LOGGED_OUT } from './admin-messages';
import { ADMIN_LOGIN } from './admin-shell';
import { useSessionEnd } from './use-session-end';
import { messageAnswerSchema } from '../../common/api';

/**
 * Admin logout (docs/storefront-texts.md#toasts): the server revokes the session and clears the HttpOnly
 * `adminToken` cookie; then 'Logged out successfully' and /admin/login.
 */
export function useAdminLogout() {
  const navigate = useNavigate();
  return useSessionEnd(
    () => adminApi.post(messageAnswerSchema, '/api/admin/logout'),
    async () => {
      toast.success(LOGGED_OUT);
      await navigate(ADMIN_LOGIN, { replace: true });
    },
  );
}
