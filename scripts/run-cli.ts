/**
 * Runs a script's `main` and exits with the code it answers; a thrown error is printed (`describe`:
 * its message, or what the script prefers) and exits 1, so a CLI never ends with an unhandled rejection.
 */
export function runCli(main: () => Promise<number>, describe: (error: unknown) => string = (error) => (error instanceof Error ? error.message : String(error))): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(describe(error));
      process.exit(1);
    },
  );
}
