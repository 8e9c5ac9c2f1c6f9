import { Hono } from 'hono';
import { NotificationTokenBody } from '../../src/schemas/notification.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { requireAuth, type AuthCheckDeps, type AuthEnv } from '../auth/requireAuth.ts';
import { isSessionLive } from '../auth/sessions.ts';
import { ok } from '../http/ok.ts';
import { readPagination } from '../http/readPagination.ts';
import { validateBody } from '../http/validateBody.ts';
import type { Logger } from '../Logger.ts';
import { eventStreamResponse } from '../notifications/eventStream.ts';
import { listNotifications } from '../notifications/listNotifications.ts';
import { saveWebToken } from '../notifications/pushTokens.ts';
import type { PushHub } from '../notifications/PushHub.ts';
import type { SessionStreams } from '../notifications/SessionStreams.ts';

export interface NotificationRouteDeps extends AuthCheckDeps {
  readonly push: PushHub;
  readonly streams: SessionStreams;
  readonly log: Logger;
  /** Ping interval of the event stream (25 s; tests shorten it). */
  readonly ssePingMs?: number;
}

export const NOTIFICATION_MAX_LIMIT = 50;

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
    return ok(c, await listNotifications(db, c.var.auth.companyId, page), Messages.notificationsFetched);
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
