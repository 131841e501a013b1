/**
 * The owner's orders CSV of every order in the shop (docs/decisions/0064), measured as one download:
 * how long the stream takes, how much the server's resident memory grows meanwhile (read from
 * /proc every 100 ms), and what a shopper's list answers at while it runs (autocannon beside it).
 */
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import type { RunningApp } from './app-server';
import { load, type LoadFigures } from './load';

export interface ExportFigures {
  rows: number;
  megabytes: number;
  seconds: number;
  /** When the answer's headers arrived (the stream's start: docs/decisions/0067); absent in results saved before it. */
  firstByteSeconds?: number;
  /** Resident memory before the download, and its peak during it (MB); null where /proc cannot be read. */
  rssBeforeMb: number | null;
  rssPeakMb: number | null;
  /** GET /api/products?page=1 while the export streams (10 connections): its worst 5-second window. */
  listDuring: LoadFigures;
  status: number;
}

/** VmRSS of a process in MB, or null (no /proc: not Linux, or the process is gone). */
function rssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((text) => text.startsWith('VmRSS:'));
    return line === undefined ? null : Number(line.replace(/\D+/g, '')) / 1024;
  } catch {
    return null;
  }
}

/** Every IST day from `from` to today, as the export's query names days. */
const wholeHistory = (today: Date) => `from=2000-01-01&to=${new Date(today.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10)}`;

export async function measureOrdersExport(app: RunningApp, adminToken: string): Promise<ExportFigures> {
  const rssBeforeMb = rssMb(app.pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    const now = rssMb(app.pid);
    if (now !== null && (rssPeakMb === null || now > rssPeakMb)) rssPeakMb = now;
  }, 100);
  const started = performance.now();
  const download = downloadCsv(new URL(`/api/admin/orders/export.csv?${wholeHistory(new Date())}`, app.url), adminToken, started);
  // A shopper's list while the export runs: 5-second windows for as long as it lasts; the worst window counts.
  let streaming = true;
  void download.finally(() => (streaming = false)).catch(() => undefined);
  const windows: LoadFigures[] = [];
  do windows.push(await load(app.url, { method: 'GET', path: '/api/products?page=1' }, { connections: 10, duration: 5, warmup: 0 }));
  while (streaming);
  const listDuring = windows.reduce((worst, window) => (window.p99 > worst.p99 ? window : worst));
  const done = await download;
  clearInterval(sampler);
  return { ...done, megabytes: done.bytes / 1_048_576, rssBeforeMb, rssPeakMb, listDuring };
}

/**
 * The download, through node:http: no timeout of its own, and its error says what happened. It
 * was fetch(), whose client (undici) gives up when the headers take over 300 s: while the public
 * cache read every answer whole before its first byte, the million orders' file took longer than
 * that beside the list's load, and the run ended in a bare 'fetch failed' (docs/decisions/0067).
 */
function downloadCsv(url: URL, adminToken: string, started: number): Promise<{ status: number; bytes: number; rows: number; seconds: number; firstByteSeconds: number }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { authorization: `Bearer ${adminToken}` } }, (response) => {
      const firstByteSeconds = (performance.now() - started) / 1000;
      let bytes = 0;
      let newlines = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines += 1;
      });
      response.on('end', () => {
        if (!response.complete) reject(new Error(`the orders CSV ended early after ${bytes} bytes`));
        else resolve({ status: response.statusCode ?? 0, bytes, rows: Math.max(0, newlines - 1), seconds: (performance.now() - started) / 1000, firstByteSeconds });
      });
      response.on('error', (error) => reject(new Error(`the orders CSV broke after ${bytes} bytes: ${error.message}`)));
    });
    request.on('error', (error) => reject(new Error(`the orders CSV could not be fetched: ${error.message}`)));
  });
}
