import { z } from 'zod';

/**
 * The shop's failed background work (docs/decisions/0062): what GET /api/admin/jobs answers and
 * POST /api/admin/jobs/{id}/retry says. A job failed for good once it ran out of attempts, or at
 * once when retrying cannot help (an address the mail server refuses).
 */

/** Only failed jobs are listed: the rest is the worker's business, not the shop's. */
export const JOB_LIST_STATES = ['failed'] as const;

export const JOB_MESSAGES = {
  notFound: 'Job not found',
  notFailed: 'This job is not failed any more',
  retried: 'Queued to run again',
  retryFailed: 'Failed to retry the job',
} as const;

export const failedJobSchema = z.object({
  _id: z.string(),
  kind: z.string().meta({ description: 'What kind of work: mail.send, mail.send-secret, payments.refund …' }),
  description: z.string().meta({ description: 'What the work was, in words (an e-mail’s subject and recipient, a refund’s order); never a secret.' }),
  attempts: z.number().int().meta({ description: 'Runs before it was given up.' }),
  lastError: z.string().nullable().meta({ description: 'The error of its last run.' }),
  failedAt: z.string().nullable().meta({ description: 'When it was given up (ISO).' }),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobPageSchema = z.object({ jobs: z.array(failedJobSchema), pages: z.number().int(), total: z.number().int() });
export type FailedJobPage = z.infer<typeof failedJobPageSchema>;

export const jobRetrySchema = z.object({ _id: z.string(), state: z.literal('pending'), message: z.string() });
export type JobRetry = z.infer<typeof jobRetrySchema>;
