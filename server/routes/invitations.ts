import { Hono } from 'hono';
import { sql, type Kysely, type Transaction } from 'kysely';
import { AcceptInvitationBody, InvitationTokenBody } from '../../src/schemas/createPasswordForm.ts';
import { Messages } from '../../src/schemas/messages.ts';
import type { InvitationInfo } from '../../src/schemas/subUser.ts';
import type { Locale } from '../../src/schemas/locales.ts';
import { hashPassword } from '../auth/passwordHash.ts';
import { serverI18n } from '../i18n/serverI18n.ts';
import { sha256Hex, newOpaqueToken } from '../auth/secretHash.ts';
import type { Database } from '../db/Database.ts';
import { fail } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';
import { validateBody } from '../http/validateBody.ts';
import type { MailMessage } from '../mail/MailService.ts';
import type { SessionStreams } from '../notifications/SessionStreams.ts';

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

/** The page the emailed link opens (routeTable.ts, guest-only). */
export const ACCEPT_INVITE_PATH = '/accept-invite';

export interface Invitee {
  readonly accountId: string;
  readonly email: string;
  readonly contactName: string;
  /** The invitation is written in it: the inviter's language until the invitee chooses one. */
  readonly locale: Locale;
}

/**
 * A new single-use invitation for a pending sub-user; every earlier one stops working
 * (expired now, so an old link says it expired). Returns the email to send once the transaction
 * commits: the token exists only there, its sha256 in the table.
 */
export async function issueInvitation(trx: Transaction<Database> | Kysely<Database>, invitee: Invitee, companyName: string, origin: string): Promise<MailMessage> {
  await trx
    .updateTable('sub_user_invitations')
    .set({ expires_at: sql<Date>`now()` })
    .where('account_id', '=', invitee.accountId)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
  const token = newOpaqueToken();
  await trx
    .insertInto('sub_user_invitations')
    .values({ account_id: invitee.accountId, token_hash: sha256Hex(token), expires_at: sql<Date>`now() + make_interval(days => ${INVITATION_TTL_DAYS})` })
    .execute();
  const link = `${origin}${ACCEPT_INVITE_PATH}?token=${encodeURIComponent(token)}`;
  const i18n = serverI18n(invitee.locale);
  return {
    to: invitee.email,
    subject: i18n._('You are invited to {companyName} on Cargo Connects', { companyName }),
    text:
      `${i18n._('Hello {name},', { name: invitee.contactName })}\n\n` +
      `${i18n._('{companyName} has added you to its Cargo Connects account. Choose your password to sign in:', { companyName })}\n\n` +
      `${link}\n\n` +
      i18n._('The link works once and expires in {days} days. If you did not expect this email, you can ignore it.', { days: INVITATION_TTL_DAYS }) +
      `\n\n${i18n._('The Cargo Connects team')}`,
  };
}

interface InvitationRow {
  readonly id: string;
  readonly account_id: string;
  readonly expired: boolean;
  readonly consumed: boolean;
  readonly email: string;
  readonly contact_name: string;
  readonly company_name: string;
}

/** The invitation a token names, with why it no longer works; undefined for a token we never issued. */
async function findInvitation(db: Kysely<Database> | Transaction<Database>, token: string, lock = false): Promise<InvitationRow | undefined> {
  let query = db
    .selectFrom('sub_user_invitations as i')
    .innerJoin('accounts as a', 'a.id', 'i.account_id')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select([
      'i.id',
      'i.account_id',
      sql<boolean>`i.expires_at <= now()`.as('expired'),
      // A pending flag cleared another way (a password reset) spends the invitation too.
      sql<boolean>`i.consumed_at is not null or not a.invitation_pending`.as('consumed'),
      'a.email',
      'a.contact_name',
      'c.name as company_name',
    ])
    .where('i.token_hash', '=', sha256Hex(token));
  if (lock) query = query.forUpdate('i');
  return query.executeTakeFirst();
}

/** 4xx for a token that cannot be used: forged (400), spent (409) or expired (410). Nothing changes. */
function usable(row: InvitationRow | undefined): InvitationRow {
  if (row === undefined) return fail(400, Messages.invitationInvalid);
  if (row.consumed) return fail(409, Messages.invitationUsed);
  if (row.expired) return fail(410, Messages.invitationExpired);
  return row;
}

/**
 * The invitee's side (no session): check a link's token (who it is for), then set the
 * password under the same rule as every other (AcceptInvitationBody). Accepting spends the token,
 * proves the address and ends the pending state; the invitee then signs in.
 */
export function invitationRoutes({ db, streams }: { readonly db: Kysely<Database>; readonly streams: SessionStreams }): Hono {
  const routes = new Hono();

  routes.post('/v1/common/invitation/check', validateBody(InvitationTokenBody), async (c) => {
    const row = usable(await findInvitation(db, c.req.valid('json').token));
    const data: InvitationInfo = { email: row.email, contactName: row.contact_name, companyName: row.company_name };
    c.header('Cache-Control', 'no-store');
    return ok(c, data, Messages.invitationValid);
  });

  routes.post('/v1/common/invitation/accept', validateBody(AcceptInvitationBody), async (c) => {
    const { token, password } = c.req.valid('json');
    const passwordHash = await hashPassword(password);
    const accountId = await db.transaction().execute(async (trx) => {
      // Locked: two submissions of one link cannot both spend it.
      const row = usable(await findInvitation(trx, token, true));
      await trx.updateTable('sub_user_invitations').set({ consumed_at: sql<Date>`now()` }).where('id', '=', row.id).execute();
      await trx
        .updateTable('accounts')
        .set({ password_hash: passwordHash, invitation_pending: false, email_verified: true })
        .where('id', '=', row.account_id)
        .execute();
      return row.account_id;
    });
    // Nobody could be signed in as a pending invitee, but end anything open all the same.
    streams.endAccount(accountId);
    return ok(c, null, Messages.invitationAccepted);
  });

  return routes;
}

