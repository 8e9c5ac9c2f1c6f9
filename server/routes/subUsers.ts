import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { Messages } from '../../src/schemas/messages.ts';
import type { SubUser, SubUserDeleted } from '../../src/schemas/subUser.ts';
import { SubUserCreateForm, SubUserUpdateForm } from '../../src/schemas/subUserForm.ts';
import { isUuid } from '../auth/accessToken.ts';
import { isUniqueViolation } from '../auth/accountByEmail.ts';
import { hashPassword } from '../auth/passwordHash.ts';
import { requireAuth, type AuthCheckDeps, type AuthEnv } from '../auth/requireAuth.ts';
import { revokeAccountSessions } from '../auth/sessions.ts';
import type { Database } from '../db/Database.ts';
import type { SessionStreams } from '../notifications/SessionStreams.ts';
import { fail } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';
import { paginated } from '../http/paginated.ts';
import { readPagination } from '../http/readPagination.ts';
import { validateBody } from '../http/validateBody.ts';

const SUB_USERS_PATH = '/v1/user/sub/user';

const subUserColumns = ['id', 'contact_name', 'contact_number', 'email', 'created_at'] as const;

interface SubUserRow {
  readonly id: string;
  readonly contact_name: string;
  readonly contact_number: string;
  readonly email: string;
  readonly created_at: Date;
}

const toSubUser = (row: SubUserRow): SubUser => ({
  accountId: row.id,
  contactName: row.contact_name,
  contactNumber: row.contact_number,
  email: row.email,
  createdAt: row.created_at.toISOString(),
});

/** spec role.main-manages-subusers: after requireAuth, 403 for a sub-user. */
const mainUserOnly: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if (c.var.auth.role !== 'main') fail(403, Messages.onlyMainManagesSubUsers);
  await next();
};

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

/**
 * spec §7 Sub-users: the main user lists, views, creates, updates and deletes the company's
 * sub-users. A sub-user is an account with role 'sub' in the same company: it signs in with its own
 * email and password, sees the company's data, and inherits the company's admin verification. It is
 * created email-verified (the main user vouches for the address).
 */
export function subUserRoutes(deps: AuthCheckDeps & { readonly streams: SessionStreams }): Hono<AuthEnv> {
  const { db } = deps;
  const routes = new Hono<AuthEnv>();
  const signedIn = requireAuth(deps);

  routes.get(SUB_USERS_PATH, signedIn, mainUserOnly, async (c) => {
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

  routes.post(SUB_USERS_PATH, signedIn, mainUserOnly, validateBody(SubUserCreateForm), async (c) => {
    const form = c.req.valid('json');
    const email = form.email.toLowerCase();
    if ((await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst()) !== undefined) emailTaken();
    const passwordHash = await hashPassword(form.password);
    const row = await db
      .insertInto('accounts')
      .values({
        company_id: c.var.auth.companyId,
        role: 'sub',
        contact_name: form.contactName,
        contact_number: form.contactNumber,
        email,
        password_hash: passwordHash,
        email_verified: true,
      })
      .returning(subUserColumns)
      .executeTakeFirstOrThrow()
      // A concurrent request took the address between the check and the insert.
      .catch((error: unknown) => (isUniqueViolation(error) ? emailTaken() : Promise.reject(error)));
    return ok(c, toSubUser(row), Messages.subUserCreated, 201);
  });

  routes.get(`${SUB_USERS_PATH}/:accountId`, signedIn, mainUserOnly, async (c) => {
    const row = (await findSubUser(db, c.var.auth.companyId, c.req.param('accountId'))) ?? notFound();
    c.header('Cache-Control', 'no-store');
    return ok(c, toSubUser(row), Messages.subUserFetched);
  });

  routes.put(`${SUB_USERS_PATH}/:accountId`, signedIn, mainUserOnly, validateBody(SubUserUpdateForm), async (c) => {
    const form = c.req.valid('json');
    const { companyId } = c.var.auth;
    const accountId = c.req.param('accountId');
    const email = form.email.toLowerCase();
    if ((await findSubUser(db, companyId, accountId)) === undefined) notFound();
    const clash = await db.selectFrom('accounts').select('id').where('email', '=', email).where('id', '!=', accountId).executeTakeFirst();
    if (clash !== undefined) emailTaken();
    const row = await db
      .updateTable('accounts')
      .set({ contact_name: form.contactName, contact_number: form.contactNumber, email })
      .where('id', '=', accountId)
      .where('company_id', '=', companyId)
      .where('role', '=', 'sub')
      .returning(subUserColumns)
      .executeTakeFirst()
      .catch((error: unknown) => (isUniqueViolation(error) ? emailTaken() : Promise.reject(error)));
    // Deleted by a concurrent request.
    if (row === undefined) notFound();
    return ok(c, toSubUser(row), Messages.subUserUpdated);
  });

  routes.delete(`${SUB_USERS_PATH}/:accountId`, signedIn, mainUserOnly, async (c) => {
    const { companyId } = c.var.auth;
    const accountId = c.req.param('accountId');
    if ((await findSubUser(db, companyId, accountId)) === undefined) notFound();
    const deleted = await db.transaction().execute(async (trx) => {
      // Its sessions end with it: every access token and refresh token it holds stops working at
      // once (requireAuth and tokenVerify check the session). The rows then go with the account.
      await revokeAccountSessions(trx, accountId);
      return trx
        .deleteFrom('accounts')
        .where('id', '=', accountId)
        .where('company_id', '=', companyId)
        .where('role', '=', 'sub')
        .returning('id')
        .executeTakeFirst();
    });
    if (deleted === undefined) notFound();
    deps.streams.endAccount(accountId);
    const data: SubUserDeleted = { accountId };
    return ok(c, data, Messages.subUserDeleted);
  });

  return routes;
}
