// The 64 KiB body limit. A declared Content-Length is checked without touching the body
// (so requests that never read it, like the locked stub, stay on the server's fast path);
// a body without one (chunked) is counted as it streams, by Hono's bodyLimit.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit as streamingBodyLimit } from 'hono/body-limit';
import { ApiError } from './errors.ts';
import { rawHeader } from './raw-header.ts';

export function payloadTooLarge(maxBytes: number): ApiError {
  return new ApiError('payload_too_large', `Request body is larger than ${maxBytes / 1024} KiB.`);
}

export function bodyLimit(maxBytes: number): MiddlewareHandler {
  const tooLarge = () => payloadTooLarge(maxBytes);
  const streaming = streamingBodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge();
    },
  });
  return async (c, next) => {
    const declared = rawHeader(c, 'content-length');
    if (declared !== undefined && rawHeader(c, 'transfer-encoding') === undefined) {
      if (Number(declared) > maxBytes) throw tooLarge();
      return next();
    }
    return streaming(c, next);
  };
}
