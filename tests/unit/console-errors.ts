import { format } from 'node:util';
import { expect } from 'vitest';

/**
 * A unit test fails on an unexpected console.error, as a browser test does (tests/e2e/fixtures.ts):
 * React reports its mistakes there (a missing key, an update outside act), and so would a loader
 * or a script that fails quietly. A test that provokes one on purpose says so first, with
 * `expectConsoleError(/…/)`; the expected error must then appear, or the test fails too.
 *
 * The state lives on globalThis: the setup file (tests/unit/setup.ts) and the test file share it
 * whatever module instance each of them gets.
 */
interface ConsoleErrorState {
  logged: string[];
  expected: RegExp[];
}

const STATE_KEY = Symbol.for('haat.test.consoleErrors');

function state(): ConsoleErrorState {
  const holder = globalThis as { [STATE_KEY]?: ConsoleErrorState };
  holder[STATE_KEY] ??= { logged: [], expected: [] };
  return holder[STATE_KEY];
}

/** This test logs a console.error matching `pattern` (once or more), and that is what it tests. */
export function expectConsoleError(pattern: RegExp): void {
  state().expected.push(pattern);
}

/** Called by the setup file with every console.error of the test under way. */
export function recordConsoleError(args: unknown[]): void {
  state().logged.push(format(...args));
}

/** Before each test: nothing logged, nothing expected. */
export function resetConsoleErrors(): void {
  const current = state();
  current.logged = [];
  current.expected = [];
}

/** After each test: every error was expected, and every expected error came. */
export function checkConsoleErrors(): void {
  const { logged, expected } = state();
  const unexpected = logged.filter((message) => !expected.some((pattern) => pattern.test(message)));
  const missing = expected.filter((pattern) => !logged.some((message) => pattern.test(message)));
  expect(unexpected, 'unexpected console.error').toEqual([]);
  expect(missing.map(String), 'expected console.error never logged').toEqual([]);
}
