// Requests refused before the app sees them. Node's own HTTP parser refuses some (a bad chunk
// size, both Content-Length and Transfer-Encoding, two Content-Lengths, headers over the
// limit, a request that came too slowly) and answers them, by default, with a bare status and
// no body; Node also refuses, itself and with an empty body, an HTTP/1.1 request with no Host,
// an Expect it cannot meet, and gives a CONNECT no answer at all. The README promises the
// envelope on every non-2xx, so each is answered here, with a request id: on the raw socket
// when Node has no response object to give (a parse error, CONNECT), else on the response.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError, errorEnvelope } from './errors.ts';
import { newRequestId } from './request-id.ts';

interface Refusal {
  /** The status line's code: 408, 417 and 431 are outside the closed list, whose code is then invalid_request. */
  status: number;
  reason: string;
  error: ApiError;
}

const badRequest = (message: string): Refusal => ({ status: 400, reason: 'Bad Request', error: new ApiError('invalid_request', message) });

/** The refusal for a parser error: llhttp's HPE_* code (its `reason` tells the length cases apart) or Node's ERR_HTTP_*. */
function parserRefusal(err: { code?: string; reason?: unknown }): Refusal {
  const reason = typeof err.reason === 'string' ? err.reason : '';
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, reason: 'Request Header Fields Too Large', error: new ApiError('invalid_request', 'The request headers are too large.') };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', error: new ApiError('invalid_request', 'The request took too long to arrive.') };
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
      // llhttp's "Duplicate Content-Length": two of them, equal or not.
      return badRequest('The request has more than one Content-Length header; send one.');
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_INVALID_TRANSFER_ENCODING':
      // Either header met after the other ("... can't be present with ..."), or a bad value.
      if (/present with/.test(reason)) return badRequest('The request has both Content-Length and Transfer-Encoding; send one.');
      return badRequest(err.code === 'HPE_INVALID_CONTENT_LENGTH' ? 'The request\'s Content-Length is not a number.' : 'The request\'s Transfer-Encoding is not one this server reads (chunked, last).');
    case 'HPE_INVALID_CHUNK_SIZE':
      return badRequest('The request body\'s chunked encoding is malformed.');
    default:
      return badRequest('The request is not well-formed HTTP/1.1.');
  }
}

/** The refusal's head and body, with a fresh request id (the request's own was never read). */
function refusalMessage(refusal: Refusal, contact: string): { headers: Record<string, string | number>; body: string } {
  const requestId = newRequestId();
  const body = JSON.stringify(errorEnvelope(refusal.error, contact, requestId));
  const headers = { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Request-Id': requestId, ...refusal.error.headers, Connection: 'close' };
  return { headers, body };
}

/** Written straight on the socket, for a request Node has no response object for; then closed. */
function writeOnSocket(socket: Duplex, refusal: Refusal, contact: string): void {
  const { headers, body } = refusalMessage(refusal, contact);
  let head = `HTTP/1.1 ${refusal.status} ${refusal.reason}\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  socket.end(`${head}\r\n${body}`);
}

/** Answered on the response, and the connection closed (the request's body is not read). */
function writeOnResponse(res: ServerResponse, refusal: Refusal, contact: string): void {
  const { headers, body } = refusalMessage(refusal, contact);
  res.writeHead(refusal.status, headers);
  res.end(body);
}

/** The server's 'clientError': what Node's parser refused. */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex, contact: string): void {
  // A reset: nobody left to answer (the guard Node's documentation of 'clientError' gives).
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  writeOnSocket(socket, parserRefusal(err), contact);
}

/** Every method this server answers on some path (the Allow of a method no path has). */
const SERVED_METHODS = 'GET, HEAD, POST, OPTIONS';

/** The server's 'connect': this is no proxy, and without an answer the caller only saw the socket close. */
export function answerConnect(socket: Duplex, contact: string): void {
  const error = new ApiError('method_not_allowed', 'CONNECT is not served: this server is not a proxy.', { headers: { Allow: SERVED_METHODS } });
  writeOnSocket(socket, { status: 405, reason: 'Method Not Allowed', error }, contact);
}

/** The server's 'checkExpectation': an Expect other than 100-continue, which RFC 9110 answers 417. */
export function answerExpectation(res: ServerResponse, contact: string): void {
  const error = new ApiError('invalid_request', 'The request\'s Expect header asks for something this server cannot meet (it meets only 100-continue); send the request without it.');
  writeOnResponse(res, { status: 417, reason: 'Expectation Failed', error }, contact);
}

/**
 * An HTTP/1.1 request with no Host header (RFC 9112 section 3.2: 400). Node would refuse it
 * with an empty body; the server turns that check off (requireHostHeader) and makes it here.
 * Says true when it answered.
 */
export function refusedForNoHost(req: IncomingMessage, res: ServerResponse, contact: string): boolean {
  if (req.headers.host !== undefined || req.httpVersionMajor !== 1 || req.httpVersionMinor !== 1) return false;
  writeOnResponse(res, badRequest('The request has no Host header; HTTP/1.1 requires one.'), contact);
  return true;
}
