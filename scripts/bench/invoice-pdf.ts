/**
 * `npm run bench:invoice`: how long one invoice PDF takes to render (docs/decisions/0022's target:
 * ≤ 50 ms on this machine). Renders the ordinary invoice (5 lines), the 40-line one, and a stream
 * of 40-line invoices each with other amounts (so shaped words cached from earlier documents help
 * less, as with real orders): 20 warm-up renders each (fonts parsed, code compiled), then 200 timed
 * ones. Prints the median and 95th percentile of the wall-clock time, and the CPU time the process
 * spent per render (on a busy machine the wall clock also counts waiting for a core). Exits 1
 * when a median misses the target.
 */
import type { InvoiceDocument } from '../../server/modules/invoices/document';
import { renderInvoicePdf } from '../../server/modules/invoices/pdf';
import { bigOrderDocument, bigOrderInvoice, intraStateInvoice } from '../../server/modules/invoices/sample-documents';

const WARM_UP = 20;
const RUNS = 200;
const TARGET_MS = 50;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const varied = Array.from({ length: WARM_UP + RUNS }, (_, variant) => bigOrderDocument(variant + 1));

const cases: [string, (run: number) => InvoiceDocument][] = [
  ['5-line invoice', () => intraStateInvoice],
  ['40-line invoice', () => bigOrderInvoice],
  ['40 lines, varied', (run) => varied[run]!],
];

let missed = false;
for (const [name, documentFor] of cases) {
  for (let run = 0; run < WARM_UP; run += 1) await renderInvoicePdf(documentFor(run));
  const times: number[] = [];
  let bytes = 0;
  const cpuBefore = process.cpuUsage();
  for (let run = WARM_UP; run < WARM_UP + RUNS; run += 1) {
    const document = documentFor(run);
    const started = performance.now();
    bytes = (await renderInvoicePdf(document)).length;
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000 / RUNS;
  times.sort((a, b) => a - b);
  const median = quantile(times, 0.5);
  missed ||= median > TARGET_MS;
  console.log(`${name.padEnd(17)} median ${median.toFixed(1)} ms   p95 ${quantile(times, 0.95).toFixed(1)} ms   CPU ${cpuMs.toFixed(1)} ms/render   (${RUNS} renders, ${(bytes / 1024).toFixed(1)} KiB)`);
}
process.exitCode = missed ? 1 : 0;
