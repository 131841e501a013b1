import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { User } from '../../../common/accounts';
import { useRootData } from '../../lib/root-data';
import { withReturn } from '../../lib/return-to';
import { buttonClass } from '../form/Button';

/**
 * The protected-area wrapper of /orders, /account and /cart (docs/storefront-texts.md#screens): signed out, the page shows
 * 'You need to log in to view this page' and 'Go to Login' instead of its content.
 */
export function Protected({ children }: { children: (user: User) => ReactNode }) {
  const user = useRootData()?.user ?? null;
  if (user === null) return <LoginRequired />;
  return <>{children(user)}</>;
}

export function LoginRequired() {
  const { pathname, search } = useLocation();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-6 px-4 py-20 text-center">
      <h1 className="text-xl font-semibold text-zinc-900">You need to log in to view this page</h1>
      {/* Back to this page after login. */}
      <Link to={withReturn('/login', `${pathname}${search}`)} className={buttonClass('primary')}>
        Go to Login
      </Link>
    </section>
  );
}
