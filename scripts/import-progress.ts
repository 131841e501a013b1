/**
 * The progress bar of `npm run products:import` (docs/decisions/0068): the file's rows read, then
 * checked, then its products written, redrawn in place on stderr at most every 100 ms. Drawn only
 * when both stdout and stderr are terminals: piped or redirected, the command prints its summary
 * line and nothing else moves. No dependency: a bar is a dozen lines.
 */
export interface ImportStep {
  phase: 'reading' | 'checking' | 'writing';
  done: number;
  total: number;
}

const WIDTH = 24;
const LABELS: Record<ImportStep['phase'], [string, string]> = { reading: ['Reading', 'rows'], checking: ['Checking', 'rows'], writing: ['Writing', 'products'] };

/** `Checking [############------------]  50% 20,000 of 40,000 rows`. */
export function formatStep({ phase, done, total }: ImportStep): string {
  const share = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(share * WIDTH);
  const [label, unit] = LABELS[phase];
  return `${label.padEnd(8)} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${`${Math.floor(share * 100)}%`.padStart(4)} ${done.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} ${unit}`;
}

/** The callback the import service tells its progress to; a no-op unless `stream` is a terminal and `draw` (stdout is one). */
export function progressBar(stream: NodeJS.WriteStream, draw: boolean, now: () => number = () => performance.now()): ((step: ImportStep) => void) & { end(): void } {
  let shown = '';
  let drawnAt = -Infinity;
  let phase = '';
  const update = (step: ImportStep) => {
    if (!draw) return;
    const final = step.done >= step.total;
    // A new phase starts on its own line; within one, at most 10 redraws a second (and always the last).
    if (step.phase !== phase && shown !== '') stream.write('\n');
    if (step.phase === phase && !final && now() - drawnAt < 100) return;
    phase = step.phase;
    drawnAt = now();
    shown = formatStep(step);
    stream.write(`\r${shown}`);
  };
  return Object.assign(update, {
    end() {
      if (draw && shown !== '') stream.write('\n');
      shown = '';
    },
  });
}
