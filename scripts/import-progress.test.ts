import { describe, expect, it } from 'vitest';
import { formatStep, progressBar } from './import-progress';

/** The CLI's progress bar (docs/decisions/0068): its line, its redraws, and none when not drawn. */
function fakeStream() {
  const written: string[] = [];
  return { written, stream: { write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream };
}

describe('the products import progress bar', () => {
  it('shows the phase, a bar, the share and the counts', () => {
    expect(formatStep({ phase: 'checking', done: 20_000, total: 40_000 })).toBe('Checking [############------------]  50% 20,000 of 40,000 rows');
    expect(formatStep({ phase: 'writing', done: 10_000, total: 10_000 })).toBe('Writing  [########################] 100% 10,000 of 10,000 products');
    expect(formatStep({ phase: 'reading', done: 0, total: 0 })).toBe('Reading  [########################] 100% 0 of 0 rows');
  });

  it('redraws in place at most every 100 ms, always the last step, and each phase on its own line', () => {
    const { written, stream } = fakeStream();
    let now = 0;
    const bar = progressBar(stream, true, () => now);
    bar({ phase: 'checking', done: 1000, total: 3000 });
    now = 50;
    bar({ phase: 'checking', done: 2000, total: 3000 });
    bar({ phase: 'checking', done: 3000, total: 3000 });
    bar({ phase: 'writing', done: 1, total: 1 });
    bar.end();
    expect(written).toEqual([
      `\r${formatStep({ phase: 'checking', done: 1000, total: 3000 })}`,
      `\r${formatStep({ phase: 'checking', done: 3000, total: 3000 })}`,
      '\n',
      `\r${formatStep({ phase: 'writing', done: 1, total: 1 })}`,
      '\n',
    ]);
  });

  it('writes nothing when not drawn (stdout or stderr is not a terminal)', () => {
    const { written, stream } = fakeStream();
    const bar = progressBar(stream, false);
    bar({ phase: 'checking', done: 1, total: 1 });
    bar.end();
    expect(written).toEqual([]);
  });
});
