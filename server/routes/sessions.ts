import Bowser from 'bowser';
import { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import { Messages } from '../../src/schemas/messages.ts';
import type { SignedInDevice, SignedInDevices } from '../../src/schemas/twoFactor.ts';
import type { AuthDeps } from '../auth/AuthDeps.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { isUuid } from '../auth/accessToken.ts';
import { requireAuth, type AuthEnv } from '../auth/requireAuth.ts';
import { revokeOtherSessions, revokeSession } from '../auth/sessions.ts';
import type { Database } from '../db/Database.ts';
import { fail } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';
import { localeOf } from '../i18n/requestLocale.ts';
import { translate } from '../i18n/serverI18n.ts';

/** A user agent as people name their devices: browser and system ("Chrome on Windows"), through bowser. */
export function deviceOf(userAgent: string | null): { browser: string | null; os: string | null } {
  if (userAgent === null || userAgent.trim() === '') return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name ?? null, os: parsed.os.name ?? null };
}

const deviceLabel = (browser: string | null, os: string | null): string =>
  browser !== null && os !== null ? Messages.sessionDevice(browser, os) : (browser ?? os ?? Messages.unknownDevice);

/**
 * The signed-in account's devices: GET /v1/user/sessions (one per sign-in, live ones only),
 * DELETE /v1/user/sessions/{id} (another account's id is not found, as an unknown one is), and
 * POST /v1/user/sessions/signOutOthers. Ending a session revokes its refresh tokens (a refresh with
 * one fails at once) and, through streams, drops it from this process's session cache so its access
 * tokens stop at once here (other API processes: within LIVE_SESSION_TTL_MS).
 */
/** Other devices signed out, in the team's activity log: by whom (the account, its email) and how many. */
async function recordSignOut(db: Kysely<Database>, auth: { readonly accountId: string; readonly companyId: string }, count: number): Promise<void> {
  const account = await db.selectFrom('accounts').select('email').where('id', '=', auth.accountId).executeTakeFirst();
  await recordActivity(db, { companyId: auth.companyId, actorId: auth.accountId, kind: 'sessions.signedOut', subject: account?.email ?? null, details: { count } });
}

export function sessionRoutes(deps: AuthDeps): Hono<AuthEnv> {
  const { db, streams } = deps;
  const routes = new Hono<AuthEnv>();
  const signedIn = requireAuth(deps);

  routes.get('/v1/user/sessions', signedIn, async (c) => {
    const { auth } = c.var;
    // A sign-in is a family of refresh tokens: its live token says where it is now, its first when it began.
    const rows = await db
      .selectFrom('sessions as live')
      .select([
        'live.family_id',
        'live.user_agent',
        'live.ip',
        (eb) => eb.selectFrom('sessions as first').select(sql<Date>`min(first.created_at)`.as('t')).whereRef('first.family_id', '=', 'live.family_id').as('first_seen'),
        sql<Date>`greatest(live.created_at, live.last_used_at)`.as('last_seen'),
      ])
      .where('live.account_id', '=', auth.accountId)
      .where('live.revoked_at', 'is', null)
      .where('live.expires_at', '>', sql<Date>`now()`)
      .orderBy('last_seen', 'desc')
      .execute();
    const locale = localeOf(c);
    const seen = new Set<string>();
    const sessions: SignedInDevice[] = [];
    for (const row of rows) {
      if (seen.has(row.family_id)) continue;
      seen.add(row.family_id);
      const { browser, os } = deviceOf(row.user_agent);
      sessions.push({
        id: row.family_id,
        device: translate(locale, deviceLabel(browser, os)),
        browser,
        os,
        ip: row.ip,
        firstSeen: new Date(row.first_seen ?? row.last_seen).toISOString(),
        lastSeen: new Date(row.last_seen).toISOString(),
        current: row.family_id === auth.sessionId,
      });
    }
    const data: SignedInDevices = { sessions };
    c.header('Cache-Control', 'no-store');
    return ok(c, data, Messages.sessionsFetched);
  });

  routes.post('/v1/user/sessions/signOutOthers', signedIn, async (c) => {
    const { auth } = c.var;
    const ended = await db.transaction().execute(async (trx) => {
      const others = await revokeOtherSessions(trx, auth.accountId, auth.sessionId);
      if (others.length > 0) await recordSignOut(trx, auth, others.length);
      return others;
    });
    for (const familyId of ended) streams.endSession(familyId);
    return ok(c, { ended: ended.length }, Messages.otherSessionsEnded);
  });

  routes.delete('/v1/user/sessions/:id', signedIn, async (c) => {
    const { auth } = c.var;
    const id = c.req.param('id');
    // Only this account's live sign-ins: another's id answers as an unknown one.
    const live = isUuid(id)
      ? await db
          .selectFrom('sessions')
          .select('family_id')
          .where('family_id', '=', id)
          .where('account_id', '=', auth.accountId)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .executeTakeFirst()
      : undefined;
    if (live === undefined) fail(404, Messages.sessionNotFound);
    await db.transaction().execute(async (trx) => {
      await revokeSession(trx, live.family_id);
      await recordSignOut(trx, auth, 1);
    });
    streams.endSession(live.family_id);
    return ok(c, null, Messages.sessionEnded);
  });

  return routes;
}
