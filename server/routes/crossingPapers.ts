import { Hono, type Context } from 'hono';
import type { Schema } from 'effect';
import { CartaPorteBody, CustomsBrokerBody, UsEntryBody, UsmcaClaimBody } from '../../src/schemas/crossingPaperBodies.ts';
import { CROSSING_ITEM_KINDS, type CrossingItemInput, type CrossingItemKind } from '../../src/schemas/crossingPapers.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { requireAuth, type AuthCheckDeps, type AuthEnv } from '../auth/requireAuth.ts';
import { requireCapability } from '../auth/requireCapability.ts';
import type { JsonValue } from '../db/Database.ts';
import { fail } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';
import { sendDocument } from '../http/sendDocument.ts';
import { uploadedFile, uploadForm } from '../http/uploadForm.ts';
import { validBody } from '../http/validateBody.ts';
import type { PushHub } from '../notifications/PushHub.ts';
import { checklistOf, crossingFileOf, crossingOrder, itemAsked, notReadyOrders, provideFile, provideForm, removeItem, setUsmcaClaim } from '../service/crossingItems.ts';
import type { FileStore } from '../storage/FileStore.ts';

export interface CrossingPaperDeps extends AuthCheckDeps {
  readonly push: PushHub;
  readonly files: FileStore;
  readonly crossingQuotaBytes: number;
}

/** Each form item's body. */
const FORM_BODIES: Readonly<Record<Exclude<CrossingItemInput, 'file'>, Schema.Top>> = { cartaPorte: CartaPorteBody, customsBroker: CustomsBrokerBody, usEntry: UsEntryBody };

/** The kind in the path, or 400. */
function kindOf(c: Context): CrossingItemKind {
  const kind = c.req.param('kind') ?? '';
  if (!(CROSSING_ITEM_KINDS as readonly string[]).includes(kind)) fail(400, Messages.crossingKindInvalid, { kind: Messages.crossingKindInvalid });
  return kind as CrossingItemKind;
}

const isMultipart = (c: Context): boolean => (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase() === 'multipart/form-data';

/**
 * The crossing's papers of an order (signed in, company-scoped; another company's order is 404
 * like an unknown one): the checklist, providing an item (a file as multipart `file`, a form as
 * JSON), removing it, the USMCA claim, and a file's download. Changes are a Booker's
 * (orders.manage); every role reads.
 */
export function crossingPaperRoutes(deps: CrossingPaperDeps): Hono<AuthEnv> {
  const { db } = deps;
  const routes = new Hono<AuthEnv>();
  const auth = requireAuth(deps);
  const reads = requireCapability(deps, 'orders.view');
  const manages = requireCapability(deps, 'orders.manage');
  const crossing = { db, push: deps.push, files: deps.files, quotaBytes: deps.crossingQuotaBytes };
  const base = '/v1/user/order/:movementId/crossing';

  // For the order list and the dashboard: which orders to flag. Before the item routes (not a movement id).
  routes.get('/v1/user/order/crossing/notReady', auth, reads, async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, await notReadyOrders(db, c.var.auth.companyId), Messages.crossingFetched);
  });

  routes.get(base, auth, reads, async (c) => {
    const order = await crossingOrder(db, c.var.auth.companyId, c.req.param('movementId'));
    c.header('Cache-Control', 'no-store');
    return ok(c, await checklistOf(db, order), Messages.crossingFetched);
  });

  // Before the item routes: 'usmcaClaim' is not an item.
  routes.put(`${base}/usmcaClaim`, auth, manages, async (c) => {
    const movementId = c.req.param('movementId');
    await crossingOrder(db, c.var.auth.companyId, movementId);
    const { claimed } = await validBody(c, UsmcaClaimBody);
    return ok(c, await setUsmcaClaim(crossing, c.var.auth.companyId, movementId, claimed), Messages.usmcaClaimSaved);
  });

  routes.put(`${base}/:kind`, auth, manages, async (c) => {
    const kind = kindOf(c);
    const movementId = c.req.param('movementId');
    const { input } = itemAsked(await crossingOrder(db, c.var.auth.companyId, movementId), kind);
    if (input === 'file') {
      if (!isMultipart(c)) fail(415, Messages.crossingNeedsFile);
      const file = await uploadedFile(await uploadForm(c));
      return ok(c, await provideFile(crossing, c.var.auth, movementId, kind, file), Messages.crossingItemSaved);
    }
    if (isMultipart(c)) fail(415, Messages.crossingNeedsForm);
    const data = (await validBody(c, FORM_BODIES[input])) as JsonValue;
    return ok(c, await provideForm(crossing, c.var.auth, movementId, kind, data), Messages.crossingItemSaved);
  });

  routes.delete(`${base}/:kind`, auth, manages, async (c) => {
    const kind = kindOf(c);
    return ok(c, await removeItem(crossing, c.var.auth.companyId, c.req.param('movementId'), kind), Messages.crossingItemRemoved);
  });

  // The web app's `token` cookie stands in for the header, so a plain link downloads it.
  routes.get(`${base}/:kind/file`, requireAuth(deps, { tokenCookie: true }), reads, async (c) => {
    const kind = kindOf(c);
    return sendDocument(c, await crossingFileOf(crossing, c.var.auth.companyId, c.req.param('movementId'), kind));
  });

  return routes;
}
