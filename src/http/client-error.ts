// Requests Node's own HTTP parser refuses never reach the app (a bad chunk size, both
// Content-Length and Transfer-Encoding, headers over the limit, a request that came too
// slowly). Node's default answer is a bare "400 Bad Request" with no body; the README promises
// the envelope on every non-2xx, so it is written here, on the raw socket, with a request id.
import type { Duplex } from 'node:stream';
import { ApiError, errorEnvelope } from './errors.ts';
import { newRequestId } from './request-id.ts';

/** The status and message for a parser error code (llhttp's HPE_* and Node's ERR_HTTP_*). */
function refusalFor(code: string | undefined): { status: number; reason: string; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, reason: 'Request Header Fields Too Large', message: 'The request headers are too large.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive.' };
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
      return { status: 400, reason: 'Bad Request', message: 'The request has both Content-Length and Transfer-Encoding; send one.' };
    case 'HPE_INVALID_CHUNK_SIZE':
      return { status: 400, reason: 'Bad Request', message: 'The request body\'s chunked encoding is malformed.' };
    default:
      return { status: 400, reason: 'Bad Request', message: 'The request is not well-formed HTTP/1.1.' };
  }
}

export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex, contact: string): void {
  // A reset: nobody left to answer (the guard Node's documentation of 'clientError' gives).
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, reason, message } = refusalFor(err.code);
  const requestId = newRequestId();
  // 431 and 408 are outside the closed error list's statuses: the envelope says invalid_request.
  const body = JSON.stringify(errorEnvelope(new ApiError('invalid_request', message), contact, requestId));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
  );
}
