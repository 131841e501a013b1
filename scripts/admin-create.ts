// `npm run admin:create -- --email owner@example.in --password '…'`: creates that admin in the
// database of DATABASE_URL (migrating it first), or sets the password of the existing one and
// ends that admin's sessions. `--password -` reads the password from standard input instead, so it
// stays out of the shell history. Exit codes: 0 done, 2 bad arguments, 1 anything else.
import { parseArgs } from 'node:util';
import { loginSchema } from '../common/accounts';

const USAGE = 'Usage: npm run admin:create -- --email <email> --password <password, at least 6 characters, or - to read it from stdin>';

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

async function main(): Promise<void> {
  let values: { email?: string; password?: string };
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } }, strict: true, allowPositionals: false }));
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
  if (values.email === undefined || values.password === undefined) usage('Both --email and --password are required.');
  const password = values.password === '-' ? await readStdin() : values.password;
  const parsed = loginSchema.safeParse({ email: values.email, password });
  if (!parsed.success) usage(parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`).join('\n'));
  const { email } = parsed.data;

  // The server's modules load only once the arguments are good: a usage error answers at once.
  const [{ loadConfig }, { connectDatabase }, { migrateToLatest }, { createAdminAccounts }] = await Promise.all([
    import('../server/config'),
    import('../server/db/connect'),
    import('../server/db/migrate'),
    import('../server/modules/accounts/module'),
  ]);
  const config = loadConfig();
  const db = connectDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(db);
    const admins = createAdminAccounts(db);
    const outcome = await admins.upsertAdmin(email, parsed.data.password);
    // A reset password ends every session signed in with the old one.
    if (outcome === 'updated') await admins.endSessionsOf(email);
    const what = { created: 'created', updated: 'password reset (its sessions ended)', unchanged: 'already has this password' }[outcome];
    console.log(`Admin ${email.toLowerCase()}: ${what}.`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
