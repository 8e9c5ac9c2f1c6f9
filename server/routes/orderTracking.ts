import { Hono, type Context } from 'hono';
import {
  CustomerDocumentKind,
  EntryNumBody,
  ORDER_STATUS_RULES,
  OrderListQuery,
  RatingBody,
  type OperatorLocation,
} from '../../src/schemas/orderTracking.ts';
import type { OrderStatus } from '../../src/schemas/order.ts';
import { validate } from '../../src/schemas/validate.ts';
import { requireCapability } from '../auth/requireCapability.ts';
import { requireAuth, type AuthCheckDeps, type AuthEnv } from '../auth/requireAuth.ts';
import { fail } from '../http/HttpError.ts';
import { ok, okJson } from '../http/ok.ts';
import { messageFor } from '../i18n/requestLocale.ts';
import { validateBody } from '../http/validateBody.ts';
import { uploadedFile, uploadForm } from '../http/uploadForm.ts';
import type { Logger } from '../Logger.ts';
import type { PushHub } from '../notifications/PushHub.ts';
import type { PaymentProvider } from '../payments/PaymentProvider.ts';
import { cancelOrder, listOrders, lockOrder, orderNotFound, rateOrder, type OrderListRequest } from '../service/orderActions.ts';
import { setEntryNum } from '../service/crossingItems.ts';
import { addOrderDocument, documentName, documentTypeOf, orderDocumentsOf } from '../service/orderDocuments.ts';
import { findOrder } from '../service/orders.ts';
import { Messages } from '../../src/schemas/messages.ts';

export interface OrderTrackingDeps extends AuthCheckDeps {
  readonly push: PushHub;
  readonly provider: PaymentProvider;
  readonly log: Logger;
}

/** A day bound is a UTC day; `to` as a day takes the whole day. */
const bookedAt = (value: string, bound: 'from' | 'to'): Date => {
  if (value.length > 10) return new Date(value);
  const day = new Date(`${value}T00:00:00Z`);
  return bound === 'to' ? new Date(day.getTime() + 86_400_000) : day;
};

/**
 * `?status=&page=&limit=&search=&from=&to=` decoded with the shared OrderListQuery: 400 with its
 * messages otherwise. A date-time `to` is inclusive (the app sends the last millisecond of a day).
 */
function readOrderListQuery(c: Context): OrderListRequest {
  const input: Record<string, unknown> = {};
  for (const key of ['status', 'page', 'limit', 'search', 'from', 'to'] as const) {
    const raw = c.req.query(key)?.trim();
    if (raw === undefined || raw === '') continue;
    // Query strings are text: numbers go to the schema as numbers, anything else as given (and fails).
    input[key] = (key === 'page' || key === 'limit') && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  }
  const result = validate(OrderListQuery, input);
  if (!result.ok) fail(400, Object.values(result.errors)[0] ?? Messages.invalidBody, result.errors);
  const { status, page = 1, limit = 10, search, from, to } = result.value;
  const fromAt = from === undefined ? undefined : bookedAt(from, 'from');
  const toAt = to === undefined ? undefined : to.length > 10 ? new Date(bookedAt(to, 'to').getTime() + 1) : bookedAt(to, 'to');
  if (fromAt !== undefined && toAt !== undefined && fromAt.getTime() >= toAt.getTime()) fail(400, Messages.bookingDateRange, { from: Messages.bookingDateRange });
  return {
    page,
    limit,
    ...(status === undefined ? {} : { status }),
    ...(search === undefined ? {} : { search }),
    ...(fromAt === undefined ? {} : { from: fromAt }),
    ...(toAt === undefined ? {} : { to: toAt }),
  };
}

/** 409 in the status row's words unless it lets the customer upload. */
function refuseUpload(status: OrderStatus): void {
  const upload = ORDER_STATUS_RULES[status].upload;
  if (upload !== 'open') fail(409, Messages[upload]);
}

/**
 * Following an order (signed in, company-scoped; sub-users see the company's orders): the list by
 * tab, entry number, rating, cancellation, the operator's location and the order's documents.
 * Another company's movement id answers 404 'Order not found', like an unknown one.
 */
export function orderTrackingRoutes(deps: OrderTrackingDeps): Hono<AuthEnv> {
  const { db } = deps;
  const routes = new Hono<AuthEnv>();
  const auth = requireAuth(deps);
  // Every role reads orders; changing one is a Booker's.
  const manages = requireCapability(deps, 'orders.manage');

  routes.get('/v1/user/order', auth, async (c) => {
    const query = readOrderListQuery(c);
    c.header('Cache-Control', 'no-store');
    return okJson(c, await listOrders(db, c.var.auth.companyId, query), Messages.ordersFetched);
  });

  routes.put('/v1/user/order/entryNum/:movementId', auth, manages, validateBody(EntryNumBody), async (c) => {
    const order = await setEntryNum(deps, c.var.auth, c.req.param('movementId'), c.req.valid('json').entryNum);
    return ok(c, order, Messages.entryNumSaved);
  });

  routes.post('/v1/user/rating/:movementId', auth, manages, validateBody(RatingBody), async (c) => {
    const order = await rateOrder(db, c.var.auth, c.req.param('movementId'), c.req.valid('json'));
    return ok(c, order, Messages.ratingSaved);
  });

  routes.post('/v1/common/cancel/movement/user/:movementId', auth, manages, async (c) => {
    const order = await cancelOrder(deps, c.var.auth, c.req.param('movementId'));
    return ok(c, order, Messages.orderCancelled);
  });

  routes.get('/v1/common/locat/operator/:movementId', auth, async (c) => {
    const row = await findOrder(db, c.var.auth.companyId, c.req.param('movementId'));
    if (row === undefined) throw orderNotFound();
    const location = row.operator_location;
    // Stored in English: the reader gets it in their language.
    const data: OperatorLocation = { movementId: row.movement_id, operator: row.carrier?.operator ?? null, location: location === null ? null : { ...location, label: messageFor(c, location.label) } };
    c.header('Cache-Control', 'no-store');
    return ok(c, data, Messages.locationFetched);
  });

  // The customer's upload: multipart `file` (PDF, PNG, JPEG or WebP under 2MB) and `type` ('doc',
  // the default, or 'qr'), while the status's row says 'open'.
  routes.post('/v1/common/qr&proof&doc/:movementId', auth, manages, async (c) => {
    const { companyId, accountId } = c.var.auth;
    const movementId = c.req.param('movementId');
    const current = await findOrder(db, companyId, movementId);
    if (current === undefined) throw orderNotFound();
    refuseUpload(current.status);

    const form = await uploadForm(c);
    const rawKind = form.get('type');
    const kind = validate(CustomerDocumentKind, rawKind === null || rawKind === '' ? 'doc' : rawKind);
    if (!kind.ok) fail(400, Messages.documentKind, { type: Messages.documentKind });
    const file = await uploadedFile(form);
    const { bytes } = file;
    const contentType = documentTypeOf(bytes);
    if (contentType === undefined) fail(400, Messages.documentTypes, { file: Messages.documentTypes });

    const documents = await db.transaction().execute(async (trx) => {
      // Checked again under the row lock: a cancellation may have happened meanwhile.
      const order = await lockOrder(trx, companyId, movementId);
      refuseUpload(order.status);
      await addOrderDocument(trx, order, {
        kind: kind.value,
        name: documentName(file.name, kind.value, contentType, order.movement_id),
        contentType,
        bytes,
        uploadedBy: 'user',
        accountId,
      });
      return orderDocumentsOf(trx, order);
    });
    return ok(c, documents, Messages.documentUploaded, 201);
  });

  // The customer's upload check (no body): proof of photography, the user-upload check, the list.
  routes.post('/v1/common/qr&proof/doc/user/:movementId', auth, async (c) => {
    const row = await findOrder(db, c.var.auth.companyId, c.req.param('movementId'));
    if (row === undefined) throw orderNotFound();
    c.header('Cache-Control', 'no-store');
    return ok(c, await orderDocumentsOf(db, row), Messages.documentsFetched);
  });

  return routes;
}
