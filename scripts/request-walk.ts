/**
 * `npx tsx scripts/request-walk.ts`: which of the shop's own files one request runs, for the two
 * requests docs/decisions/0013 follows (POST /api/payments/cod from a cart, PUT /api/products/{id}). It
 * starts the in-process test app on a fresh SQLite database, warms each request up once, then
 * asks V8 for precise coverage around one more and lists every file of server/ and common/ in
 * which a function ran, and the modules they belong to. A newcomer reads a request's path off this
 * list; a refactoring that spreads a request over more files shows up in it.
 */
import { Session } from 'node:inspector/promises';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bearer, unlimitedRateLimiter } from '../server/test/accounts-fixtures';
import { signInAdmin } from '../server/test/admin-fixtures';
import { startTestApp, type TestApp } from '../server/test/app';
import { addToCart, checkoutBody, newCustomer, post, stockShop, CART_DELIVERY, PRICE } from '../server/test/orders-fixtures';

const root = resolve(import.meta.dirname, '..');

type Coverage = { result: { url: string; functions: { functionName: string; ranges: { count: number }[] }[] }[] };

/** The repo's files (server/ and common/, no tests) in which some function ran during `request`. */
async function filesRun(session: Session, request: () => Promise<unknown>): Promise<string[]> {
  await session.post('Profiler.takePreciseCoverage'); // resets the counters
  await request();
  const { result } = (await session.post('Profiler.takePreciseCoverage')) as unknown as Coverage;
  return result
    .filter((script) => script.url.startsWith('file://'))
    .map((script) => ({ file: relative(root, fileURLToPath(script.url)), ran: script.functions.some((fn) => fn.ranges[0]!.count > 0) }))
    .filter(({ file, ran }) => ran && /^(server|common)\//.test(file) && !/(\.test\.ts|\/test\/)/.test(file))
    .map(({ file }) => file);
}

function report(name: string, files: string[]): void {
  const modules = [...new Set(files.map((file) => file.match(/^server\/modules\/([^/]+)/)?.[1] ?? file.split('/').slice(0, 2).join('/')))].sort();
  console.log(`\n${name}: ${files.length} files\n  modules: ${modules.join(', ')}`);
  for (const file of [...files].sort()) console.log(`  ${file}`);
}

async function main(): Promise<void> {
  const app: TestApp = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  try {
    const shop = await stockShop(app);
    const cod = async () => {
      const customer = await newCustomer(app);
      const cart = await addToCart(app, customer, { productId: shop.tee, color: 'Black', quantity: 1 });
      return () => post(app, '/api/payments/cod', checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + CART_DELIVERY + 20, { cartId: cart._id }), customer.auth);
    };
    await (await cod())(); // warm-up: first-call paths (lazy imports, prepared statements) are not the walk
    report('POST /api/payments/cod (a cart checkout)', await filesRun(session, await cod()));

    const admin = bearer((await signInAdmin(app)).token);
    const edit = (name: string) => () =>
      app.fetch(`/api/products/${shop.mug}`, { method: 'PUT', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ updatedFields: { name, actualPrice: 1500 }, imagesToDelete: [] }) });
    await edit('Clay Mug, glazed')();
    report('PUT /api/products/{id} (name and price)', await filesRun(session, edit('Clay Mug, matte')));
  } finally {
    session.disconnect();
    await app.close();
  }
}

await main();
