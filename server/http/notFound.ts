import type { Context } from 'hono';
import { errorBody } from './errorBody.ts';
import { Messages } from '../../src/schemas/messages.ts';

/** `app.notFound`: every unknown path (and every unknown API path) gets the JSON 404. */
export function notFound(_c: Context): Response {
  return errorBody(404, Messages.notFound);
}
