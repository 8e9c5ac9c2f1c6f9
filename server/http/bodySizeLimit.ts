import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messageFor } from '../i18n/requestLocale.ts';
import { errorBody } from './errorBody.ts';
import { Messages } from '../../src/schemas/messages.ts';

export interface BodySizeLimits {
  /** Any body but multipart (JSON and the rest). */
  readonly json: number;
  /** multipart/form-data (file uploads). */
  readonly upload: number;
}

// The rest of the body is never read, so the connection cannot be reused: say so rather than
// promise keep-alive and then drop it (Node closes the socket after a `Connection: close` answer).
const tooLarge = (c: Context, limit: number): Response => errorBody(413, messageFor(c, Messages.tooLarge(limit)), undefined, { Connection: 'close' });

/** 413 JSON once a body passes its limit; counts streamed bytes too, not only Content-Length. */
export function bodySizeLimit(limits: BodySizeLimits): MiddlewareHandler {
  const forJson = bodyLimit({ maxSize: limits.json, onError: (c) => tooLarge(c, limits.json) });
  const forUpload = bodyLimit({ maxSize: limits.upload, onError: (c) => tooLarge(c, limits.upload) });
  return async (c, next) => {
    // A GET or HEAD request carries no body (the Fetch Request the adapter builds has none), which
    // is what bodyLimit finds out by reading `c.req.raw.body`; asking turns @hono/node-server's
    // light request into a whole one (Headers, AbortSignal): 16% of /health's CPU.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
    return mediaType === 'multipart/form-data' ? forUpload(c, next) : forJson(c, next);
  };
}
