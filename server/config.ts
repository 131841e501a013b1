import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { isUpiVpa } from '../common/upi-link';

/**
 * Every environment variable (docs/architecture.md#configuration, the README's table), parsed once at start-up. A bad value stops the
 * process with one line naming the variable (see `loadConfig`).
 */

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const THREADS = 'must be a number of threads, 0 to 16';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalText.pipe(z.url({ message: 'must be an absolute http(s) URL' }).optional()),
  SHOP_NAME: z.string().trim().min(1).max(60).default('Haat'),
  // Unset or empty: SQLite in DATA_DIR (see `defaultDatabaseUrl`).
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .refine((value) => /^(file:|postgres(ql)?:\/\/)/.test(value), {
        message: 'must start with file: (SQLite) or postgres:// (PostgreSQL)',
      })
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO: flag(true),
  ADMIN_EMAIL: optionalText.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(6, { message: 'must be at least 6 characters' }).optional()),
  PAYMENT_PROVIDER: z.enum(['phonepe-sim', 'phonepe', 'upi']).default('phonepe-sim'),
  PHONEPE_CLIENT_ID: optionalText,
  PHONEPE_CLIENT_SECRET: optionalText,
  PHONEPE_CLIENT_VERSION: z.coerce.number().int().min(1).default(1),
  PHONEPE_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  PHONEPE_WEBHOOK_USER: optionalText,
  PHONEPE_WEBHOOK_PASSWORD: optionalText,
  UPI_VPA: optionalText,
  UPI_PAYEE_NAME: optionalText,
  COD_ENABLED: flag(false),
  CART_DELIVERY_CHARGE: z.coerce.number({ message: 'must be a number of rupees' }).min(0).max(100000).default(60),
  SMTP_URL: optionalText.pipe(z.url({ message: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: optionalText,
  // How many reverse proxies in front of the shop append to X-Forwarded-For (docs/decisions/0058):
  // 0 (the default) counts every client by the socket's address.
  TRUST_PROXY: optionalText.pipe(z.enum(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], { message: 'must be a number of proxies, 0 to 10' }).default('0')).transform(Number),
  // Threads that run shoppers' searches on SQLite (docs/decisions/0073); 0 runs them on the main thread.
  SEARCH_THREADS: z.coerce.number({ message: THREADS }).int({ message: THREADS }).min(0, { message: THREADS }).max(16, { message: THREADS }).default(Math.min(4, availableParallelism())),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'PUBLIC_URL' | 'MAIL_FROM' | 'DATABASE_URL'> {
  PUBLIC_URL: string;
  /** As given, or SQLite at DATA_DIR/haat.db. */
  DATABASE_URL: string;
  MAIL_FROM: string;
  /** Which database `DATABASE_URL` selects. */
  dialect: 'sqlite' | 'postgres';
  isProduction: boolean;
  /** PAYMENT_PROVIDER was left to its default (the simulator): a production start warns (docs/decisions/0012). */
  paymentProviderDefaulted: boolean;
  /** The provider is a simulator: no real money moves ('Test mode' on the checkout and the simulator's page). */
  paymentsSimulated: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The database when DATABASE_URL is not set: the SQLite file `haat.db` in DATA_DIR (./data/haat.db by default). */
export const defaultDatabaseUrl = (dataDir: string): string => `file:${dataDir.replace(/(?<=.)\/+$/, '')}/haat.db`;

/** Parses the environment; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${variable}=${JSON.stringify(env[variable] ?? '')}: ${issue?.message ?? 'invalid value'}`);
  }
  const values = parsed.data;
  if ((values.ADMIN_EMAIL === undefined) !== (values.ADMIN_PASSWORD === undefined)) {
    const missing = values.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
    throw new ConfigError(`Invalid ${missing}="": must be set together with ${missing === 'ADMIN_EMAIL' ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}`);
  }
  if (values.PAYMENT_PROVIDER === 'upi' && values.UPI_VPA === undefined) {
    throw new ConfigError('Invalid UPI_VPA="": required when PAYMENT_PROVIDER=upi');
  }
  if (values.UPI_VPA !== undefined && !isUpiVpa(values.UPI_VPA)) {
    throw new ConfigError(`Invalid UPI_VPA=${JSON.stringify(values.UPI_VPA)}: must be a UPI id like shop@okaxis`);
  }
  if (values.PAYMENT_PROVIDER === 'phonepe') {
    for (const name of ['PHONEPE_CLIENT_ID', 'PHONEPE_CLIENT_SECRET', 'PHONEPE_WEBHOOK_USER', 'PHONEPE_WEBHOOK_PASSWORD'] as const) {
      if (values[name] === undefined) throw new ConfigError(`Invalid ${name}="": required when PAYMENT_PROVIDER=phonepe`);
    }
  }
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  const databaseUrl = values.DATABASE_URL ?? defaultDatabaseUrl(values.DATA_DIR);
  return {
    ...values,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    MAIL_FROM: values.MAIL_FROM ?? `${values.SHOP_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    dialect: databaseUrl.startsWith('file:') ? 'sqlite' : 'postgres',
    isProduction: values.NODE_ENV === 'production',
    paymentProviderDefaulted: env.PAYMENT_PROVIDER === undefined || env.PAYMENT_PROVIDER === '',
    paymentsSimulated: values.PAYMENT_PROVIDER === 'phonepe-sim',
  };
}
