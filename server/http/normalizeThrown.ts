import type { MiddlewareHandler } from 'hono';

/**
 * hono hands only `Error` instances to app.onError; a thrown string or plain object would escape
 * to the Node adapter as a bare 500 without our envelope or headers. Wrap those into an Error.
 */
export function normalizeThrown(): MiddlewareHandler {
  return async (_c, next) => {
    try {
      await next();
    } catch (thrown) {
      if (thrown instanceof Error) throw thrown;
      throw new Error('Non-Error value thrown', { cause: thrown });
    }
  };
}
