import type { Context } from 'hono';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { ApiSuccess } from './ApiBody.ts';

/** Answers with the success envelope `{ statusCode, message, data }`. */
export function ok<T>(c: Context, data: T, message = 'OK', status: SuccessStatusCode = 200): Response {
  const body: ApiSuccess<T> = { statusCode: status, message, data };
  c.status(status);
  c.header('Content-Type', 'application/json; charset=UTF-8');
  return c.body(JSON.stringify(body));
}
