/** The admin the bench's server is started with (ADMIN_EMAIL / ADMIN_PASSWORD, made at its start): its session reads the owner's desk. */
export const BENCH_ADMIN = { email: 'owner@bench.haat.local', password: 'bench-admin-password' } as const;
