/**
 * Reading an upload route's body (docs/decisions/0011-http-edge-limits.md): bounded by the route's
 * own limit (media/uploads.ts's UPLOAD_LIMITS, larger than the API's 1 MB), multipart parsed, and
 * NUL refused by the same rule as JSON bodies (validate.ts). Only upload routes call it, and
 * only after the session check: anonymous bodies are never read.
 */
import { AppError, type FieldError } from '../errors';
import { parseJsonText, refuseNul } from './validate';

const MB = 1024 * 1024;

export const REQUEST_TOO_LARGE = 'Request too large';

function tooLarge(message: string, errors: FieldError[]): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', message, { errors });
}

/**
 * The request body, at most `maxBytes` (413 past it). Checked against Content-Length first, then
 * while reading, so a client cannot make the process buffer more than the limit. Refused at once:
 * the listener reads and drops the rest of the body, within its bounds, so that the client receives
 * the 413 instead of a reset connection (linger.ts). Call it only after the caller is authorised:
 * anonymous bodies are never read.
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  const limitMessage = () => tooLarge(REQUEST_TOO_LARGE, [{ path: '', message: `A request may be at most ${Math.floor(maxBytes / MB)} MB` }]);
  if (Number.isFinite(declared) && declared > maxBytes) throw limitMessage();
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) throw limitMessage();
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

export type UploadBody = { kind: 'multipart'; form: FormData } | { kind: 'json'; value: unknown };

const mediaTypeOf = (request: Request) => request.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase() ?? '';

/**
 * Reads a multipart/form-data body (and, when `allowJson`, an application/json one) of at most
 * `maxBytes`. Any other Content-Type is a 415; a malformed body a 400.
 */
export async function readUploadBody(request: Request, options: { maxBytes: number; allowJson?: boolean }): Promise<UploadBody> {
  const mediaType = mediaTypeOf(request);
  const isJson = mediaType === 'application/json' || (mediaType === '' && options.allowJson === true);
  if (mediaType !== 'multipart/form-data' && !(options.allowJson && isJson)) {
    const expected = options.allowJson ? 'multipart/form-data or application/json' : 'multipart/form-data';
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Content-Type must be ${expected}`);
  }
  const body = await readBoundedBody(request, options.maxBytes);
  if (isJson) return { kind: 'json', value: parseJsonText(body.toString('utf8')) };
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw AppError.badRequest('Malformed multipart body');
  }
  refuseNulInForm(form);
  return { kind: 'multipart', form };
}

/**
 * The NUL rule of validate.ts for forms: in field names and text values, also inside text values
 * that are JSON (`colors`, `updatedFields`), where a NUL hides behind its `\u0000` escape.
 */
function refuseNulInForm(form: FormData): void {
  for (const [key, value] of form.entries()) {
    refuseNul(key);
    if (typeof value === 'string') refuseNul(value);
  }
}

/** A multipart/form-data body of at most `maxBytes` (415 for any other Content-Type). */
export async function readMultipartForm(request: Request, maxBytes: number): Promise<FormData> {
  const body = await readUploadBody(request, { maxBytes });
  if (body.kind !== 'multipart') throw new Error('readUploadBody answered JSON without allowJson');
  return body.form;
}
