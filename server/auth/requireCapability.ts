import type { Kysely } from 'kysely';
import type { MiddlewareHandler } from 'hono';
import { accessLevelOf, can, CAPABILITY_REFUSALS, type AccessLevel, type Capability } from '../../src/schemas/teamRoles.ts';
import type { Database } from '../db/Database.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { fail } from '../http/HttpError.ts';
import type { AuthInfo } from './accessToken.ts';
import type { AuthEnv } from './requireAuth.ts';

/** The account's level, read from the database (a role changed meanwhile counts at once, not at the token's next refresh). */
export async function accessLevel(db: Kysely<Database>, auth: Pick<AuthInfo, 'accountId'>): Promise<AccessLevel | undefined> {
  const row = await db.selectFrom('accounts').select(['role', 'team_role']).where('id', '=', auth.accountId).executeTakeFirst();
  return row === undefined ? undefined : accessLevelOf(row.role, row.team_role);
}

/**
 * After requireAuth, 403 with the capability's message unless the account's role
 * (teamRoles.ts, the table the client reads too) allows it. With `verifiedCompany`, then also
 * requireVerified's 403 unless an admin verified the company, read in the same query. One query
 * per call.
 */
export function requireCapability({ db }: { readonly db: Kysely<Database> }, capability: Capability, { verifiedCompany = false } = {}): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    if (!verifiedCompany) {
      const level = await accessLevel(db, c.var.auth);
      if (level === undefined || !can(level, capability)) fail(403, CAPABILITY_REFUSALS[capability]);
      return next();
    }
    const row = await db
      .selectFrom('accounts')
      .select(['role', 'team_role'])
      .select((eb) => eb.selectFrom('companies').select('verify_by_admin').where('id', '=', c.var.auth.companyId).as('verify_by_admin'))
      .where('id', '=', c.var.auth.accountId)
      .executeTakeFirst();
    const level = row === undefined ? undefined : accessLevelOf(row.role, row.team_role);
    if (level === undefined || !can(level, capability)) fail(403, CAPABILITY_REFUSALS[capability]);
    // spec guard.admin-verification, as requireVerified answers it.
    if (row?.verify_by_admin !== true) fail(403, Messages.notVerified);
    await next();
  };
}
