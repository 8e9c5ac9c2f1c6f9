import type { Context } from 'hono';
import { messageFor } from '../i18n/requestLocale.ts';
import { errorBody } from './errorBody.ts';
import { Messages } from '../../src/schemas/messages.ts';

/** `app.notFound`: every unknown path (and every unknown API path) gets the JSON 404. */
export function notFound(c: Context): Response {
  return errorBody(404, messageFor(c, Messages.notFound));
}
