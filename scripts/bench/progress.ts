/**
 * A progress bar on stderr, no dependency: redrawn in place on a terminal, a line every 10% when
 * stderr is a file or a pipe (CI logs stay readable).
 */
export interface Progress {
  update(done: number): void;
  done(): void;
}

const WIDTH = 30;

export function formatBar(label: string, done: number, total: number, seconds: number): string {
  const ratio = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(ratio * WIDTH);
  const bar = '#'.repeat(filled) + '-'.repeat(WIDTH - filled);
  const percent = `${Math.floor(ratio * 100)}%`.padStart(4);
  return `${label.padEnd(10)} [${bar}] ${percent} ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} ${seconds.toFixed(1)} s`;
}

export function progressBar(label: string, total: number, stream: NodeJS.WriteStream = process.stderr): Progress {
  const started = performance.now();
  const tty = stream.isTTY === true;
  let lastDraw = 0;
  let lastTenth = -1;
  const draw = (done: number) => formatBar(label, done, total, (performance.now() - started) / 1000);
  return {
    update(done) {
      if (tty) {
        const now = performance.now();
        if (now - lastDraw < 100) return;
        lastDraw = now;
        stream.write(`\r${draw(done)}`);
        return;
      }
      const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
      if (tenth > lastTenth && tenth < 10) {
        lastTenth = tenth;
        stream.write(`${draw(done)}\n`);
      }
    },
    done() {
      stream.write(tty ? `\r${draw(total)}\n` : `${draw(total)}\n`);
    },
  };
}
