import { useNavigate } from 'react-router';
import { useSessionEnd } from './use-session-end';

/**
 * Logout: the server revokes the session and clears its HttpOnly cookie; then every loader on the
 * way to /login runs again, so the navbar shows 'Login' (docs/storefront-texts.md#screens).
 */
export function useLogout() {
  const navigate = useNavigate();
  return useSessionEnd(
    // The API client comes when the shopper logs out, not with every page (lib/storefront-requests.ts).
    () => import('./storefront-requests').then(({ logout }) => logout()),
    async () => {
      await navigate('/login', { defaultShouldRevalidate: true });
    },
  );
}
