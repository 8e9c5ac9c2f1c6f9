import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '../Logger.ts';
import { fieldErrorsFor, messageFor } from '../i18n/requestLocale.ts';
import { errorBody } from './errorBody.ts';
import { HttpError, type ErrorStatus } from './HttpError.ts';
import { Messages } from '../../src/schemas/messages.ts';

const isErrorStatus = (status: number): status is ErrorStatus => status >= 400 && status <= 599;

/**
 * `app.onError`: HttpError and hono's own 4xx exceptions keep their status and message (in the
 * request's language);
 * everything else is logged here and answered with the generic 500, so no stack or
 * internal text (SQL, file paths, driver messages) ever leaves the server.
 */
export function errorHandler(log: Logger) {
  return (err: Error, c: Context): Response => {
    if (err instanceof HttpError) {
      if (err.status >= 500) log.error(`${c.req.method} ${c.req.path} -> ${err.status} ${err.message}`);
      return errorBody(err.status, messageFor(c, err.message), fieldErrorsFor(c, err.errors), err.headers);
    }
    // hono raises these itself (e.g. body limit, malformed input to its helpers): client errors.
    if (err instanceof HTTPException && isErrorStatus(err.status) && err.status < 500) {
      const message = err.status === 413 ? Messages.tooLargeUnknownLimit : err.message || Messages.invalidBody;
      return errorBody(err.status, messageFor(c, message));
    }
    log.error(`${c.req.method} ${c.req.path} failed`, err);
    return errorBody(500, messageFor(c, Messages.somethingWrong));
  };
}
