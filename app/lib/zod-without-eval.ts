/**
 * What `import … from 'zod'` means in the browser build (vite.config.ts points it here): zod with
 * its compiled fast path off. Zod builds each object schema by first probing whether `new
 * Function` may run; under the page's Content-Security-Policy (no 'unsafe-eval') the probe fails
 * quietly but the browser still reports a CSP violation on every page, which Lighthouse's best
 * practices count (docs/decisions/0052). Off, no probe runs: the browser parses the way it already
 * had to. The server keeps the fast path (it has no CSP and parses every API request).
 *
 * ES modules run their imports first, so this body runs after zod loads and before any module
 * that imports it here defines a schema.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
