/** One load run with autocannon's programmatic API, reduced to the figures the report shows. */
import autocannon from 'autocannon';
import type { RequestSpec } from './bare-server';

export interface LoadSettings {
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds of load before measuring (discarded): JIT, caches, connection set-up. */
  warmup: number;
}

export interface LoadFigures {
  /** Mean requests per second over the measured seconds (autocannon's Req/Sec average). */
  rps: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx, and connection errors (timeouts included): a run with either is not a valid figure. */
  non2xx: number;
  errors: number;
  /** Requests that got no answer within autocannon's timeout (10 s), among `errors`; absent in results saved before it was kept. */
  timeouts?: number;
}

export async function load(baseUrl: string, spec: RequestSpec, settings: LoadSettings): Promise<LoadFigures> {
  const options = {
    url: new URL(spec.path, baseUrl).href,
    method: spec.method,
    headers: { ...(spec.body === undefined ? {} : { 'content-type': 'application/json' }), ...spec.headers },
    body: spec.body,
    connections: settings.connections,
    // A spec with several paths asks each in turn.
    ...(spec.paths === undefined ? {} : { requests: [{ setupRequest: rotate(spec.paths, spec.uncached === true) }] }),
  };
  if (settings.warmup > 0) await autocannon({ ...options, duration: settings.warmup });
  const result = await autocannon({ ...options, duration: settings.duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function rotate(paths: readonly string[], uncached: boolean) {
  let next = 0;
  return <T extends { path?: string }>(request: T): T => {
    const pass = Math.floor(next / paths.length);
    const path = uncached && pass > 0 ? `${paths[next % paths.length]!}&pass=${pass}` : paths[next % paths.length]!;
    next += 1;
    return { ...request, path };
  };
}

/**
 * The least disturbed of several runs of one side (the most req/s, with its latencies): on a
 * shared machine a neighbour's burst only ever makes a run slower. Errors of every run are summed,
 * so a failing run is never hidden by a clean one.
 */
export function bestOf(runs: readonly LoadFigures[]): LoadFigures {
  if (runs.length === 0) throw new Error('no runs');
  const best = runs.reduce((a, b) => (b.rps > a.rps ? b : a));
  return {
    ...best,
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    timeouts: runs.reduce((sum, run) => sum + (run.timeouts ?? 0), 0),
  };
}
