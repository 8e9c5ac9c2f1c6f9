import { Schema } from 'effect';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import { requiredEmail } from '../../src/schemas/fields.ts';
import { GuidelinePageInput } from '../../src/schemas/guidelinePage.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { ADVANCE_TARGETS } from '../../src/schemas/orderStatus.ts';
import { validate } from '../../src/schemas/validate.ts';
import { OUTBOX_DEFAULT_LIMIT, OUTBOX_MAX_LIMIT, readOutbox, setAdminVerification } from '../admin/adminOperations.ts';
import { AdvanceError, advanceOrder, type AdvanceOptions, type CarrierChoice } from '../admin/advanceOrder.ts';
import { crossingReviewOf, reviewCrossingItem, reviewReason } from '../admin/reviewCrossingItem.ts';
import { CROSSING_ITEM_KINDS, type CrossingItemKind } from '../../src/schemas/crossingPapers.ts';
import { bearerToken } from '../auth/accessToken.ts';
import { safeEqual } from '../auth/secretHash.ts';
import { CONTACT_MESSAGES_DEFAULT_LIMIT, CONTACT_MESSAGES_MAX_LIMIT, readContactMessages } from '../content/contactMessages.ts';
import { listGuidelinePages, upsertGuidelinePage } from '../content/guidelinePageStore.ts';
import { endQuoteHold } from '../service/instantQuotes.ts';
import type { Database } from '../db/Database.ts';
import { fail, HttpError } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';
import { readJsonBody } from '../http/readJsonBody.ts';
import { validateBody } from '../http/validateBody.ts';
import type { PushHub } from '../notifications/PushHub.ts';

export const AdminVerificationBody = Schema.Struct({
  email: requiredEmail('email'),
  verified: Schema.Boolean.annotate({ message: Messages.verifiedInvalid }).pipe(Schema.annotateKey({ messageMissingKey: Messages.verifiedInvalid })),
}).annotate({ message: Messages.fillUp });

/** `{ to?, carrier? }` of POST /v1/admin/orders/{movementId}/advance; 400 otherwise. */
function readAdvanceOptions(body: unknown): AdvanceOptions {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) fail(400, Messages.invalidBody);
  const { to, carrier } = body as Record<string, unknown>;
  if (to !== undefined && !ADVANCE_TARGETS.some((target) => target === to)) fail(400, Messages.advanceTargetInvalid, { to: Messages.advanceTargetInvalid });
  if (carrier !== undefined && (typeof carrier !== 'object' || carrier === null || Array.isArray(carrier))) {
    fail(400, Messages.carrierChoiceInvalid, { carrier: Messages.carrierChoiceInvalid });
  }
  const choice: Record<string, string> = {};
  for (const key of ['name', 'truckPlate', 'operatorName', 'operatorPhone'] as const) {
    const value = (carrier as Record<string, unknown> | undefined)?.[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') fail(400, Messages.carrierChoiceInvalid, { carrier: Messages.carrierChoiceInvalid });
    choice[key] = value;
  }
  return { ...(to !== undefined ? { to: to as AdvanceOptions['to'] } : {}), carrier: choice as CarrierChoice };
}

/** `?limit=` as a whole number from 1 to max (default when absent); 400 with a field error otherwise. */
function readLimit(c: Context, fallback: number, max: number): number {
  const raw = c.req.query('limit')?.trim() || undefined;
  const limit = raw === undefined ? fallback : /^\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(limit >= 1 && limit <= max)) {
    const message = `limit must be a whole number from 1 to ${max}`;
    fail(400, message, { limit: message });
  }
  return limit;
}

export interface AdminDeps {
  readonly db: Kysely<Database>;
  /** The token of DATA_DIR/admin.json; undefined = no admin API in this process (404). */
  readonly adminToken: string | undefined;
  /** Order steps notify the company's browsers connected to this process. */
  readonly push: PushHub;
}

/**
 * The operator API behind `npm run admin` while the server holds the database: bearer token
 * from DATA_DIR/admin.json (compared in constant time), else 401; without a token configured the
 * paths do not exist (404). Never open.
 */
export function adminRoutes({ db, adminToken, push }: AdminDeps): Hono {
  const routes = new Hono();

  routes.use('/v1/admin/*', async (c, next) => {
    if (adminToken === undefined) fail(404, Messages.notFound);
    const given = bearerToken(c.req.header('Authorization'));
    if (given === undefined || !safeEqual(given, adminToken)) {
      throw new HttpError(401, Messages.adminTokenRequired, undefined, { 'WWW-Authenticate': 'Bearer' });
    }
    c.header('Cache-Control', 'no-store');
    await next();
  });

  routes.post('/v1/admin/accounts/verification', validateBody(AdminVerificationBody), async (c) => {
    const { email, verified } = c.req.valid('json');
    const result = await setAdminVerification(db, email, verified);
    if (result === undefined) fail(404, Messages.unknownAccount(email.toLowerCase()));
    return ok(c, result, verified ? Messages.accountVerified : Messages.accountUnverified);
  });

  routes.get('/v1/admin/outbox', async (c) => {
    const to = c.req.query('to')?.trim() || undefined;
    const limit = readLimit(c, OUTBOX_DEFAULT_LIMIT, OUTBOX_MAX_LIMIT);
    return ok(c, await readOutbox(db, { ...(to !== undefined ? { to } : {}), limit }));
  });

  routes.get('/v1/admin/guideline-pages', async (c) => ok(c, await listGuidelinePages(db)));

  // The slug is the path's; one in the body is ignored.
  routes.put('/v1/admin/guideline-pages/:slug', async (c) => {
    const body = await readJsonBody(c);
    const input = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, slug: c.req.param('slug') } : body;
    const result = validate(GuidelinePageInput, input);
    if (!result.ok) fail(400, Object.values(result.errors)[0] ?? Messages.invalidBody, result.errors);
    const { page, created } = await upsertGuidelinePage(db, result.value);
    return ok(c, page, created ? Messages.pageCreated : Messages.pageUpdated, created ? 201 : 200);
  });

  // One step of the order's life cycle as the carrier side would take it (or several with `to`).
  routes.post('/v1/admin/orders/:movementId/advance', async (c) => {
    const options = readAdvanceOptions(await readJsonBody(c));
    try {
      return ok(c, await advanceOrder({ db, push }, c.req.param('movementId'), options), Messages.orderAdvanced);
    } catch (error) {
      if (error instanceof AdvanceError) fail(error.status, error.message);
      throw error;
    }
  });

  // The operator's review of an order's crossing papers.
  routes.get('/v1/admin/orders/:movementId/crossing', async (c) => ok(c, await crossingReviewOf(db, c.req.param('movementId')), Messages.crossingFetched));

  // `{ decision: 'accept' }` or `{ decision: 'reject', reason }`.
  routes.post('/v1/admin/orders/:movementId/crossing/:kind/review', async (c) => {
    const kind = c.req.param('kind');
    if (!(CROSSING_ITEM_KINDS as readonly string[]).includes(kind)) fail(400, Messages.crossingKindInvalid, { kind: Messages.crossingKindInvalid });
    const body = await readJsonBody(c);
    const { decision, reason } = (typeof body === 'object' && body !== null ? body : {}) as { decision?: unknown; reason?: unknown };
    if (decision !== 'accept' && decision !== 'reject') fail(400, Messages.crossingDecisionInvalid, { decision: Messages.crossingDecisionInvalid });
    const choice = decision === 'accept' ? { accept: true as const } : { accept: false as const, reason: reviewReason(reason) };
    return ok(c, await reviewCrossingItem({ db, push }, c.req.param('movementId'), kind as CrossingItemKind, choice), Messages.crossingItemReviewed);
  });

  // An instant quote's price stops holding now (it stays readable, expired).
  routes.post('/v1/admin/quotes/:quoteId/expire', async (c) => {
    const quote = await endQuoteHold(db, c.req.param('quoteId'));
    if (quote === undefined) fail(404, Messages.quoteNotFound);
    return ok(c, quote, Messages.quoteHoldEnded);
  });

  routes.get('/v1/admin/contact-messages', async (c) => {
    const limit = readLimit(c, CONTACT_MESSAGES_DEFAULT_LIMIT, CONTACT_MESSAGES_MAX_LIMIT);
    return ok(c, await readContactMessages(db, limit));
  });

  return routes;
}
