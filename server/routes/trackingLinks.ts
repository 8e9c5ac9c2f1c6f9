import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { Messages } from '../../src/schemas/messages.ts';
import { CreateTrackingLinkBody, TRACKING_CHANGED, TRACKING_LINKS_CHANGED } from '../../src/schemas/tracking.ts';
import { clientIp } from '../auth/clientIp.ts';
import { tryTake, type RateRule } from '../auth/rateLimit.ts';
import { requireCapability } from '../auth/requireCapability.ts';
import { requireAuth, type AuthCheckDeps, type AuthEnv } from '../auth/requireAuth.ts';
import { fail, HttpError } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';
import { messageFor } from '../i18n/requestLocale.ts';
import { validateBody } from '../http/validateBody.ts';
import type { Logger } from '../Logger.ts';
import { eventStreamResponse } from '../notifications/eventStream.ts';
import type { PushHub, PushSubscriber } from '../notifications/PushHub.ts';
import {
  createTrackingLink,
  listTrackingLinks,
  openLink,
  proofOfDeliveryOf,
  publicTrackingOf,
  reopenLink,
  revokeTrackingLink,
} from '../tracking/trackingLinks.ts';

export interface TrackingLinkDeps extends AuthCheckDeps {
  readonly push: PushHub;
  readonly log: Logger;
  readonly trustProxy: number;
  /** Ping interval of the public event stream (25 s; tests shorten it). */
  readonly ssePingMs?: number;
}

/** Public reads per client IP: a page open in a warehouse refetches on every change, no more. */
export const trackingIpRule: RateRule = { name: 'tracking-ip', limit: 120, windowSeconds: 60 };

const changed = { type: TRACKING_CHANGED } as const;

/**
 * A hub that hands the stream only "changed" pings about one link's order: every push to the
 * order's company makes it look again, and it tells the browser only when what the public page
 * shows is different (other orders' activity never shows through), or when the link stopped working.
 */
function orderScopedHub(push: PushHub, look: () => Promise<string | null>, initial: string, log: Logger): PushHub & { stillOpen(): Promise<boolean> } {
  let last: string | null = initial;
  let subscriber: PushSubscriber | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const check = async (): Promise<void> => {
    const now = await look();
    if (now === last) return;
    last = now;
    subscriber?.deliver(changed);
    if (now === null) subscriber?.end();
  };
  // One look at a time; pushes during a look make one more, not one each.
  const schedule = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = check()
      .catch((error: unknown) => log.warn('Tracking stream check failed', error))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          schedule();
        }
      });
  };

  return {
    publish: async () => undefined,
    close: async () => undefined,
    subscribe: (companyId, inner) => {
      subscriber = inner;
      return push.subscribe(companyId, { deliver: schedule, end: () => inner.end() });
    },
    // At every ping: a link that expired meanwhile (nothing pushed) says so, then the stream ends.
    stillOpen: async () => {
      if ((await look()) !== null) return true;
      subscriber?.deliver(changed);
      return false;
    },
  };
}

const fingerprint = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Tracking links. The company's side (signed in, company-scoped like every order
 * call; another company's movement id is 'Order not found'): create, list, revoke. The public
 * side needs only the token: the page's data, the proof of delivery, and a stream of "changed".
 */
export function trackingLinkRoutes(deps: TrackingLinkDeps): Hono<AuthEnv> {
  const { db, push, log } = deps;
  const routes = new Hono<AuthEnv>();
  const auth = requireAuth(deps);
  // Sharing a shipment with outsiders changes who can see it: a Booker's, not a Viewer's.
  const manages = requireCapability(deps, 'orders.manage');
  const limited = async (c: Context): Promise<void> => {
    if (!(await tryTake(db, trackingIpRule, clientIp(c, deps.trustProxy) ?? 'unknown'))) fail(429, Messages.tooManyAttempts);
  };

  routes.post('/v1/user/order/:movementId/tracking-links', auth, manages, validateBody(CreateTrackingLinkBody), async (c) => {
    const created = await createTrackingLink(db, c.var.auth, c.req.param('movementId'), c.req.valid('json').label ?? null);
    c.header('Cache-Control', 'no-store');
    return ok(c, created, Messages.trackingLinkCreated, 201);
  });

  routes.get('/v1/user/order/:movementId/tracking-links', auth, async (c) => {
    const links = await listTrackingLinks(db, c.var.auth.companyId, c.req.param('movementId'));
    c.header('Cache-Control', 'no-store');
    return ok(c, { links }, Messages.trackingLinksFetched);
  });

  routes.delete('/v1/user/order/:movementId/tracking-links/:id', auth, manages, async (c) => {
    const { companyId } = c.var.auth;
    const link = await revokeTrackingLink(db, companyId, c.req.param('movementId'), c.req.param('id'));
    // The link's open public pages hear it now (their streams follow the company's pushes).
    await push.publish(companyId, { type: TRACKING_LINKS_CHANGED });
    return ok(c, link, Messages.trackingLinkRevoked);
  });

  routes.get('/v1/public/tracking/:token', async (c) => {
    await limited(c);
    const token = c.req.param('token');
    const { order } = await openLink(db, token);
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const tracking = await publicTrackingOf(db, token, order);
    // The truck's whereabouts are stored in English: the visitor reads them in their language.
    const lastLocation = tracking.lastLocation === null ? null : { ...tracking.lastLocation, label: messageFor(c, tracking.lastLocation.label) };
    return ok(c, { ...tracking, lastLocation }, Messages.trackingFetched);
  });

  routes.get('/v1/public/tracking/:token/proof-of-delivery', async (c) => {
    await limited(c);
    const { order } = await openLink(db, c.req.param('token'));
    const proof = await proofOfDeliveryOf(db, order);
    if (proof === undefined) fail(404, Messages.trackingNoProof);
    const row = await db.selectFrom('order_documents').select('bytes').where('id', '=', proof.id).executeTakeFirstOrThrow();
    c.header('Content-Type', proof.content_type);
    c.header('Content-Disposition', `inline; filename="${proof.name}"`);
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    return c.body(new Uint8Array(row.bytes));
  });

  // EventSource-friendly: the token is the credential, so no header is needed. Refused like the
  // page (404/410) before the stream opens; once open it carries only `{"type":"TRACKING_CHANGED"}`.
  routes.get('/v1/public/tracking/:token/events', async (c) => {
    await limited(c);
    const token = c.req.param('token');
    const opened = await openLink(db, token);
    const look = async (): Promise<string | null> => {
      try {
        const { order } = await reopenLink(db, opened.link.id);
        return fingerprint(await publicTrackingOf(db, token, order));
      } catch (error) {
        if (error instanceof HttpError) return null;
        throw error;
      }
    };
    const scoped = orderScopedHub(push, look, fingerprint(await publicTrackingOf(db, token, opened.order)), log);
    return eventStreamResponse({
      push: scoped,
      companyId: opened.link.company_id,
      isLive: () => scoped.stillOpen(),
      signal: c.req.raw.signal,
      log,
      ...(deps.ssePingMs !== undefined ? { pingMs: deps.ssePingMs } : {}),
    });
  });

  return routes;
}
