// Reads a response body under two caps: bytes off the wire, and bytes after decompression.
// The decoded count is taken as the decompressor produces output, so a compression bomb is
// stopped at the cap instead of being inflated first and measured after.
import { Transform, Writable } from 'node:stream';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { EgressError } from './errors.ts';

export interface BodyLimits {
  maxBodyBytes: number;
  maxWireBytes: number;
}

export async function readBody(body: Readable, contentEncoding: string | undefined, limits: BodyLimits, host: string): Promise<Buffer> {
  const decoders = decodersFor(contentEncoding, host);
  const chunks: Buffer[] = [];
  const tooLarge = (what: string, cap: number) =>
    new EgressError('upstream_too_large', `the page at ${host} is larger than ${formatBytes(cap)}${what}; pages up to that size can be scanned`);
  if (decoders.length === 0) {
    // Not compressed: the bytes on the wire are the page, counted as they come. The pipeline
    // of counting streams below is a visible share of a small page's scan (it builds an
    // AbortError, stack and all, each time it finishes).
    let seen = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      seen += chunk.length;
      if (seen > limits.maxWireBytes) throw tooLarge('', limits.maxWireBytes);
      if (seen > limits.maxBodyBytes) throw tooLarge('', limits.maxBodyBytes);
      chunks.push(chunk);
    }
    return joined(chunks, seen);
  }
  await pipeline([
    body,
    counter(limits.maxWireBytes, () => tooLarge(decoders.length ? ' compressed' : '', limits.maxWireBytes)),
    ...decoders,
    counter(limits.maxBodyBytes, () => tooLarge(decoders.length ? ' once decompressed' : '', limits.maxBodyBytes), chunks),
  ]);
  return joined(chunks, chunks.reduce((n, c) => n + c.length, 0));
}

/**
 * The chunks in one buffer of its own: Buffer.concat would place a body under 4 KiB in the
 * shared 8 KiB pool, and the page cache, which keeps bodies, would then hold the whole pool.
 */
function joined(chunks: Buffer[], length: number): Buffer {
  const out = Buffer.allocUnsafeSlow(length);
  let at = 0;
  for (const chunk of chunks) at += chunk.copy(out, at);
  return out;
}

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MiB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KiB`;
  return `${n} bytes`;
}

/** Passes chunks on (or keeps them, for the last stage) until more than `cap` bytes have gone by. */
function counter(cap: number, overflow: () => EgressError, keep?: Buffer[]): Transform | Writable {
  let seen = 0;
  const count = (chunk: Buffer): EgressError | null => {
    seen += chunk.length;
    return seen > cap ? overflow() : null;
  };
  if (keep) {
    return new Writable({
      write(chunk: Buffer, _encoding, done) {
        const err = count(chunk);
        if (!err) keep.push(chunk);
        done(err);
      },
    });
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(count(chunk), chunk);
    },
  });
}

// Lenient flushing, as browsers are: a body cut short after the last full block still decodes.
const lenientZlib = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
const lenientBrotli = { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH };

/** Decoders in the order to apply them: Content-Encoding lists codings in the order they were applied. */
function decodersFor(contentEncoding: string | undefined, host: string): Transform[] {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  return codings.reverse().map((coding) => {
    switch (coding) {
      case 'gzip':
      case 'x-gzip':
        return zlib.createGunzip(lenientZlib);
      case 'deflate':
        return zlib.createInflate(lenientZlib);
      case 'br':
        return zlib.createBrotliDecompress(lenientBrotli);
      default:
        throw new EgressError('upstream_error', `${host} sent the page compressed as "${coding}", which cannot be read (gzip, deflate and br can)`);
    }
  });
}
