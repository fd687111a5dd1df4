// How a failed request is answered, by either lane: the error as one of the closed API errors
// (an unexpected one is logged with its stack, and the caller gets 500 with the request id),
// in the v1 envelope, or a public tool's failure body on a tool's route.
import type { Logger } from 'pino';
import { ApiError, asApiError, errorEnvelope } from './errors.ts';
import { toolFailureBody } from './public-tool.ts';

export function unexpectedError(logger: Logger, err: unknown, requestId: string): ApiError {
  logger.error({ err, request_id: requestId }, 'unhandled error');
  return new ApiError('internal', `Unexpected server error; it was logged as ${requestId}.`);
}

/** `err` as the API error to answer with (see unexpectedError). */
export function apiErrorOf(logger: Logger, err: unknown, requestId: string): ApiError {
  return asApiError(err) ?? unexpectedError(logger, err, requestId);
}

/** The failure's body: the tool's failure body on a public tool's route (`toolName`), else the envelope. */
export function failureBody(api: ApiError, toolName: string | undefined, contact: string, requestId: string): object {
  return toolName !== undefined ? toolFailureBody(toolName, api, contact, requestId) : errorEnvelope(api, contact, requestId);
}
