import { Hono } from 'hono';
import type { TokenCheck } from '../../src/schemas/envelope.ts';
import type { AuthCheckDeps } from '../auth/requireAuth.ts';
import { authenticate } from '../auth/requireAuth.ts';
import { ok } from '../http/ok.ts';

/** spec guard.signed-in: `data.isValid` 1 or 0, always 200, so the client's check never throws. */
export function tokenVerifyRoutes(deps: AuthCheckDeps): Hono {
  const routes = new Hono();
  routes.post('/v1/common/tokenVerify/user', async (c) => {
    const valid = (await authenticate(deps, c.req.header('Authorization'))) !== undefined;
    const data: TokenCheck = { isValid: valid ? 1 : 0 };
    c.header('Cache-Control', 'no-store');
    return ok(c, data, valid ? /*i18n*/ 'Token is valid' : /*i18n*/ 'Token is not valid');
  });
  return routes;
}
