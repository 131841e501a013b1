// `npm run db:migrate`: brings the database of DATABASE_URL up to date without starting the shop.
import { loadConfig } from '../server/config';
import { connectDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';

const config = loadConfig();
const db = connectDatabase(config.DATABASE_URL);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Already up to date.');
} finally {
  await db.destroy();
}
