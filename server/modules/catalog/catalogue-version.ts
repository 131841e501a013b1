/**
 * Which catalogue this process's cached answers belong to (docs/decisions/0007-public-catalogue-cache.md).
 * The database holds the truth: triggers bump `catalogue_version` in the transaction of every
 * category or product write, whichever process (or script) makes it. A process re-reads it at most
 * once per `maxAgeMs`, so another process's write shows here within that bound; its own writes
 * call `refresh()` and show at once.
 *
 * A caller inside a transaction (`inTransaction`) holds a pool connection, so it never joins a read
 * started outside: that read may be waiting for a connection the transactions hold, and then
 * nothing moves (docs/decisions/0050). It reads on its own transaction's connection instead, and
 * keeps the answer to itself: it may count the transaction's own uncommitted writes (a stock
 * change bumps the version), which no other caller may cache under.
 */
export interface CatalogueVersion {
  /** The version to cache answers under: the one last read, re-read first once it is `maxAgeMs` old. */
  current(): Promise<number>;
  /** The version last read, without reading (undefined before the first read). */
  known(): number | undefined;
  /** Reads the version now (after a write of this process's own). */
  refresh(): Promise<number>;
}

export function createCatalogueVersion(deps: {
  read: () => Promise<number>;
  /** Milliseconds: how stale another process's write may be seen here. 0 reads on every call. */
  maxAgeMs: number;
  /** A monotonic clock in milliseconds (tests move it). */
  now?: () => number;
  /** True when the caller is inside a transaction (the unit of work's); `read` then runs on its connection. */
  inTransaction?: () => boolean;
}): CatalogueVersion {
  const now = deps.now ?? (() => performance.now());
  const inTransaction = deps.inTransaction ?? (() => false);
  let version: number | undefined;
  let readAt = -Infinity;
  // One read at a time outside transactions; callers outside arriving meanwhile share it.
  let reading: Promise<number> | undefined;
  // A read started before a refresh() must not overwrite what the refresh found.
  let generation = 0;

  function read(): Promise<number> {
    if (reading) return reading;
    const started = now();
    const mine = generation;
    const pending = deps
      .read()
      .then((value) => {
        if (mine === generation) {
          version = value;
          readAt = started;
        }
        return version ?? value;
      })
      .finally(() => {
        if (reading === pending) reading = undefined;
      });
    reading = pending;
    return pending;
  }

  return {
    current() {
      if (version !== undefined && now() - readAt < deps.maxAgeMs) return Promise.resolve(version);
      return inTransaction() ? deps.read() : read();
    },
    known: () => version,
    refresh() {
      // Inside a transaction its write is not committed yet: the caller sees it, nobody else.
      if (inTransaction()) return deps.read();
      generation += 1;
      reading = undefined;
      return read();
    },
  };
}
