import type { Kysely } from 'kysely';
import type { MiddlewareHandler } from 'hono';
import { Messages } from '../../src/schemas/messages.ts';
import type { Database } from '../db/Database.ts';
import { fail } from '../http/HttpError.ts';
import type { AuthEnv } from './requireAuth.ts';

/**
 * spec guard.admin-verification: after requireAuth, 403 with the spec's message unless an admin
 * has verified the account's company. Read per request, so verifying takes effect at once.
 */
export function requireVerified({ db }: { readonly db: Kysely<Database> }): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const company = await db.selectFrom('companies').select('verify_by_admin').where('id', '=', c.var.auth.companyId).executeTakeFirst();
    if (company?.verify_by_admin !== true) fail(403, Messages.notVerified);
    await next();
  };
}
