import type { Context } from 'hono';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { messageFor } from '../i18n/requestLocale.ts';
import type { ApiSuccess } from './ApiBody.ts';

/** Answers with the success envelope `{ statusCode, message, data }`, the message in the request's language. */
export function ok<T>(c: Context, data: T, message = 'OK', status: SuccessStatusCode = 200): Response {
  const body: ApiSuccess<T> = { statusCode: status, message: messageFor(c, message), data };
  c.status(status);
  c.header('Content-Type', 'application/json; charset=UTF-8');
  return c.body(JSON.stringify(body));
}

/**
 * The success envelope around `data` already written as JSON text (the order list writes its
 * orders' stored jsonb as it is): the same bytes ok() would send for JSON.parse(dataJson).
 */
export function okJson(c: Context, dataJson: string, message = 'OK', status: SuccessStatusCode = 200): Response {
  c.status(status);
  c.header('Content-Type', 'application/json; charset=UTF-8');
  return c.body(`{"statusCode":${status},"message":${JSON.stringify(messageFor(c, message))},"data":${dataJson}}`);
}
