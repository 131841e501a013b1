import { resolve } from 'node:path';

/** Where the e2e server saves the mails it receives (playwright.config.ts passes it as E2E_MAIL_DIR). */
export const DEFAULT_MAIL_DIR = resolve(import.meta.dirname, '../../test-results/e2e-mail');

/** Where serve.ts notes the database of the server on `port` (tests/e2e/database.ts reads it). */
export function serverStateFile(port: number): string {
  return resolve(import.meta.dirname, `../../test-results/e2e-server-${port}.json`);
}
