import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { checkConsoleErrors, recordConsoleError, resetConsoleErrors } from './console-errors';

// Every vitest file runs this first (vitest.config.ts): see console-errors.ts for why.
let spy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  resetConsoleErrors();
  // Still printed, so a failing test shows the error where it happened.
  const print = console.error.bind(console);
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    recordConsoleError(args);
    print(...args);
  });
});

afterEach(() => {
  try {
    checkConsoleErrors();
  } finally {
    spy?.mockRestore();
    spy = undefined;
  }
});
