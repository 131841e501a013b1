import { failedJobPageSchema, JOB_LIST_STATES, JOB_MESSAGES, jobRetrySchema } from '../../../common/admin-jobs';
import { type Operation } from '../../http/openapi-operation';

/** The failed background work's operations (docs/decisions/0062). Declared beside the routes, collected by server/http/openapi.ts (docs/decisions/0042). */
export const operations: Operation[] = [
  {
    method: 'get',
    path: '/api/admin/jobs',
    summary: 'The background work that failed for good (e-mails, refunds), newest first, each described in words with its last error',
    tag: 'admin',
    access: 'admin',
    query: 'page',
    filters: [{ name: 'state', description: 'Which jobs: only failed ones are listed (the default)', schema: { type: 'string', enum: [...JOB_LIST_STATES], default: 'failed' } }],
    ok: [200, 'FailedJobPage'],
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/api/admin/jobs/:id/retry',
    summary: `Run a failed job again: pending, due now, its attempts afresh (404 "${JOB_MESSAGES.notFound}", 409 "${JOB_MESSAGES.notFailed}" when it is not failed any more)`,
    tag: 'admin',
    access: 'admin',
    ok: [200, 'JobRetry'],
    errors: [401, 403, 404, 409],
  },
];

/** The answers' shapes these operations name. */
export const components = { FailedJobPage: failedJobPageSchema, JobRetry: jobRetrySchema };
