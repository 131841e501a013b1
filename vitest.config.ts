import { defineConfig } from 'vitest/config';

// Unit and HTTP tests (Node, in-process app, real database). Browser tests live in tests/e2e and
// run under Playwright.
export default defineConfig({
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    // A test fails on an unexpected console.error (tests/unit/console-errors.ts).
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
