import { useState } from 'react';
import { toast } from './toast';
import { isApiError } from './api';
import { GENERIC_ERROR } from './messages';

/**
 * A logout button's work, for the customer's and the admin's sessions alike: `endSession` asks
 * the server to revoke the session and clear its HttpOnly cookie, then `afterwards` leaves the
 * page. A 401 means the session had already ended, which is as good as logged out; any other
 * failure says so and stays.
 */
export function useSessionEnd(endSession: () => Promise<unknown>, afterwards: () => Promise<void>) {
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      await endSession();
    } catch (error) {
      if (!isApiError(error, 401)) {
        toast.error(GENERIC_ERROR);
        setPending(false);
        return;
      }
    }
    await afterwards();
    setPending(false);
  }

  return { logout, pending };
}
