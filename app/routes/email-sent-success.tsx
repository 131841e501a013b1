import { Link } from 'react-router';
import type { Route } from './+types/email-sent-success';
import { buttonClass } from '../components/form/Button';
import { FormCard } from '../components/form/FormCard';
import { privatePageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Check Your Email', description: 'A password reset link is on its way.', shopName: matches[0].loaderData?.shopName });

export default function EmailSentSuccess() {
  return (
    <FormCard title="Check Your Email">
      <div className="flex flex-col gap-4 text-zinc-800">
        <MailIcon />
        <p>If an account exists for that address, we have sent it a link to reset your password. Check your inbox (and the spam folder).</p>
        <p>The link is valid for 30 minutes and works once.</p>
        <Link to="/login" className={`${buttonClass('primary', true)} mt-2`}>
          Back to Login
        </Link>
        <Link to="/reset-password" className="inline-flex min-h-11 items-center justify-center font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline">
          Didn't get it? Send another link
        </Link>
      </div>
    </FormCard>
  );
}

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-12 text-brand-700" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}
