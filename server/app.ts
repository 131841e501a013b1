/**
 * The server module: everything the process needs, in one import. Production loads it from the
 * server build (server/entry.prod.ts adds the React Router build), development from source.
 */
export { loadConfig, ConfigError, type Config } from './config';
export { createLogger } from './logger';
export { startRuntime, type Runtime } from './runtime';
export { createHttpListener } from './http/listener';
