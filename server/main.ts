/**
 * Process entry: config -> database -> services -> HTTP. `tsx server/main.ts` serves the
 * production build (building it first when missing); with `--dev` it serves from source through
 * Vite with hot reload.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
// Type only: production loads the bundled copy of this module, never the source one.
import type * as ServerModuleSource from './app';

type ServerModule = typeof ServerModuleSource;

const dev = process.argv.includes('--dev');
const root = resolve(import.meta.dirname, '..');
// HAAT_BUILD_DIR: the same variable react-router.config.ts builds into.
const buildDir = resolve(root, process.env.HAAT_BUILD_DIR ?? 'build');
const serverBuild = resolve(buildDir, 'server/index.js');

async function loadServerModule(): Promise<{ app: ServerModule; build: ServerListenerBuild; vite?: ViteDevServer }> {
  if (dev) {
    const app = await import('./app');
    const { createServer: createViteServer } = await import('vite');
    const vite = await createViteServer({ root, server: { middlewareMode: true, hmr: { server: httpServer } }, appType: 'custom' });
    const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    return { app, build, vite };
  }
  if (!existsSync(serverBuild)) {
    console.log('No production build yet: running `npm run build` first…');
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const module = (await import(pathToFileURL(serverBuild).href)) as ServerModule & { build: ServerBuild };
  return { app: module, build: module.build };
}

type ServerListenerBuild = ServerBuild | (() => Promise<ServerBuild>);

const httpServer: Server = createServer();
// An idle keep-alive connection is kept longer than a proxy's or load balancer's own idle timeout
// (commonly 60 s): otherwise the shop closes it just as the proxy sends the next request on it,
// which the proxy answers with a 502 (Node's default is 5 s; docs/decisions/0074). The headers' timeout stays above it.
httpServer.keepAliveTimeout = 65_000;
httpServer.headersTimeout = 66_000;

async function main() {
  if (!dev) process.env.NODE_ENV ??= 'production';
  const { app, build, vite } = await loadServerModule();

  let config;
  try {
    config = app.loadConfig(process.env);
  } catch (error) {
    if (error instanceof Error && error.name === 'ConfigError') {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = app.createLogger(config);
  const runtime = await app.startRuntime(config, logger);

  httpServer.on(
    'request',
    app.createHttpListener(runtime, {
      build,
      clientDir: dev ? undefined : resolve(buildDir, 'client'),
      devMiddleware: vite?.middlewares,
    }),
  );
  httpServer.listen(config.PORT, config.HOST, () => {
    logger.info({ url: config.PUBLIC_URL, mode: dev ? 'development' : 'production' }, `${config.SHOP_NAME} is ready`);
    console.log(`  ${config.SHOP_NAME} is running at ${config.PUBLIC_URL}`);
  });

  // Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in 10 s; closing anyway');
      httpServer.closeAllConnections();
    }, 10_000);
    force.unref();
    httpServer.close(async () => {
      await vite?.close();
      await runtime.close();
      logger.info('stopped');
      process.exit(0);
    });
    httpServer.closeIdleConnections();
  };
  // A stray rejected promise is a bug to log and fix, not a reason to stop serving every shopper.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
