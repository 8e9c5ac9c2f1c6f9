import type { FieldErrors } from '../../src/schemas/validate.ts';
import type { ApiFailure } from './ApiBody.ts';
import type { ErrorStatus } from './HttpError.ts';

/** A JSON error response in the envelope; used where no Context is at hand (handlers of hono itself). */
export function errorBody(
  status: ErrorStatus,
  message: string,
  errors?: FieldErrors,
  headers?: Readonly<Record<string, string>>,
): Response {
  const body: ApiFailure = errors === undefined ? { statusCode: status, message } : { statusCode: status, message, errors };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=UTF-8', ...headers },
  });
}
