import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status';
import type { FieldErrors } from '../../src/schemas/validate.ts';

export type ErrorStatus = ClientErrorStatusCode | ServerErrorStatusCode;

/**
 * An error whose message is meant for the client. The global error handler turns it into
 * `{ statusCode, message, errors? }`; any other thrown value becomes a generic 500.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Stops the request with a client-facing error: `fail(404, 'Order not found')`. */
export function fail(status: ErrorStatus, message: string, errors?: FieldErrors): never {
  throw new HttpError(status, message, errors);
}
