import { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { CommercialReference } from '../../src/schemas/commercialReference.ts';
import { ChangePasswordForm } from '../../src/schemas/changePasswordForm.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { ProfileUpdateBody, type Profile } from '../../src/schemas/profile.ts';
import { accessLevelOf } from '../../src/schemas/teamRoles.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { isUniqueViolation } from '../auth/accountByEmail.ts';
import { hashPassword, verifyPassword } from '../auth/passwordHash.ts';
import { isLimited, rateRules, recordEvent } from '../auth/rateLimit.ts';
import { requireAuth, sessionExpired, type AuthCheckDeps, type AuthEnv } from '../auth/requireAuth.ts';
import { revokeOtherSessions } from '../auth/sessions.ts';
import type { SessionStreams } from '../notifications/SessionStreams.ts';
import type { Logger } from '../Logger.ts';
import type { MailService } from '../mail/MailService.ts';
import { tellOwner } from '../mail/securityEmail.ts';
import type { Database } from '../db/Database.ts';
import { fail } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';
import { validateBody } from '../http/validateBody.ts';

/** The signed-in account's profile; company fields come from its company (shared with sub-users). */
export async function loadProfile(db: Kysely<Database>, accountId: string): Promise<Profile | undefined> {
  const row = await db
    .selectFrom('accounts')
    .innerJoin('companies', 'companies.id', 'accounts.company_id')
    .select([
      'accounts.id',
      'accounts.role',
      'accounts.team_role',
      'accounts.contact_name',
      'accounts.contact_number',
      'accounts.email',
      'accounts.profile_picture',
      'accounts.email_verified',
      'accounts.created_at',
      'companies.name as company_name',
      'companies.commercial_references',
      'companies.verify_by_admin',
    ])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    accountId: row.id,
    role: row.role,
    accessLevel: accessLevelOf(row.role, row.team_role),
    companyName: row.company_name,
    contactName: row.contact_name,
    contactNumber: row.contact_number,
    email: row.email,
    // Written only from decoded CommercialReference lists (sign-up, profile update).
    commercialReference: row.commercial_references as unknown as CommercialReference[],
    profilePicture: row.profile_picture,
    verifyByAdmin: row.verify_by_admin,
    emailVerified: row.email_verified,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * GET and PUT /v1/user/profile. A main user edits its own contact fields and the company (name,
 * commercial references); a sub-user edits only its own contact fields: the company fields it
 * sends (the form requires them) are ignored, not refused, so one form serves both.
 */
export function profileRoutes(deps: AuthCheckDeps & { readonly streams: SessionStreams; readonly mail: MailService; readonly log: Logger }): Hono<AuthEnv> {
  const { db, streams } = deps;
  const routes = new Hono<AuthEnv>();

  const profileOrExpired = async (accountId: string): Promise<Profile> => {
    const profile = await loadProfile(db, accountId);
    // The account was deleted after the token was issued (a removed sub-user).
    if (profile === undefined) throw sessionExpired();
    return profile;
  };

  routes.get('/v1/user/profile', requireAuth(deps, { beforeTwoFactor: true }), async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, await profileOrExpired(c.var.auth.accountId), Messages.profileFetched);
  });

  routes.put('/v1/user/profile', requireAuth(deps), validateBody(ProfileUpdateBody), async (c) => {
    const body = c.req.valid('json');
    const { auth } = c.var;
    const email = body.email.toLowerCase();
    const emailTaken = (): never => fail(409, Messages.emailTaken, { email: Messages.emailTaken });

    if (typeof body.profilePicture === 'string') {
      const uploadId = body.profilePicture.slice(body.profilePicture.lastIndexOf('/') + 1);
      const upload = await db.selectFrom('uploads').select('id').where('id', '=', uploadId).where('account_id', '=', auth.accountId).executeTakeFirst();
      if (upload === undefined) fail(400, Messages.profilePictureInvalid, { profilePicture: Messages.profilePictureInvalid });
    }

    await db
      .transaction()
      .execute(async (trx) => {
        const clash = await trx.selectFrom('accounts').select('id').where('email', '=', email).where('id', '!=', auth.accountId).executeTakeFirst();
        if (clash !== undefined) emailTaken();
        await trx
          .updateTable('accounts')
          .set({
            contact_name: body.contactName,
            contact_number: body.contactNumber,
            email,
            ...(body.profilePicture !== undefined ? { profile_picture: body.profilePicture } : {}),
          })
          .where('id', '=', auth.accountId)
          .execute();
        if (auth.role === 'main') {
          const references = JSON.stringify(body.commercialReference);
          // jsonb keeps its own key order: the database compares the references.
          const before = await trx
            .selectFrom('companies')
            .select(['name', sql<boolean>`commercial_references = ${references}::jsonb`.as('same_references')])
            .where('id', '=', auth.companyId)
            .forUpdate()
            .executeTakeFirstOrThrow();
          await trx.updateTable('companies').set({ name: body.companyName, commercial_references: references }).where('id', '=', auth.companyId).execute();
          // The team's log: which of the company's details changed (the name's words too).
          const renamed = before.name !== body.companyName;
          const fields = [...(renamed ? ['name'] : []), ...(before.same_references ? [] : ['commercialReferences'])];
          if (fields.length > 0) {
            await recordActivity(trx, { companyId: auth.companyId, actorId: auth.accountId, kind: 'company.changed', subject: body.companyName, details: { fields, ...(renamed ? { from: before.name, to: body.companyName } : {}) } });
          }
        }
      })
      .catch((error: unknown) => (isUniqueViolation(error) ? emailTaken() : Promise.reject(error)));

    return ok(c, await profileOrExpired(auth.accountId), Messages.profileUpdated);
  });

  /**
   * The signed-in account changes its password. The current one is checked (400 when
   * wrong, 429 after too many wrong ones); on success every other session of the account ends, with
   * its event streams, this one stays signed in, and the owner is told by email.
   */
  routes.put('/v1/user/profile/password', requireAuth(deps), validateBody(ChangePasswordForm), async (c) => {
    const { currentPassword, password } = c.req.valid('json');
    const { auth } = c.var;
    if (await isLimited(db, rateRules.currentPassword, auth.accountId)) fail(429, Messages.tooManyAttempts);
    const account = await db.selectFrom('accounts').select(['password_hash', 'email', 'contact_name', 'locale']).where('id', '=', auth.accountId).executeTakeFirst();
    if (account === undefined) throw sessionExpired();
    if (!(await verifyPassword(currentPassword, account.password_hash))) {
      await recordEvent(db, rateRules.currentPassword, auth.accountId);
      fail(400, Messages.currentPasswordWrong, { currentPassword: Messages.currentPasswordWrong });
    }
    const passwordHash = await hashPassword(password);
    const ended = await db.transaction().execute(async (trx) => {
      await trx.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', auth.accountId).execute();
      return revokeOtherSessions(trx, auth.accountId, auth.sessionId);
    });
    for (const familyId of ended) streams.endSession(familyId);
    // If it was not the owner, the email tells them.
    await tellOwner(deps, { email: account.email, contactName: account.contact_name, locale: account.locale }, 'passwordChanged');
    return ok(c, null, Messages.passwordUpdated);
  });

  return routes;
}
