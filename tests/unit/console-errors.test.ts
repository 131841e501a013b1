import { describe, expect, it } from 'vitest';
import { checkConsoleErrors, expectConsoleError, recordConsoleError, resetConsoleErrors } from './console-errors';

// The checks the setup file runs after each test, run by hand (then reset, so this test passes).
describe('the console.error check', () => {
  it('refuses an error nobody expected', () => {
    recordConsoleError(['boom', 42]);
    expect(() => checkConsoleErrors()).toThrow(/unexpected console.error/);
    resetConsoleErrors();
  });

  it('refuses an expected error that never came', () => {
    expectConsoleError(/boom/);
    expect(() => checkConsoleErrors()).toThrow(/never logged/);
    resetConsoleErrors();
  });

  it('lets through an expected error, formatted as the console would print it', () => {
    expectConsoleError(/^boom 42$/);
    console.error('boom %d', 42);
  });
});
