import { Hono } from 'hono';
import { Messages } from '../../src/schemas/messages.ts';
import { SpecialRequirementsBody } from '../../src/schemas/serviceCatalog.ts';
import { requireAuth, type AuthCheckDeps, type AuthEnv } from '../auth/requireAuth.ts';
import { ok } from '../http/ok.ts';
import { validateBody } from '../http/validateBody.ts';
import { transitInfo, typesOfService } from '../service/catalog.ts';
import { offeredRequirements } from '../service/selection.ts';

/**
 * The catalog of the wizard (signed in): GET /v1/user/transitInfo/typeOfService (step1),
 * GET /v1/user/transitInfo (step2, step3, addresses) and POST /v1/user/specialRequirements (step3).
 */
export function transitInfoRoutes(deps: AuthCheckDeps): Hono<AuthEnv> {
  const { db } = deps;
  const routes = new Hono<AuthEnv>();
  const auth = requireAuth(deps);

  routes.get('/v1/user/transitInfo/typeOfService', auth, async (c) => ok(c, await typesOfService(db), Messages.catalogFetched));

  routes.get('/v1/user/transitInfo', auth, async (c) => ok(c, await transitInfo(db), Messages.catalogFetched));

  routes.post('/v1/user/specialRequirements', auth, validateBody(SpecialRequirementsBody), async (c) =>
    ok(c, await offeredRequirements(db, c.req.valid('json')), Messages.catalogFetched),
  );

  return routes;
}
