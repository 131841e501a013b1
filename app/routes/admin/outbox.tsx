import { data } from 'react-router';
import type { Route } from './+types/outbox';
import type { OutboxMail } from '../../../common/outbox';
import { AdminPage, EmptyState } from '../../components/admin/Page';
import { adminLoginRedirect, adminPageMeta } from '../../lib/admin-shell';
import { linkify } from '../../lib/linkify';
import { formatOrderTime } from '../../lib/order-display';

const TITLE = 'Outbox';

// The messages kept instead of sent (no SMTP_URL; docs/decisions/0047). Private: reset links are
// in them, so the loader checks the admin session itself. With SMTP there is no outbox: 404.
export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null) throw adminLoginRedirect(request);
  const messages = await context.services.mail.outbox();
  if (messages === null) throw data('Page not found.', { status: 404 });
  return { messages };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(TITLE, matches[0].loaderData?.shopName);

/** /admin/outbox: every e-mail the shop would have sent, newest first, each opened to its text with its links clickable. */
export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  return (
    <AdminPage title={TITLE} width="form">
      <p className="max-w-3xl text-sm text-zinc-700">
        E-mail is not set up, so nothing below reached its customer: order mails, password reset links and e-mail confirmations are kept here instead. Set{' '}
        <code className="font-mono text-zinc-900">SMTP_URL</code> (see the README’s configuration) to send them.
      </p>
      <div className="mt-6 grid gap-3">
        {messages.length === 0 ? <EmptyState>No e-mails yet.</EmptyState> : messages.map((message, index) => <OutboxMessage key={message.id} message={message} open={index === 0} />)}
      </div>
    </AdminPage>
  );
}

function OutboxMessage({ message, open }: { message: OutboxMail; open: boolean }) {
  return (
    <article className="-mx-4 border-y border-zinc-200 bg-white sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
      <details open={open} className="group">
        <summary className="flex min-h-11 cursor-pointer list-none flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4 sm:px-6">
          <span className="font-semibold text-zinc-900">
            <span aria-hidden="true" className="mr-2 inline-block text-zinc-500 transition-transform group-open:rotate-90">
              ›
            </span>
            {message.subject}
          </span>
          <span className="shrink-0 text-sm text-zinc-600">
            To <span className="break-all text-zinc-900">{message.to}</span> · <time dateTime={message.createdAt}>{formatOrderTime(message.createdAt)}</time>
          </span>
        </summary>
        <pre className="overflow-x-auto whitespace-pre-wrap break-words border-t border-zinc-200 px-4 py-4 font-sans text-sm leading-6 text-zinc-800 sm:px-6">
          {linkify(message.text).map((part, index) =>
            'href' in part ? (
              <a key={index} href={part.href} className="break-all font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {part.href}
              </a>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </pre>
      </details>
    </article>
  );
}
