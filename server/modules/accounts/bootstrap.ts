import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { AdminService } from './admin-service';

export const DEMO_ADMIN_EMAIL = 'admin@example.com';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create or update that admin. Without them, a shop with the demo
 * catalogue and no admin gets a demo admin whose random password is kept in
 * DATA_DIR/demo-admin.txt (never a well-known default) and printed at every start while it works.
 */
export async function bootstrapAdmin(config: Config, admins: AdminService, logger: Logger): Promise<void> {
  if (config.ADMIN_EMAIL !== undefined && config.ADMIN_PASSWORD !== undefined) {
    const outcome = await admins.upsertAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    logger.info({ email: config.ADMIN_EMAIL.toLowerCase(), outcome }, 'admin from ADMIN_EMAIL');
    return;
  }
  if (!config.SEED_DEMO) return;

  const file = join(config.DATA_DIR, 'demo-admin.txt');
  if (!(await admins.hasAnyAdmin())) {
    const password = randomBytes(9).toString('base64url');
    await admins.upsertAdmin(DEMO_ADMIN_EMAIL, password);
    await writeFile(file, `${DEMO_ADMIN_EMAIL}\n${password}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
  }
  const saved = await readFile(file, 'utf8').catch(() => '');
  const [email, password] = saved.split('\n');
  if (email && password && (await admins.checkPassword(email, password))) {
    // Printed on its own lines, not only in the JSON log, so a newcomer sees it after `npm start`.
    console.log(`\n  Demo admin: ${email} / ${password}  (sign in at ${config.PUBLIC_URL}/admin/login)\n`);
  }
}
