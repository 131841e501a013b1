import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/jobs';
import { JOB_MESSAGES, jobRetrySchema, type FailedJob } from '../../../common/admin-jobs';
import { DEFAULT_PAGE_SIZE } from '../../../common/pages';
import { Cell, DataTable } from '../../components/admin/DataTable';
import { AdminPage, EmptyState, LoadError } from '../../components/admin/Page';
import { buttonClass } from '../../components/form/Button';
import { Pagination } from '../../components/Pagination';
import { adminApi } from '../../lib/admin-api';
import { istMoment } from '../../lib/admin-dashboard';
import { loadErrorMessage, pageFrom } from '../../lib/admin-list';
import { adminLoginRedirect, adminPageMeta } from '../../lib/admin-shell';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';

const JOBS_TITLE = 'Failed background work';
const NO_FAILED_JOBS = 'Nothing has failed. E-mails and refunds are going out as they should.';

// The background work that failed for good (docs/decisions/0062): private, so the loader checks the admin session itself.
export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null) throw adminLoginRedirect(request);
  const page = pageFrom(new URL(request.url));
  try {
    return { page, ...(await context.services.jobs.failed({ page, limit: DEFAULT_PAGE_SIZE })), error: null };
  } catch (error) {
    context.logger.error({ err: error }, 'failed jobs failed to load');
    return { page, jobs: [] as FailedJob[], pages: 0, total: 0, error: loadErrorMessage(error) };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(JOBS_TITLE, matches[0].loaderData?.shopName);

export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  const { jobs, page, pages, total, error } = loaderData;
  return (
    <AdminPage title={JOBS_TITLE}>
      <p className="-mt-2 mb-4 max-w-3xl text-zinc-700">
        E-mails and gateway refunds the shop gave up on after trying: read the error, fix what it names (an address, the mail settings), then retry.
      </p>
      {error !== null ? (
        <LoadError>Error loading failed work: {error}</LoadError>
      ) : jobs.length === 0 ? (
        <EmptyState>{NO_FAILED_JOBS}</EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-zinc-600">{total === 1 ? '1 job failed' : `${total} jobs failed`}, newest first.</p>
          {/* A phone gets a card per job (the Retry button in view); wider screens the table. */}
          <ul aria-label={JOBS_TITLE} className="-mx-4 divide-y divide-zinc-200 border-y border-zinc-200 bg-white md:hidden">
            {jobs.map((job) => (
              <JobCard key={job._id} job={job} />
            ))}
          </ul>
          <div className="hidden md:block">
            <DataTable caption={JOBS_TITLE} columns={[{ label: 'What' }, { label: 'Error' }, { label: 'Attempts', align: 'right' }, { label: 'Failed' }, { label: <span className="sr-only">Action</span>, align: 'right' }]}>
              {jobs.map((job) => (
                <JobRow key={job._id} job={job} />
              ))}
            </DataTable>
          </div>
          {pages > 1 && <Pagination page={page} pages={pages} hrefFor={(n) => (n > 1 ? `/admin/jobs?page=${n}` : '/admin/jobs')} />}
        </>
      )}
    </AdminPage>
  );
}

function JobCard({ job }: { job: FailedJob }) {
  return (
    <li data-job-id={job._id} className="grid gap-2 p-4">
      <p className="font-medium text-zinc-900 wrap-anywhere">{job.description}</p>
      <p className="font-mono text-xs text-danger-800 wrap-anywhere">{job.lastError ?? '—'}</p>
      <p className="text-sm text-zinc-600">
        {job.attempts === 1 ? '1 attempt' : `${job.attempts} attempts`}
        {job.failedAt && (
          <>
            {' · failed '}
            <time dateTime={job.failedAt}>{istMoment(job.failedAt)}</time>
          </>
        )}
      </p>
      <RetryButton job={job} />
    </li>
  );
}

function JobRow({ job }: { job: FailedJob }) {
  return (
    <tr data-job-id={job._id}>
      <Cell className="min-w-56 font-medium text-zinc-900 wrap-anywhere">{job.description}</Cell>
      <Cell className="min-w-64 max-w-md">
        <span className="line-clamp-3 font-mono text-xs text-danger-800 wrap-anywhere">{job.lastError ?? '—'}</span>
      </Cell>
      <Cell align="right" className="tabular-nums">
        {job.attempts}
      </Cell>
      <Cell className="whitespace-nowrap">{job.failedAt ? <time dateTime={job.failedAt}>{istMoment(job.failedAt)}</time> : '—'}</Cell>
      <Cell align="right">
        <RetryButton job={job} />
      </Cell>
    </tr>
  );
}

/** Runs the job again (POST /api/admin/jobs/{id}/retry), says so in a toast and reloads the list; another admin's retry first is a 409, said too. */
function RetryButton({ job }: { job: FailedJob }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function retry() {
    setBusy(true);
    try {
      const answer = await adminApi.post(jobRetrySchema, `/api/admin/jobs/${job._id}/retry`);
      toast.success(answer.message);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : JOB_MESSAGES.retryFailed);
    } finally {
      setBusy(false);
      await revalidator.revalidate();
    }
  }

  return (
    <button type="button" className={buttonClass('secondary')} disabled={!hydrated || busy} onClick={() => void retry()} aria-label={`Retry: ${job.description}`}>
      {busy ? 'Retrying…' : 'Retry'}
    </button>
  );
}
