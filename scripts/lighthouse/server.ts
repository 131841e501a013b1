/**
 * The shop under test: the production build, served by `server/main.ts` as a child process on a
 * fresh database with the demo catalogue, so every run measures the same pages.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
/** The folder react-router.config.ts builds into and server/main.ts serves from. */
export const buildDir = () => resolve(ROOT, process.env.HAAT_BUILD_DIR ?? 'build');

export function build(): void {
  console.log(`Building into ${buildDir()}…`);
  const result = spawnSync(join(ROOT, 'node_modules/.bin/react-router'), ['build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: process.env });
  if (result.status !== 0) throw new Error(`react-router build failed (exit ${result.status ?? result.signal})`);
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export interface ShopServer {
  origin: string;
  stop(): Promise<void>;
}

export async function startShop(port: number): Promise<ShopServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'haat-lighthouse-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${join(dataDir, 'haat.db')}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop stopped before it was ready (exit ${child.exitCode})`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(`The shop did not answer ${origin}/api/health within ${timeoutMs / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

export interface Targets {
  productId: string;
  category?: string;
}

/** A product and a category of the demo catalogue, read from the public API. */
export async function pickTargets(origin: string): Promise<Targets> {
  const [products, categories] = await Promise.all([getJson(`${origin}/api/products`), getJson(`${origin}/api/categories`)]);
  const productId = (products as { products?: { _id?: unknown }[] }).products?.[0]?._id;
  if (typeof productId !== 'string') throw new Error('GET /api/products returned no product: is the demo catalogue seeded?');
  const category = (categories as { name?: unknown }[])[0]?.name;
  return { productId, ...(typeof category === 'string' && { category }) };
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.json();
}
