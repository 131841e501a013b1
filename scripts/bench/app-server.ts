/**
 * The shop under test: the production build, started as its own process exactly as `npm start`
 * does (NODE_ENV=production, server/main.ts), on a database the benchmark generated.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { BENCH_ADMIN } from './bench-admin';

export async function buildApp(root: string, buildDir: string, log: (line: string) => void): Promise<void> {
  log(`Building the production bundle into ${relative(root, buildDir) || '.'} (react-router build)…`);
  const started = performance.now();
  const output: string[] = [];
  const child = spawn(join(root, 'node_modules/.bin/react-router'), ['build'], {
    cwd: root,
    env: { ...process.env, HAAT_BUILD_DIR: relative(root, buildDir), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) {
    process.stderr.write(output.join(''));
    throw new Error(`react-router build failed (exit ${code})`);
  }
  log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

/** A port nobody listens on right now (the kernel's pick). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface RunningApp {
  url: string;
  /** The server process's id (its memory is read from /proc while the orders CSV streams). */
  pid: number | undefined;
  /** The server's last output lines (warnings, errors), for the report when something failed. */
  output(): string[];
  stop(): Promise<void>;
}

export async function startApp(options: { root: string; buildDir: string; dataDir: string; databaseUrl: string; port: number }): Promise<RunningApp> {
  const { root, port } = options;
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HAAT_BUILD_DIR: relative(root, options.buildDir),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      SEED_DEMO: 'false',
      // The cod endpoints place cash-on-delivery orders, which a shop with it off refuses.
      COD_ENABLED: 'true',
      LOG_LEVEL: 'warn',
      // The admin whose session reads the owner's desk (endpoints.ts).
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter((line) => line.trim() !== ''));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`the server stopped while starting:\n${lines.join('\n')}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`the server did not answer /api/health within 120 s:\n${lines.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, pid: child.pid, output: () => [...lines], stop: () => stopChild(child) };
}

/** SIGTERM (the server finishes in-flight requests and closes the database), SIGKILL after 15 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
