export type JobState = 'pending' | 'running' | 'done' | 'failed';

/** One piece of durable background work (an e-mail, a refund). `payload` is JSON. */
export interface JobsTable {
  id: string;
  kind: string;
  payload: string;
  /** UNIQUE: the same effect is enqueued once, whoever asks how often. */
  dedupe_key: string | null;
  state: JobState;
  /** Runs started; the lease's fencing token. */
  attempts: number;
  max_attempts: number;
  /** Not before this time (backoff after a failure). */
  run_at: string | Date;
  /** While running: the worker's lease; once past, another worker may take the job over. */
  locked_until: string | Date | null;
  last_error: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  finished_at: string | Date | null;
}

export interface JobTables {
  jobs: JobsTable;
}
