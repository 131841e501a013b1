import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { adminApi } from './admin-api';
import { isApiError } from './api';
import { LOGGED_OUT } from './admin-messages';
import { ADMIN_LOGIN } from './admin-shell';
import { GENERIC_ERROR } from './messages';

/**
 * Admin logout (spec §2, §4): the server revokes the session and clears the HttpOnly
 * `adminToken` cookie; then 'Logged out successfully' and /admin/login. A 401 means the session
 * had already ended, which is as good as logged out.
 */
export function useAdminLogout() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      await adminApi.post('/api/admin/logout');
    } catch (error) {
      if (!isApiError(error, 401)) {
        toast.error(GENERIC_ERROR);
        setPending(false);
        return;
      }
    }
    toast.success(LOGGED_OUT);
    await navigate(ADMIN_LOGIN, { replace: true });
    setPending(false);
  }

  return { logout, pending };
}
