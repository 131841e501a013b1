/** `npm run bench -- <flags>`: parsed with node:util, checked with zod. */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ENDPOINT_NAMES, SEARCH_ENDPOINT_NAMES, type EndpointName } from './endpoints';

export const PRESETS = {
  small: { products: 1_000, orders: 0 },
  large: { products: 100_000, orders: 1_000_000 },
  /** Product search (docs/decisions/0054): 100,000 products, 1,000 distinct queries; measures only search and suggest unless --only says otherwise. */
  search: { products: 100_000, orders: 0 },
} as const;

/** What a preset measures when --only does not say. */
export function defaultEndpoints(preset: keyof typeof PRESETS): readonly EndpointName[] {
  return preset === 'search' ? SEARCH_ENDPOINT_NAMES : ENDPOINT_NAMES.filter((name) => !(SEARCH_ENDPOINT_NAMES as readonly string[]).includes(name));
}

export const USAGE = `Usage: npm run bench -- [flags]

  --preset small|large|search
                         small: 1,000 products (default); large: 100,000 products + 1,000,000 orders;
                         search: 100,000 products, search and suggest over 1,000 distinct queries
  --products N           catalogue size (overrides the preset's)
  --orders N             past orders in the database (overrides the preset's)
  --duration S           seconds measured per run (default 10)
  --connections N        concurrent connections (default 50)
  --warmup S             seconds of discarded load before each run (default 2)
  --rounds N             measure shop and bare server N times each, alternately, and keep
                         the best run of each side (default 1; 3 on a shared, noisy machine)
  --only a,b             measure only these: ${ENDPOINT_NAMES.join(', ')}
  --fresh                generate the database again even when bench/.data has it
  --no-build             reuse the existing production build (default: build first)
  --port N               the shop's port (default: a free one); --bare-port N likewise
  --compare FILE         a result JSON of the other size, for the 1k → 100k p99 growth
                         (default: bench/latest-small.json or bench/latest-large.json)
  --orders-export        also stream the owner's orders CSV of every order, timing it with the
                         server's memory and the list's p99 meanwhile (default with --preset large)
  --no-orders-export     skip it (e.g. --preset large --only admin-stats: the figures alone)
  --database-url URL     measure on PostgreSQL (postgres://user@host:5432/any): the generated shop
                         is copied once into a template database on that server, each run gets a
                         fresh copy (haat_bench_run); results are saved as PRESET-postgresql
  --note TEXT            added to the machine description (e.g. "shared/noisy")
  --no-save              print only; write no JSON
  --update-readme        put the table in README.md between <!-- bench:PRESET --> markers
  --help
`;

const count = (name: string, min: number) => z.coerce.number({ message: `--${name} must be a number` }).int({ message: `--${name} must be a whole number` }).min(min, { message: `--${name} must be at least ${min}` });

const schema = z.object({
  preset: z.enum(['small', 'large', 'search'], { message: '--preset must be small, large or search' }).default('small'),
  products: count('products', 1).optional(),
  orders: count('orders', 0).optional(),
  duration: count('duration', 1).default(10),
  connections: count('connections', 1).default(50),
  warmup: count('warmup', 0).default(2),
  rounds: count('rounds', 1).default(1),
  only: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const names = value.split(',').map((name) => name.trim()).filter((name) => name !== '');
      const unknown = names.filter((name) => !(ENDPOINT_NAMES as readonly string[]).includes(name));
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `--only: unknown ${unknown.join(', ')} (known: ${ENDPOINT_NAMES.join(', ')})` });
        return z.NEVER;
      }
      return [...new Set(names)] as EndpointName[];
    }),
  fresh: z.boolean().default(false),
  'no-build': z.boolean().default(false),
  port: count('port', 0).default(0),
  'bare-port': count('bare-port', 0).default(0),
  compare: z.string().optional(),
  note: z.string().default(''),
  'database-url': z.string().regex(/^postgres(ql)?:\/\//, { message: '--database-url must be a postgres:// URL (SQLite is the default)' }).optional(),
  'orders-export': z.boolean().default(false),
  'no-orders-export': z.boolean().default(false),
  'no-save': z.boolean().default(false),
  'update-readme': z.boolean().default(false),
  help: z.boolean().default(false),
});

export interface BenchOptions {
  /** 'small', 'large', or 'custom' when --products/--orders change the preset's size. */
  preset: string;
  products: number;
  orders: number;
  duration: number;
  connections: number;
  warmup: number;
  rounds: number;
  /** The endpoints measured: --only's, or the preset's. */
  only: EndpointName[];
  fresh: boolean;
  build: boolean;
  port: number;
  barePort: number;
  compare: string | undefined;
  note: string;
  /** A PostgreSQL server to measure on (postgres-dataset.ts); undefined: SQLite. */
  databaseUrl: string | undefined;
  /** Stream the orders CSV of the whole shop (orders-export.ts). */
  ordersExport: boolean;
  save: boolean;
  updateReadme: boolean;
  help: boolean;
}

/** Throws an Error with one readable line on a bad flag. */
export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      preset: { type: 'string' },
      products: { type: 'string' },
      orders: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      warmup: { type: 'string' },
      rounds: { type: 'string' },
      only: { type: 'string' },
      fresh: { type: 'boolean' },
      'no-build': { type: 'boolean' },
      port: { type: 'string' },
      'bare-port': { type: 'string' },
      compare: { type: 'string' },
      note: { type: 'string' },
      'database-url': { type: 'string' },
      'orders-export': { type: 'boolean' },
      'no-orders-export': { type: 'boolean' },
      'no-save': { type: 'boolean' },
      'update-readme': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'bad flags');
  const o = parsed.data;
  const size = PRESETS[o.preset];
  const products = o.products ?? size.products;
  const orders = o.orders ?? size.orders;
  const custom = products !== size.products || orders !== size.orders;
  return {
    preset: custom ? 'custom' : o.preset,
    products,
    orders,
    duration: o.duration,
    connections: o.connections,
    warmup: o.warmup,
    rounds: o.rounds,
    only: o.only ?? [...defaultEndpoints(o.preset)],
    fresh: o.fresh,
    build: !o['no-build'],
    ordersExport: !o['no-orders-export'] && (o['orders-export'] || (o.preset === 'large' && orders > 0)),
    port: o.port,
    barePort: o['bare-port'],
    compare: o.compare,
    note: o.note,
    databaseUrl: o['database-url'],
    save: !o['no-save'],
    updateReadme: o['update-readme'],
    help: o.help,
  };
}
