import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface FormCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links under the card, e.g. 'Create Account'. */
  footer?: ReactNode;
}

/** The frame of the login, signup and password screens: a narrow card, flat on phones. */
export function FormCard({ title, subtitle, children, footer }: FormCardProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <div className="sm:rounded-2xl sm:border sm:border-zinc-200 sm:p-8 sm:shadow-sm">
        <h1 className="text-2xl font-bold text-zinc-900 sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-1 text-zinc-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-zinc-700">{footer}</div>}
    </div>
  );
}

/** A link of a form screen ('Create Account', 'Forgot Password?'): a 44 px tap target. */
export function FormCardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline">
      {children}
    </Link>
  );
}
