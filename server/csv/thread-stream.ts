import type { MessagePort, Worker } from 'node:worker_threads';

/**
 * A byte stream made in a worker thread and read in the main one (docs/decisions/0070). The main
 * thread asks for each chunk with a message ('next'); the worker answers with the chunk, its
 * ArrayBuffer transferred (never copied), or says the stream ended or failed. So the worker makes
 * a chunk only when asked: at most one chunk is being made while the one before is written.
 */
export type ThreadChunk = { chunk: Uint8Array } | { done: true } | { error: string };

/** The worker's side: answers each 'next' with `stream`'s next chunk, then closes `port` at the end. */
export function serveStream(port: MessagePort, stream: ReadableStream<Uint8Array>, cleanUp: () => Promise<void>): void {
  const reader = stream.getReader();
  const finish = async (last: ThreadChunk) => {
    port.postMessage(last);
    await cleanUp();
    port.close();
  };
  port.on('message', async () => {
    try {
      const { done, value } = await reader.read();
      if (done) return await finish({ done: true });
      // A view of a larger buffer would carry (and detach) the rest of it: only a whole buffer is transferred.
      const chunk = value.byteOffset === 0 && value.byteLength === value.buffer.byteLength ? value : value.slice();
      port.postMessage({ chunk } satisfies ThreadChunk, [chunk.buffer as ArrayBuffer]);
    } catch (error) {
      await finish({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
}

/**
 * The main thread's side: a pull stream over the worker's chunks. Each chunk taken asks for the
 * next one at once, so the worker makes it while this one is written (two pages in flight at
 * most). A reader that leaves (`cancel`) terminates the worker; a worker that fails, runs out of
 * its heap or exits early errors the stream (and `onFailure` logs it), never the process.
 */
export function streamFromWorker(worker: Worker, onFailure: (error: Error) => void): ReadableStream<Uint8Array> {
  let waiting: { resolve: (message: ThreadChunk) => void; reject: (error: Error) => void } | null = null;
  let failure: Error | null = null;
  let finished = false;
  const fail = (error: Error) => {
    if (finished || failure !== null) return;
    failure = error;
    onFailure(error);
    waiting?.reject(error);
    waiting = null;
  };
  worker.on('message', (message: ThreadChunk) => {
    // The last message: the worker exits next, which is then no failure.
    if (!('chunk' in message)) finished = true;
    const asked = waiting;
    waiting = null;
    asked?.resolve(message);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the export's worker exited (code ${code}) before the file ended`)));
  const ask = (): Promise<ThreadChunk> => {
    const next = new Promise<ThreadChunk>((resolve, reject) => {
      if (failure !== null) return reject(failure);
      waiting = { resolve, reject };
      worker.postMessage('next');
    });
    // Asked ahead: a failure before the stream awaits it must not be an unhandled rejection.
    next.catch(() => undefined);
    return next;
  };
  let next: Promise<ThreadChunk> | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const message = await (next ?? ask());
        if ('chunk' in message) {
          next = ask();
          controller.enqueue(message.chunk);
          return;
        }
        if ('done' in message) return controller.close();
        const error = new Error(`the export's worker failed: ${message.error}`);
        onFailure(error);
        controller.error(error);
      },
      async cancel() {
        finished = true;
        await worker.terminate();
      },
    },
    { highWaterMark: 0 },
  );
}
