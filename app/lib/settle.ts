import type { Logger } from 'pino';

export type Section<T> = { ok: true; data: T } | { ok: false };

/** A secondary section's data: a failure is logged and shown in place, never fails the page. */
export function settle<T>(promise: Promise<T>, logger: Logger, section: string): Promise<Section<T>> {
  return promise.then(
    (data) => ({ ok: true as const, data }),
    (error: unknown) => {
      logger.error({ err: error, section }, 'page section failed to load');
      return { ok: false as const };
    },
  );
}

/** Whether any section fell back: the page's degraded flag (app/lib/public-page.ts's pageData). */
export const anyFailed = (...sections: Section<unknown>[]): boolean => sections.some((section) => !section.ok);
