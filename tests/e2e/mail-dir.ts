import { tmpdir } from 'node:os';
import { resolve } from 'node:path';

// Outside test-results/ (which every Playwright run empties) and per port, so two suites on
// different E2E_PORTs never read or wipe each other's mail and server state.
const e2eDir = (port: number) => resolve(tmpdir(), `haat-e2e-${port}`);

/** Where the e2e server saves the mails it receives (playwright.config.ts passes it as E2E_MAIL_DIR). */
export const DEFAULT_MAIL_DIR = resolve(e2eDir(Number(process.env.E2E_PORT ?? 3100)), 'mail');

/** Where serve.ts notes the database of the server on `port` (tests/e2e/database.ts reads it). */
export function serverStateFile(port: number): string {
  return resolve(e2eDir(port), 'server.json');
}
