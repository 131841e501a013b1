import type { Logger } from 'pino';

/**
 * Work a request starts but does not wait for (sending a mail), so a response never waits on, or
 * reveals the timing of, a slow outside service. Failures are logged; `idle()` lets shutdown (and
 * tests) wait until everything started has finished.
 */
export function createBackgroundTasks(logger: Logger) {
  const pending = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<void>): void {
      const running: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => logger.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },

    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
