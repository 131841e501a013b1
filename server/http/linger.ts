import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How much more of a body, and for how long, a connection may send once its answer is out. */
export interface LingerBounds {
  maxBytes: number;
  maxMs: number;
}

/**
 * Enough for the largest upload (80 MB) a client may still be sending when it is refused, and for
 * a slow line; past either bound the connection is cut, so a client that never stops sending
 * (a slow-loris) holds a socket for at most LINGER_BOUNDS.maxMs.
 */
export const LINGER_BOUNDS: LingerBounds = { maxBytes: 128 * 1024 * 1024, maxMs: 10_000 };

type Closable = Socket & { destroySoon(): void };

/**
 * An answer sent before its body was read to the end (a 413 by Content-Length, a 401 before
 * reading, an upload refused past its limit): the rest of the body is read and dropped, within
 * `bounds`, before the connection may close. docs/decisions/0011-http-edge-limits.md
 *
 * Closing while the client still sends is what cut the answers: the kernel meets the next bytes
 * with a reset, and a reset makes the client's kernel drop the answer it has not read yet (EPIPE
 * and no answer in Node's http client). nginx's lingering close has the same cause. So:
 * - the body flows into nothing (a stream left paused by a route that stopped reading would
 *   otherwise stall the client forever);
 * - Node closes a `Connection: close` answer's socket with `destroySoon()` right after the answer:
 *   for this socket that close waits until the body has ended (so nothing unread is left to
 *   reset), as does @hono/node-server's own drain, which calls the same;
 * - past `maxBytes` or `maxMs` the socket is destroyed: the answer has long been out by then.
 * A kept-alive connection whose body ends in time stays open for the next request.
 */
export function lingerAfterEarlyAnswer(req: IncomingMessage, res: ServerResponse, bounds: LingerBounds = LINGER_BOUNDS): void {
  // Before Node's own 'finish' listener, which is the one that closes the socket.
  res.prependOnceListener('finish', () => {
    if (!req.complete && !req.destroyed) drainThenClose(req, req.socket as Closable, bounds);
  });
}

function drainThenClose(req: IncomingMessage, socket: Closable, bounds: LingerBounds): void {
  let closeAsked = false;
  let received = 0;
  let done = false;
  // An own property for this socket only, removed when the linger ends.
  socket.destroySoon = () => {
    closeAsked = true;
  };

  /** `drained`: the body ended in time; `cut`: a bound was passed; `gone`: the client closed first. */
  const end = (outcome: 'drained' | 'cut' | 'gone') => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    req.off('data', count);
    req.off('end', drained);
    socket.off('close', gone);
    delete (socket as Partial<Closable>).destroySoon;
    if (outcome === 'cut') socket.destroy();
    else if (outcome === 'drained' && closeAsked) socket.destroySoon();
  };
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > bounds.maxBytes) end('cut');
  };
  const drained = () => end('drained');
  const gone = () => end('gone');
  const timer = setTimeout(() => end('cut'), bounds.maxMs);
  timer.unref();

  // Whatever was reading the body (a route's stream) is no longer listened to.
  req.removeAllListeners('data');
  req.on('data', count);
  req.once('end', drained);
  socket.once('close', gone);
  req.resume();
}
