// A request's body: at most 64 KiB on every /api route and on /mcp, read as UTF-8 text. A
// declared Content-Length over the limit is refused before a byte is read; a body without one
// (chunked) is counted as it streams and refused as soon as it passes the limit. A body sent
// with a Content-Encoding (gzip, deflate, br...) is refused, 415, before it is read: no client
// of ours compresses a body of at most 64 KiB, and decoding one would be a decompression bomb
// to bound for nobody's benefit (ignoring the header would hand the JSON parser compressed
// bytes, and the caller a 400 that blames the body).
// A caller that hangs up mid-body is not a server fault: it is told apart (ClientGoneError) so
// it is logged as the caller leaving, not as an unhandled error.
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit as streamingBodyLimit } from 'hono/body-limit';
import { ApiError } from './errors.ts';
import { incomingHeader, rawHeader } from './raw-header.ts';

export const BODY_LIMIT_BYTES = 64 * 1024;

export function payloadTooLarge(maxBytes = BODY_LIMIT_BYTES): ApiError {
  return new ApiError('payload_too_large', `Request body is larger than ${maxBytes / 1024} KiB.`);
}

/** A body with a content coding other than identity: 415, with the one coding accepted (RFC 9110 section 12.5.3). */
export function codedBody(contentEncoding: string | undefined): ApiError | undefined {
  if (contentEncoding === undefined) return undefined;
  const coding = contentEncoding.trim().toLowerCase();
  if (coding === '' || coding === 'identity') return undefined;
  return new ApiError('unsupported_media_type', 'Send the body uncoded: a request body with a Content-Encoding (gzip, deflate, br...) is not accepted.', {
    headers: { 'Accept-Encoding': 'identity' },
  });
}

/** The caller closed the connection before its request was read or answered. */
export class ClientGoneError extends Error {
  override name = 'ClientGoneError';
}

/** Whether `err` (or what it wraps) means the caller went away, not that the server failed. */
export function isClientGone(err: unknown, req?: IncomingMessage): boolean {
  if (err instanceof ClientGoneError) return true;
  // A web Request over Node's message (Hono, /mcp) fails its body read with the socket's error.
  return req !== undefined && (req.destroyed || req.readableAborted) && !req.complete;
}

// As `Request.text()` decodes: UTF-8, a leading BOM dropped, bad bytes replaced.
const utf8 = new TextDecoder();

/**
 * The body as text, at most `maxBytes` of it (else payload_too_large, and the rest is not
 * read); a coded body is not read at all (unsupported_media_type).
 *
 * A body that has all arrived already is taken from the stream's buffer at once: no listeners,
 * no promise of its own, no turn. Streaming it cost more than the rest of reading it
 * (bench/request-path.ts, docs/performance.md). A small body comes in the same read as its
 * headers, but the operation is asked for it during the 'request' event, before Node's parser
 * has gone on to the body: one microtask later (they run once the parser has finished that
 * read) it is all there. A body still arriving then is streamed.
 */
export function readBodyText(req: IncomingMessage, maxBytes = BODY_LIMIT_BYTES): string | Promise<string> {
  const coded = codedBody(incomingHeader(req, 'content-encoding'));
  if (coded) return Promise.reject(coded);
  if (bodyIsBuffered(req)) return bufferedBody(req, maxBytes);
  return Promise.resolve(req).then((r) => (bodyIsBuffered(r) ? bufferedBody(r, maxBytes) : streamedBody(r, maxBytes)));
}

const bodyIsBuffered = (req: IncomingMessage) => req.complete && !req.readableFlowing;

function bufferedBody(req: IncomingMessage, maxBytes: number): string | Promise<string> {
  const buffered = req.read() as Buffer | null;
  if (buffered !== null && buffered.length > maxBytes) return Promise.reject(payloadTooLarge(maxBytes));
  return buffered === null ? '' : utf8.decode(buffered);
}

function streamedBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  // Gone before the microtask: its 'close' has been and will not come again.
  if (req.destroyed) return Promise.reject(new ClientGoneError('The caller closed the connection before sending the whole body.'));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.off('data', onData);
        req.pause();
        reject(payloadTooLarge(maxBytes));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))));
    // 'aborted' mid-body, then 'close' without 'end': the caller hung up.
    req.once('close', () => {
      if (!req.complete) reject(new ClientGoneError('The caller closed the connection before sending the whole body.'));
    });
    req.once('error', (err) => reject(req.complete ? err : new ClientGoneError(err.message)));
  });
}

/** The same limit and the same refusal of a coded body as Hono middleware, for /mcp (whose body the MCP SDK reads as a web Request). */
export function bodyLimit(maxBytes = BODY_LIMIT_BYTES): MiddlewareHandler {
  const tooLarge = () => payloadTooLarge(maxBytes);
  const streaming = streamingBodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge();
    },
  });
  return async (c, next) => {
    const coded = codedBody(rawHeader(c, 'content-encoding'));
    if (coded) throw coded;
    const declared = rawHeader(c, 'content-length');
    if (declared !== undefined && rawHeader(c, 'transfer-encoding') === undefined) {
      if (Number(declared) > maxBytes) throw tooLarge();
      return next();
    }
    return streaming(c, next);
  };
}
