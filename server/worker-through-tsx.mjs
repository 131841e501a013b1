/**
 * The entry of a worker thread whose code is TypeScript (docs/decisions/0070). Node 20's Worker
 * refuses a .ts entry even with tsx's loader in `execArgv`, so this plain module registers tsx in
 * the thread, then imports the TypeScript entry its starter names (the thread's first argument).
 * Used alike in development, in tests (vitest) and in production (`tsx server/main.ts`).
 */
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);
