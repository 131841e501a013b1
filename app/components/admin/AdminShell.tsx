import { useCallback, useState, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { Link, NavLink, useNavigation } from 'react-router';
import { ConfirmContext, type Confirm, type ConfirmQuestion } from '../../lib/admin-confirm';
import { useAdminLogout } from '../../lib/admin-logout';
import { ADMIN_HOME, ADMIN_PASSWORD } from '../../lib/admin-shell';
import { toastOptions } from '../../lib/toast';
import { buttonClass } from '../form/Button';
import { Modal, ModalActions } from '../Modal';
import { Spinner } from '../Spinner';
import { dangerButtonClass } from './Page';

const NAV = [
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/coupons', label: 'Coupons' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/reports/gst', label: 'GST report' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  // Seven links: smaller type and padding on a phone, each label on one line, the row wraps.
  `flex min-h-11 flex-1 items-center justify-center rounded-md px-2 text-sm font-medium whitespace-nowrap sm:flex-none sm:px-3 sm:text-base ${isActive ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white'} focus-visible:outline-2 focus-visible:outline-white`;

interface AdminShellProps {
  shopName: string;
  /** Whether an admin is signed in: the navbar's links and Logout show only then. */
  signedIn: boolean;
  children: ReactNode;
}

/**
 * The back office's page frame (instead of the storefront's navbar and footer): a dark bar with
 * Products, Orders, Customers, Coupons, Categories, Settings, GST report, Account and Logout (docs/storefront-texts.md#screens; Settings: docs/decisions/0018; Coupons: docs/decisions/0060; Customers and Account: docs/decisions/0063), the page on a light grey ground, the toasts.
 * On phones the links get a row of their own under the name and Logout.
 */
export function AdminShell({ shopName, signedIn, children }: AdminShellProps) {
  const navigation = useNavigation();
  const [asking, setAsking] = useState<{ question: ConfirmQuestion; answer: (yes: boolean) => void } | null>(null);
  const confirm = useCallback<Confirm>((question) => new Promise((answer) => setAsking({ question, answer })), []);
  const answer = (yes: boolean) => {
    asking?.answer(yes);
    setAsking(null);
  };
  return (
    <ConfirmContext value={confirm}>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 px-4 sm:flex-nowrap">
          <Link to={ADMIN_HOME} className="flex min-h-14 items-center gap-2 text-lg font-bold focus-visible:outline-2 focus-visible:outline-white">
            {shopName}
            <span className="rounded bg-accent-500 px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-accent-950">Admin</span>
          </Link>
          {signedIn && (
            <>
              <nav aria-label="Admin" className="order-last -mx-1 w-full pb-2 sm:order-none sm:mx-0 sm:w-auto sm:pb-0">
                <ul className="flex flex-wrap gap-1">
                  {NAV.map(({ to, label }) => (
                    <li key={to} className="flex flex-1 sm:flex-none">
                      <NavLink to={to} className={navLinkClass}>
                        {label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              {/* The admin's account: their own password (docs/decisions/0063). */}
              <NavLink
                to={ADMIN_PASSWORD}
                className={({ isActive }) =>
                  `ml-auto inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white ${isActive ? 'bg-white/15 text-white' : 'text-brand-100'}`
                }
              >
                Account
              </NavLink>
              <LogoutButton />
            </>
          )}
        </div>
      </header>
      <main id="main" className="relative flex-1 bg-zinc-50">
        {navigation.state === 'loading' && (
          <div className="pointer-events-none fixed inset-x-0 top-16 z-40 flex justify-center">
            <Spinner />
          </div>
        )}
        {children}
      </main>
      <Toaster position="top-center" toastOptions={toastOptions} />
      {asking && <ConfirmDialog question={asking.question} onAnswer={answer} />}
    </ConfirmContext>
  );
}

/** The question a screen asked through useConfirm (app/lib/admin-confirm.ts): keep (focused first) or go ahead. */
function ConfirmDialog({ question, onAnswer }: { question: ConfirmQuestion; onAnswer: (yes: boolean) => void }) {
  return (
    <Modal
      title={question.title}
      onClose={() => onAnswer(false)}
      footer={
        <ModalActions>
          <button type="button" className={buttonClass('secondary')} onClick={() => onAnswer(false)} data-autofocus>
            {question.cancel}
          </button>
          <button type="button" className={dangerButtonClass} onClick={() => onAnswer(true)}>
            {question.confirm}
          </button>
        </ModalActions>
      }
    >
      <p className="text-zinc-700">{question.text}</p>
    </Modal>
  );
}

/**
 * Logout asks first (docs/decisions/0044): on a phone it sits where a thumb lands reaching for the
 * links, and a slip would end the session mid-task. 'Stay' (or Escape) keeps it.
 */
function LogoutButton() {
  const { logout, pending } = useAdminLogout();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        disabled={pending}
        className="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-brand-100 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white disabled:opacity-60"
      >
        Logout
      </button>
      {asking && (
        <Modal
          title="Log out?"
          onClose={() => setAsking(false)}
          footer={
            <ModalActions>
              <button type="button" className={buttonClass('secondary')} onClick={() => setAsking(false)} data-autofocus>
                Stay
              </button>
              <button
                type="button"
                className={buttonClass('primary')}
                disabled={pending}
                onClick={() => {
                  setAsking(false);
                  logout();
                }}
              >
                Logout
              </button>
            </ModalActions>
          }
        >
          <p className="text-zinc-700">You will need your e-mail and password to sign in again.</p>
        </Modal>
      )}
    </>
  );
}
