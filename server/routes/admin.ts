import { Schema } from 'effect';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { requiredEmail } from '../../src/schemas/fields.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { OUTBOX_DEFAULT_LIMIT, OUTBOX_MAX_LIMIT, readOutbox, setAdminVerification } from '../admin/adminOperations.ts';
import { bearerToken } from '../auth/accessToken.ts';
import { safeEqual } from '../auth/secretHash.ts';
import type { Database } from '../db/Database.ts';
import { errorMessages } from '../http/errorMessages.ts';
import { fail, HttpError } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';
import { validateBody } from '../http/validateBody.ts';

const verifiedMessage = 'verified must be true or false';
export const AdminVerificationBody = Schema.Struct({
  email: requiredEmail('email'),
  verified: Schema.Boolean.annotate({ message: verifiedMessage }).pipe(Schema.annotateKey({ messageMissingKey: verifiedMessage })),
}).annotate({ message: Messages.fillUp });

export const adminMessages = {
  unauthorized: 'Admin token required',
  unknownAccount: (email: string): string => `No account with email ${email}`,
} as const;

export interface AdminDeps {
  readonly db: Kysely<Database>;
  /** The token of DATA_DIR/admin.json; undefined = no admin API in this process (404). */
  readonly adminToken: string | undefined;
}

/**
 * The operator API behind `npm run admin` while the server holds the database: bearer token
 * from DATA_DIR/admin.json (compared in constant time), else 401; without a token configured the
 * paths do not exist (404). Never open.
 */
export function adminRoutes({ db, adminToken }: AdminDeps): Hono {
  const routes = new Hono();

  routes.use('/v1/admin/*', async (c, next) => {
    if (adminToken === undefined) fail(404, errorMessages.notFound);
    const given = bearerToken(c.req.header('Authorization'));
    if (given === undefined || !safeEqual(given, adminToken)) {
      throw new HttpError(401, adminMessages.unauthorized, undefined, { 'WWW-Authenticate': 'Bearer' });
    }
    c.header('Cache-Control', 'no-store');
    await next();
  });

  routes.post('/v1/admin/accounts/verification', validateBody(AdminVerificationBody), async (c) => {
    const { email, verified } = c.req.valid('json');
    const result = await setAdminVerification(db, email, verified);
    if (result === undefined) fail(404, adminMessages.unknownAccount(email.toLowerCase()));
    return ok(c, result, verified ? 'Account verified' : 'Account unverified');
  });

  routes.get('/v1/admin/outbox', async (c) => {
    const to = c.req.query('to')?.trim() || undefined;
    const rawLimit = c.req.query('limit')?.trim() || undefined;
    const limit = rawLimit === undefined ? OUTBOX_DEFAULT_LIMIT : /^\d{1,6}$/.test(rawLimit) ? Number(rawLimit) : Number.NaN;
    if (!(limit >= 1 && limit <= OUTBOX_MAX_LIMIT)) {
      const message = `limit must be a whole number from 1 to ${OUTBOX_MAX_LIMIT}`;
      fail(400, message, { limit: message });
    }
    return ok(c, await readOutbox(db, { ...(to !== undefined ? { to } : {}), limit }));
  });

  return routes;
}
