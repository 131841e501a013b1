import { useNavigate } from 'react-router';
import { api } from './api';
import { useSessionEnd } from './use-session-end';
import { messageAnswerSchema } from '../../common/api';

/**
 * Logout: the server revokes the session and clears its HttpOnly cookie; then every loader on the
 * way to /login runs again, so the navbar shows 'Login' (docs/storefront-texts.md#screens).
 */
export function useLogout() {
  const navigate = useNavigate();
  return useSessionEnd(
    () => api.post(messageAnswerSchema, '/api/user/logout'),
    async () => {
      await navigate('/login', { defaultShouldRevalidate: true });
    },
  );
}
