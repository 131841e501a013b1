/**
 * The machine's limit: a bare `node:http` server that answers each measured request with the very
 * bytes the shop answered (status, headers, body), doing no other work. It runs in its own
 * process, as the shop does, so the load generator never shares its thread.
 */
import { fork } from 'node:child_process';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { stopChild } from './app-server';

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  /** Paths asked in turn, one per request (the bare server is asked `path` alone). */
  paths?: readonly string[];
  /**
   * Each round of `paths` after the first adds `&pass=N` (a parameter the route ignores), so no
   * request is answered from the public cache: the search targets are for uncached searches
   * (docs/decisions/0071).
   */
  uncached?: boolean;
  headers?: Record<string, string>;
  body?: string;
}

export interface CapturedResponse {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

// Per connection, not per answer: Node's own http layer writes these (and Date) itself.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/**
 * One request as autocannon sends it (no Accept-Encoding, so an uncompressed body), answered by
 * the shop; the body is kept as raw bytes.
 */
export function captureResponse(baseUrl: string, spec: RequestSpec): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    const url = new URL(spec.path, baseUrl);
    const outgoing = request(url, { method: spec.method, headers: { ...(spec.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(spec.body)) }), ...spec.headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ method: spec.method, path: spec.path, status: response.statusCode ?? 0, headers: keptHeaders(response.headers), body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(spec.body);
  });
}

function keptHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

/**
 * Answers `METHOD path` with its captured response; anything else is a 404. The least work an
 * answer can take: headers prepared once, a GET answered at once, a POST once its body is read.
 */
export function createBareServer(responses: readonly CapturedResponse[]): Server {
  const byRequest = new Map(
    responses.map((response) => [`${response.method} ${response.path}`, { ...response, headers: { ...response.headers, 'content-length': String(response.body.length) } }]),
  );
  return createServer((req, res) => {
    const found = byRequest.get(`${req.method} ${req.url}`);
    const answer = () => {
      if (found) res.writeHead(found.status, found.headers).end(found.body);
      else res.writeHead(404, { 'content-type': 'text/plain' }).end('not captured');
    };
    if (req.method === 'GET' || req.method === 'HEAD') {
      req.resume();
      answer();
    } else {
      req.on('end', answer).resume();
    }
  });
}

/** What travels to the child process over IPC (bodies as base64). */
export interface BareServerMessage {
  responses: Array<Omit<CapturedResponse, 'body'> & { body: string }>;
}

export interface RunningBareServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the bare server in a child process (bare-server-child.ts) and waits for its port. */
export async function startBareServer(responses: readonly CapturedResponse[], port = 0): Promise<RunningBareServer> {
  const child = fork(new URL('./bare-server-child.ts', import.meta.url), [String(port)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const message: BareServerMessage = { responses: responses.map((response) => ({ ...response, body: response.body.toString('base64') })) };
  const listening = new Promise<number>((resolve, reject) => {
    child.once('message', (reply) => resolve((reply as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code}) before listening`)));
  });
  child.send(message);
  const actualPort = await listening;
  return { url: `http://127.0.0.1:${actualPort}`, stop: () => stopChild(child) };
}
