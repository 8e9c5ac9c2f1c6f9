import { Hono } from 'hono';
import { NotificationPreferences, NotificationTokenBody, UnsubscribeBody } from '../../src/schemas/notification.ts';
import { DEFAULT_LOCALE } from '../../src/schemas/locales.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { clientIp } from '../auth/clientIp.ts';
import { tryTake, type RateRule } from '../auth/rateLimit.ts';
import { requireAuth, type AuthCheckDeps, type AuthEnv } from '../auth/requireAuth.ts';
import { fail } from '../http/HttpError.ts';
import { isSessionLive } from '../auth/sessions.ts';
import { ok } from '../http/ok.ts';
import { localeOf, messageFor } from '../i18n/requestLocale.ts';
import { readPagination } from '../http/readPagination.ts';
import { validBody, validateBody } from '../http/validateBody.ts';
import type { Logger } from '../Logger.ts';
import { eventStreamResponse } from '../notifications/eventStream.ts';
import { listNotifications, markAllRead, markRead } from '../notifications/listNotifications.ts';
import { preferencesOf, savePreferences } from '../notifications/notificationPreferences.ts';
import { redeemUnsubscribeToken } from '../notifications/unsubscribeTokens.ts';
import { saveWebToken } from '../notifications/pushTokens.ts';
import type { PushHub } from '../notifications/PushHub.ts';
import type { SessionStreams } from '../notifications/SessionStreams.ts';

export interface NotificationRouteDeps extends AuthCheckDeps {
  readonly push: PushHub;
  readonly streams: SessionStreams;
  readonly log: Logger;
  readonly trustProxy: number;
  /** Ping interval of the event stream (25 s; tests shorten it). */
  readonly ssePingMs?: number;
}

export const NOTIFICATION_MAX_LIMIT = 50;

/** Unsubscribe attempts per client IP: plenty for people, too few to try tokens. */
export const unsubscribeIpRule: RateRule = { name: 'unsubscribe-ip', limit: 30, windowSeconds: 60 };

/**
 * The company's notifications (signed in; a sub-user sees the company's): the list newest first,
 * the push token of this session, and the event stream that tells the browser to refetch.
 */
export function notificationRoutes(deps: NotificationRouteDeps): Hono<AuthEnv> {
  const { db, push, log } = deps;
  const routes = new Hono<AuthEnv>();
  const auth = requireAuth(deps);

  routes.get('/v1/user/notification', auth, async (c) => {
    const page = readPagination(c, { defaultLimit: 10, maxLimit: NOTIFICATION_MAX_LIMIT });
    c.header('Cache-Control', 'no-store');
    const list = await listNotifications(db, c.var.auth.companyId, page);
    // Titles are stored in English: each reader gets them in their language.
    const response = list.response.map((notification) => ({ ...notification, title: messageFor(c, notification.title) }));
    return ok(c, localeOf(c) === DEFAULT_LOCALE ? list : { ...list, response }, Messages.notificationsFetched);
  });

  // Read state (the company's, like the list) and the company's choices.
  routes.post('/v1/user/notification/read-all', auth, async (c) => {
    return ok(c, { unreadCount: await markAllRead(db, c.var.auth.companyId) }, Messages.notificationsAllRead);
  });

  routes.post('/v1/user/notification/:id/read', auth, async (c) => {
    return ok(c, { unreadCount: await markRead(db, c.var.auth.companyId, c.req.param('id')) }, Messages.notificationMarkedRead);
  });

  routes.get('/v1/user/notification/preferences', auth, async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, { preferences: await preferencesOf(db, c.var.auth.companyId) }, Messages.notificationPreferencesFetched);
  });

  routes.put('/v1/user/notification/preferences', auth, validateBody(NotificationPreferences), async (c) => {
    const { preferences } = c.req.valid('json');
    const { companyId, accountId } = c.var.auth;
    const saved = await db.transaction().execute(async (trx) => {
      const before = await preferencesOf(trx, companyId);
      const after = await savePreferences(trx, companyId, preferences);
      // The team's log names the kinds whose channels changed (a save that changed nothing is no event).
      const changed = after.filter((choice, i) => JSON.stringify(choice) !== JSON.stringify(before[i])).map((choice) => choice.kind);
      if (changed.length > 0) await recordActivity(trx, { companyId, actorId: accountId, kind: 'notifications.changed', details: { fields: changed } });
      return after;
    });
    return ok(c, { preferences: saved }, Messages.notificationPreferencesSaved);
  });

  // Public: an email's one-click unsubscribe. A mail client POSTs to the List-Unsubscribe address
  // (token in the query, body "List-Unsubscribe=One-Click", RFC 8058); the /unsubscribe page sends
  // the token as JSON. Either way the unguessable token is the only credential.
  routes.post('/v1/common/notification/unsubscribe', async (c) => {
    if (!(await tryTake(db, unsubscribeIpRule, clientIp(c, deps.trustProxy) ?? 'unknown'))) fail(429, Messages.tooManyAttempts);
    const fromQuery = c.req.query('token');
    const token = fromQuery !== undefined ? fromQuery : (await validBody(c, UnsubscribeBody)).token;
    if (token === '' || token.length > 200) fail(400, Messages.unsubscribeLinkInvalid);
    const result = await redeemUnsubscribeToken(db, token);
    return ok(c, result, result.alreadyOff ? Messages.unsubscribedAlready : Messages.unsubscribed);
  });

  routes.put('/v1/user/notification/token', auth, validateBody(NotificationTokenBody), async (c) => {
    const { webToken } = c.req.valid('json');
    await saveWebToken(db, c.var.auth, webToken);
    return ok(c, { webToken }, Messages.notificationTokenSaved);
  });

  // Authorised once, at connect (the Authorization header: the client reads it with fetch, not
  // EventSource); the session is checked again at every ping.
  routes.get('/v1/user/notification/events', auth, (c) => {
    const session = c.var.auth;
    return eventStreamResponse({
      push,
      companyId: session.companyId,
      isLive: () => isSessionLive(db, session),
      register: (close) => deps.streams.add(session, close),
      signal: c.req.raw.signal,
      log,
      ...(deps.ssePingMs !== undefined ? { pingMs: deps.ssePingMs } : {}),
    });
  });

  return routes;
}
