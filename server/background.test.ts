import type { Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks } from './background';

describe('background tasks', () => {
  it('runs without the caller waiting, logs a failure, and idle() waits for everything started', async () => {
    const error = vi.fn();
    const tasks = createBackgroundTasks({ error } as unknown as Logger);
    const done: string[] = [];
    tasks.run('slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push('slow');
    });
    tasks.run('failing', async () => {
      throw new Error('SMTP down');
    });
    expect(done).toEqual([]);
    await tasks.idle();
    expect(done).toEqual(['slow']);
    expect(error).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'SMTP down' }), task: 'failing' }, 'background task failed');
  });
});
