import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { api, isApiError } from './api';
import { GENERIC_ERROR } from './messages';

/**
 * Logout: the server revokes the session and clears its HttpOnly cookie; then every loader on the
 * way to /login runs again, so the navbar shows 'Login' (spec §4). A 401 means the session had
 * already ended, which is as good as logged out.
 */
export function useLogout() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      await api.post('/api/user/logout');
    } catch (error) {
      if (!isApiError(error, 401)) {
        toast.error(GENERIC_ERROR);
        setPending(false);
        return;
      }
    }
    await navigate('/login', { defaultShouldRevalidate: true });
    setPending(false);
  }

  return { logout, pending };
}
