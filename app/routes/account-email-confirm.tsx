import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/account-email-confirm';
import { Button, buttonClass } from '../components/form/Button';
import { FormCard } from '../components/form/FormCard';
import { api, isApiError } from '../lib/api';
import { GENERIC_ERROR } from '../lib/messages';
import { useHydrated } from '../lib/use-hydrated';
import { privatePageMeta } from '../lib/seo';
import { emailConfirmAnswerSchema } from '../../common/account-edit';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Confirm your e-mail', description: 'Confirm the new e-mail of your account.', shopName: matches[0].loaderData?.shopName });

type Outcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * The link mailed to a new address. Opening it changes nothing by itself (a mail scanner may
 * fetch links): the shopper confirms with the button, which uses the link once.
 */
export default function ConfirmEmail({ params }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function confirm() {
    setPending(true);
    try {
      const answer = await api.post(emailConfirmAnswerSchema, '/api/user/email/confirm', { token: params.token });
      setOutcome({ ok: true, message: answer.message });
      // The navbar and /account show the new e-mail.
      await revalidator.revalidate();
    } catch (error) {
      setOutcome({ ok: false, message: isApiError(error, 400) || isApiError(error, 409) ? error.message : GENERIC_ERROR });
    } finally {
      setPending(false);
    }
  }

  return (
    <FormCard title="Confirm your e-mail" subtitle="Your account will use the address this link was sent to.">
      <div className="flex flex-col gap-4">
        {outcome?.ok ? (
          <>
            <p role="status" className="rounded-lg border border-success-100 bg-success-50 px-4 py-3 text-success-800">
              {outcome.message}
            </p>
            <Link to="/account" className={buttonClass('primary', true)}>
              Go to your account
            </Link>
          </>
        ) : (
          <>
            {outcome && (
              <p role="alert" className="rounded-lg border border-danger-100 bg-danger-50 px-4 py-3 text-danger-800">
                {outcome.message}
              </p>
            )}
            <Button block pending={pending} disabled={!hydrated} onClick={confirm}>
              Confirm new e-mail
            </Button>
          </>
        )}
      </div>
    </FormCard>
  );
}
