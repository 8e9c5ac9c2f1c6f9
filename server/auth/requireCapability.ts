import type { Kysely } from 'kysely';
import type { MiddlewareHandler } from 'hono';
import { accessLevelOf, can, CAPABILITY_REFUSALS, type AccessLevel, type Capability } from '../../src/schemas/teamRoles.ts';
import type { Database } from '../db/Database.ts';
import { fail } from '../http/HttpError.ts';
import type { AuthInfo } from './accessToken.ts';
import type { AuthEnv } from './requireAuth.ts';

/** The account's level, read from the database (a role changed meanwhile counts at once, not at the token's next refresh). */
export async function accessLevel(db: Kysely<Database>, auth: Pick<AuthInfo, 'accountId'>): Promise<AccessLevel | undefined> {
  const row = await db.selectFrom('accounts').select(['role', 'team_role']).where('id', '=', auth.accountId).executeTakeFirst();
  return row === undefined ? undefined : accessLevelOf(row.role, row.team_role);
}

/**
 * Issue 17.4: after requireAuth, 403 with the capability's message unless the account's role
 * (teamRoles.ts, the table the client reads too) allows it. One query per call.
 */
export function requireCapability({ db }: { readonly db: Kysely<Database> }, capability: Capability): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const level = await accessLevel(db, c.var.auth);
    if (level === undefined || !can(level, capability)) fail(403, CAPABILITY_REFUSALS[capability]);
    await next();
  };
}
