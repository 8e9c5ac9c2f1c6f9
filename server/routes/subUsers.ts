import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Locale } from '../../src/schemas/locales.ts';
import { Messages } from '../../src/schemas/messages.ts';
import type { SubUser, SubUserDeleted } from '../../src/schemas/subUser.ts';
import { subUserCreateSchema, SubUserUpdateForm } from '../../src/schemas/subUserForm.ts';
import { DEFAULT_TEAM_ROLE, managesRole, type AccessLevel, type TeamRole } from '../../src/schemas/teamRoles.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { isUuid } from '../auth/accessToken.ts';
import { isUniqueViolation } from '../auth/accountByEmail.ts';
import { hashPassword } from '../auth/passwordHash.ts';
import { accessLevel, requireCapability } from '../auth/requireCapability.ts';
import { requireAuth, type AuthCheckDeps, type AuthEnv } from '../auth/requireAuth.ts';
import { newOpaqueToken } from '../auth/secretHash.ts';
import { revokeAccountSessions } from '../auth/sessions.ts';
import type { Database } from '../db/Database.ts';
import type { MailService } from '../mail/MailService.ts';
import type { SessionStreams } from '../notifications/SessionStreams.ts';
import { fail } from '../http/HttpError.ts';
import { localeOf } from '../i18n/requestLocale.ts';
import { ok } from '../http/ok.ts';
import { paginated } from '../http/paginated.ts';
import { readJsonBody } from '../http/readJsonBody.ts';
import { readPagination } from '../http/readPagination.ts';
import { validateBody, validBody } from '../http/validateBody.ts';
import { issueInvitation } from './invitations.ts';

const SUB_USERS_PATH = '/v1/user/sub/user';

const subUserColumns = ['id', 'contact_name', 'contact_number', 'email', 'team_role', 'invitation_pending', 'created_at', 'locale'] as const;

interface SubUserRow {
  readonly id: string;
  readonly contact_name: string;
  readonly contact_number: string;
  readonly email: string;
  readonly team_role: TeamRole | null;
  readonly invitation_pending: boolean;
  readonly created_at: Date;
  readonly locale: Locale;
}

const toSubUser = (row: SubUserRow): SubUser => ({
  accountId: row.id,
  contactName: row.contact_name,
  contactNumber: row.contact_number,
  email: row.email,
  role: row.team_role ?? DEFAULT_TEAM_ROLE,
  invitationPending: row.invitation_pending,
  createdAt: row.created_at.toISOString(),
});

function emailTaken(): never {
  return fail(409, Messages.emailTaken, { email: Messages.emailTaken });
}

function notFound(): never {
  return fail(404, Messages.subUserNotFound);
}

/**
 * One sub-user of the company; undefined for anything else (another company's account, the main
 * user, an unknown or malformed id), so the answer is the same 404 and reveals nothing.
 */
async function findSubUser(db: Kysely<Database>, companyId: string, accountId: string): Promise<SubUserRow | undefined> {
  // Not a uuid: unknown, and never handed to the database (a cast error would be a 500).
  if (!isUuid(accountId)) return undefined;
  return db
    .selectFrom('accounts')
    .select(subUserColumns)
    .where('id', '=', accountId)
    .where('company_id', '=', companyId)
    .where('role', '=', 'sub')
    .executeTakeFirst();
}

/** The caller's level (requireCapability let them through, so they manage sub-users). */
async function managerLevel(c: Context<AuthEnv>, db: Kysely<Database>): Promise<AccessLevel> {
  return (await accessLevel(db, c.var.auth)) ?? fail(403, Messages.roleCannotManageSubUsers);
}

/**
 * Nobody changes their own role (an admin is a sub-user too), and a manager only
 * touches, and only hands out, roles below their own: an admin manages viewers and bookers, the
 * main user everyone. 403, nothing changed.
 */
function checkManages(c: Context<AuthEnv>, level: AccessLevel, target: { readonly accountId: string; readonly role: TeamRole }): void {
  if (target.accountId === c.var.auth.accountId) fail(403, Messages.ownRoleLocked);
  if (!managesRole(level, target.role)) fail(403, Messages.roleAboveYours, { role: Messages.roleAboveYours });
}

/** Where the invitation link points: the app the manager is using (its Origin), else this server. */
function appOrigin(c: Context): string {
  const origin = c.req.header('Origin');
  return origin !== undefined && /^https?:\/\/[^/\s]+$/.test(origin) ? origin : new URL(c.req.url).origin;
}

/**
 * spec §7 Sub-users: the main user (and, with team roles, an Admin) lists, views, creates, updates
 * and deletes the company's sub-users. A sub-user is an account with role 'sub' in the same company:
 * it signs in with its own email and password, sees the company's data as its team role allows
 * (teamRoles.ts), and inherits the company's admin verification. It is created email-verified (the
 * manager vouches for the address), with a password typed now or an emailed invitation
 * to set their own.
 */
export function subUserRoutes(deps: AuthCheckDeps & { readonly streams: SessionStreams; readonly mail: MailService }): Hono<AuthEnv> {
  const { db } = deps;
  const routes = new Hono<AuthEnv>();
  const signedIn = requireAuth(deps);
  const managers = requireCapability(deps, 'subUsers.manage');

  routes.get(SUB_USERS_PATH, signedIn, managers, async (c) => {
    const { page, limit, offset } = readPagination(c);
    const { companyId } = c.var.auth;
    const company = db.selectFrom('accounts').where('company_id', '=', companyId).where('role', '=', 'sub');
    const [rows, count] = await Promise.all([
      company.select(subUserColumns).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      company.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    c.header('Cache-Control', 'no-store');
    return ok(c, paginated(rows.map(toSubUser), page, limit, Number(count.total)), Messages.subUsersFetched);
  });

  routes.post(SUB_USERS_PATH, signedIn, managers, async (c) => {
    const raw = await readJsonBody(c);
    const form = await validBody(c, subUserCreateSchema(typeof raw === 'object' && raw !== null ? (raw as { access?: unknown }).access : undefined));
    const { companyId } = c.var.auth;
    const role = form.role ?? DEFAULT_TEAM_ROLE;
    const level = await managerLevel(c, db);
    if (!managesRole(level, role)) fail(403, Messages.roleAboveYours, { role: Messages.roleAboveYours });
    const email = form.email.toLowerCase();
    if ((await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst()) !== undefined) emailTaken();
    const invited = form.access === 'invite';
    // An invitee has a password nobody knows until they choose theirs.
    const passwordHash = await hashPassword('password' in form ? form.password : newOpaqueToken());
    const { row, invitation } = await db
      .transaction()
      .execute(async (trx) => {
        const row = await trx
          .insertInto('accounts')
          .values({
            company_id: companyId,
            role: 'sub',
            team_role: role,
            invitation_pending: invited,
            contact_name: form.contactName,
            contact_number: form.contactNumber,
            email,
            password_hash: passwordHash,
            email_verified: true,
            // The inviter's language until they choose their own.
            locale: localeOf(c),
          })
          .returning(subUserColumns)
          .executeTakeFirstOrThrow();
        await recordActivity(trx, { companyId, actorId: c.var.auth.accountId, kind: 'subUser.invited', subject: row.email, details: { role, access: invited ? 'invite' : 'password' } });
        if (!invited) return { row, invitation: undefined };
        const company = await trx.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
        const invitee = { accountId: row.id, email: row.email, contactName: row.contact_name, locale: row.locale };
        return { row, invitation: await issueInvitation(trx, invitee, company.name, appOrigin(c)) };
      })
      // A concurrent request took the address between the check and the insert.
      .catch((error: unknown) => (isUniqueViolation(error) ? emailTaken() : Promise.reject(error)));
    if (invitation !== undefined) await deps.mail.send(invitation);
    return ok(c, toSubUser(row), invited ? Messages.invitationSent : Messages.subUserCreated, 201);
  });

  // A new link for a sub-user who has not accepted yet (the earlier links stop working).
  routes.post(`${SUB_USERS_PATH}/:accountId/invitation`, signedIn, managers, async (c) => {
    const { companyId } = c.var.auth;
    const current = (await findSubUser(db, companyId, c.req.param('accountId'))) ?? notFound();
    checkManages(c, await managerLevel(c, db), { accountId: current.id, role: current.team_role ?? DEFAULT_TEAM_ROLE });
    if (!current.invitation_pending) fail(409, Messages.invitationNotPending);
    const invitation = await db.transaction().execute(async (trx) => {
      const company = await trx.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
      return issueInvitation(trx, { accountId: current.id, email: current.email, contactName: current.contact_name, locale: current.locale }, company.name, appOrigin(c));
    });
    await deps.mail.send(invitation);
    return ok(c, toSubUser(current), Messages.invitationResent);
  });

  routes.get(`${SUB_USERS_PATH}/:accountId`, signedIn, managers, async (c) => {
    const row = (await findSubUser(db, c.var.auth.companyId, c.req.param('accountId'))) ?? notFound();
    c.header('Cache-Control', 'no-store');
    return ok(c, toSubUser(row), Messages.subUserFetched);
  });

  routes.put(`${SUB_USERS_PATH}/:accountId`, signedIn, managers, validateBody(SubUserUpdateForm), async (c) => {
    const form = c.req.valid('json');
    const { companyId } = c.var.auth;
    const accountId = c.req.param('accountId');
    const email = form.email.toLowerCase();
    const current = (await findSubUser(db, companyId, accountId)) ?? notFound();
    const level = await managerLevel(c, db);
    // Both the role it has and the role it would get must be below the manager's.
    checkManages(c, level, { accountId, role: current.team_role ?? DEFAULT_TEAM_ROLE });
    if (form.role !== undefined) checkManages(c, level, { accountId, role: form.role });
    const clash = await db.selectFrom('accounts').select('id').where('email', '=', email).where('id', '!=', accountId).executeTakeFirst();
    if (clash !== undefined) emailTaken();
    const row = await db
      .transaction()
      .execute(async (trx) => {
        // The role as this change finds it (a concurrent change commits first or waits).
        const before = await trx.selectFrom('accounts').select('team_role').where('id', '=', accountId).where('company_id', '=', companyId).forUpdate().executeTakeFirst();
        const updated = await trx
          .updateTable('accounts')
          .set({ contact_name: form.contactName, contact_number: form.contactNumber, email, ...(form.role !== undefined ? { team_role: form.role } : {}) })
          .where('id', '=', accountId)
          .where('company_id', '=', companyId)
          .where('role', '=', 'sub')
          .returning(subUserColumns)
          .executeTakeFirst();
        const from = before?.team_role ?? DEFAULT_TEAM_ROLE;
        const to = updated?.team_role ?? DEFAULT_TEAM_ROLE;
        if (updated !== undefined && from !== to) {
          await recordActivity(trx, { companyId, actorId: c.var.auth.accountId, kind: 'subUser.roleChanged', subject: updated.email, details: { from, to } });
        }
        return updated;
      })
      .catch((error: unknown) => (isUniqueViolation(error) ? emailTaken() : Promise.reject(error)));
    // Deleted by a concurrent request.
    if (row === undefined) notFound();
    return ok(c, toSubUser(row), Messages.subUserUpdated);
  });

  routes.delete(`${SUB_USERS_PATH}/:accountId`, signedIn, managers, async (c) => {
    const { companyId } = c.var.auth;
    const accountId = c.req.param('accountId');
    const current = (await findSubUser(db, companyId, accountId)) ?? notFound();
    checkManages(c, await managerLevel(c, db), { accountId, role: current.team_role ?? DEFAULT_TEAM_ROLE });
    const deleted = await db.transaction().execute(async (trx) => {
      // Its sessions end with it: every access token and refresh token it holds stops working at
      // once (requireAuth and tokenVerify check the session). The rows then go with the account.
      await revokeAccountSessions(trx, accountId);
      const gone = await trx
        .deleteFrom('accounts')
        .where('id', '=', accountId)
        .where('company_id', '=', companyId)
        .where('role', '=', 'sub')
        .returning(['id', 'email', 'team_role'])
        .executeTakeFirst();
      if (gone !== undefined) await recordActivity(trx, { companyId, actorId: c.var.auth.accountId, kind: 'subUser.removed', subject: gone.email, details: { role: gone.team_role ?? DEFAULT_TEAM_ROLE } });
      return gone;
    });
    if (deleted === undefined) notFound();
    deps.streams.endAccount(accountId);
    const data: SubUserDeleted = { accountId };
    return ok(c, data, Messages.subUserDeleted);
  });

  return routes;
}
