import { mkdir } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './config';
import { connectDatabase, type Db } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemoCatalogue } from './db/seed';
import { bootstrapAdmin } from './modules/accounts/bootstrap';
import { createServices, type ServiceOptions, type Services } from './services';

export interface Runtime {
  config: Config;
  logger: Logger;
  db: Db;
  services: Services;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the database, migrates it, seeds the demo when asked, and wires the services. `options`
 * swaps the clock, rate limiter or mailer (tests).
 */
export async function startRuntime(config: Config, logger: Logger, options: ServiceOptions = {}): Promise<Runtime> {
  await mkdir(config.DATA_DIR, { recursive: true });
  const db = connectDatabase(config.DATABASE_URL);
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ applied }, 'database migrated');

  const services = createServices(db, config, logger, options);
  if (config.SEED_DEMO) {
    const seeded = await seedDemoCatalogue(db, services.media, logger);
    if (seeded) logger.info(seeded, 'demo catalogue seeded');
  }
  await bootstrapAdmin(config, services.admins, logger);

  return {
    config,
    logger,
    db,
    services,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      // Mails already started (a reset link) are finished before the database goes away.
      await services.background.idle();
      services.mailer.close?.();
      await db.destroy();
    },
  };
}
