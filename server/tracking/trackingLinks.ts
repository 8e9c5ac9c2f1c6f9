import { sql, type Kysely } from 'kysely';
import { Messages } from '../../src/schemas/messages.ts';
import type { OrderStatusChange } from '../../src/schemas/order.ts';
import {
  MAX_ACTIVE_TRACKING_LINKS,
  TRACKING_LINK_DAYS_AFTER_COMPLETION,
  TRACKING_TOKEN_PATTERN,
  trackingPagePath,
  publicTrackingPath,
  type CreatedTrackingLink,
  type PublicTracking,
  type TrackingLink,
  type TrackingLinkState,
} from '../../src/schemas/tracking.ts';
import { isUuid, type AuthInfo } from '../auth/accessToken.ts';
import { newOpaqueToken, sha256Hex } from '../auth/secretHash.ts';
import type { Database } from '../db/Database.ts';
import type { OrderRow } from '../db/serviceTables.ts';
import type { TrackingLinkRow } from '../db/trackingTables.ts';
import { estimatedArrivalOf } from '../delays/orderDelays.ts';
import { HttpError, fail } from '../http/HttpError.ts';
import { orderNotFound } from '../service/orderActions.ts';
import { findOrder } from '../service/orders.ts';
import { fill } from '../i18n/serverI18n.ts';

// Tracking links: the company shares one order's progress with whoever has the link.
// A link's life follows its order: it works while the order is under way and for 7 days after the
// delivery, stops at once when the order is cancelled, and whenever the company revokes it.

const DAY_MS = 24 * 60 * 60 * 1000;

type OrderLife = Pick<OrderRow, 'status' | 'status_history'>;

const reachedAt = (order: OrderLife, status: OrderStatusChange['status']): Date | null => {
  const change = order.status_history.findLast((entry) => entry.status === status);
  return change === undefined ? null : new Date(change.at);
};

/** When links of this order stop working, and why: null while it is under way. */
export function linkEnd(order: OrderLife): { at: Date; reason: 'completed' | 'cancelled' } | null {
  if (order.status === 'Cancelled') return { at: reachedAt(order, 'Cancelled') ?? new Date(0), reason: 'cancelled' };
  if (order.status !== 'Completed') return null;
  const completed = reachedAt(order, 'Completed') ?? new Date(0);
  return { at: new Date(completed.getTime() + TRACKING_LINK_DAYS_AFTER_COMPLETION * DAY_MS), reason: 'completed' };
}

export function linkState(link: Pick<TrackingLinkRow, 'revoked_at'>, order: OrderLife, now = new Date()): TrackingLinkState {
  if (link.revoked_at !== null) return 'revoked';
  const end = linkEnd(order);
  return end !== null && end.at.getTime() <= now.getTime() ? 'expired' : 'active';
}

const toTrackingLink = (row: TrackingLinkRow, order: OrderLife, now = new Date()): TrackingLink => ({
  id: row.id,
  label: row.label,
  last4: row.token_last4,
  state: linkState(row, order, now),
  createdAt: row.created_at.toISOString(),
  revokedAt: row.revoked_at?.toISOString() ?? null,
  expiresAt: linkEnd(order)?.at.toISOString() ?? null,
});

async function orderOf(db: Kysely<Database>, companyId: string, movementId: string): Promise<OrderRow> {
  const order = await findOrder(db, companyId, movementId);
  if (order === undefined) throw orderNotFound();
  return order;
}

/** A new link on the company's order; the token is in the answer and nowhere else. */
export async function createTrackingLink(db: Kysely<Database>, auth: AuthInfo, movementId: string, label: string | null): Promise<CreatedTrackingLink> {
  return db.transaction().execute(async (trx) => {
    // Locked: two creations at once must not both pass the limit.
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('movement_id', '=', movementId)
      .where('company_id', '=', auth.companyId)
      .forUpdate()
      .executeTakeFirst();
    if (order === undefined) throw orderNotFound();
    const end = linkEnd(order);
    if (end?.reason === 'cancelled') fail(409, Messages.trackingNotShareableCancelled);
    if (end !== null && end.at.getTime() <= Date.now()) fail(409, Messages.trackingNotShareableEnded);
    const live = await trx
      .selectFrom('tracking_links')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('order_id', '=', order.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (live.count >= MAX_ACTIVE_TRACKING_LINKS) fail(409, Messages.trackingLinkLimit);

    const token = newOpaqueToken();
    const row = await trx
      .insertInto('tracking_links')
      .values({
        order_id: order.id,
        company_id: order.company_id,
        created_by: auth.accountId,
        token_hash: sha256Hex(token),
        token_last4: token.slice(-4),
        label: label === null || label === '' ? null : label,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const link = toTrackingLink(row, order);
    return { token, url: trackingPagePath(token), expiresAt: link.expiresAt, link };
  });
}

/** The order's links, newest first, never their tokens. */
export async function listTrackingLinks(db: Kysely<Database>, companyId: string, movementId: string): Promise<TrackingLink[]> {
  const order = await orderOf(db, companyId, movementId);
  const rows = await db.selectFrom('tracking_links').selectAll().where('order_id', '=', order.id).orderBy('created_at', 'desc').orderBy('id').execute();
  const now = new Date();
  return rows.map((row) => toTrackingLink(row, order, now));
}

/** Revokes one of the order's links (again: nothing changes); 404 for another order's or an unknown id. */
export async function revokeTrackingLink(db: Kysely<Database>, companyId: string, movementId: string, id: string): Promise<TrackingLink> {
  const order = await orderOf(db, companyId, movementId);
  if (!isUuid(id)) fail(404, Messages.trackingLinkUnknown);
  const row = await db
    .updateTable('tracking_links')
    .set({ revoked_at: sql`coalesce(revoked_at, now())` })
    .where('id', '=', id)
    .where('order_id', '=', order.id)
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) fail(404, Messages.trackingLinkUnknown);
  return toTrackingLink(row, order);
}

export interface OpenedLink {
  readonly link: TrackingLinkRow;
  readonly order: OrderRow;
}

/** Why a known link no longer opens, in the words the public page shows (410). */
export function goneMessage(state: Exclude<TrackingLinkState, 'active'>, order: OrderLife): string {
  if (state === 'revoked') return Messages.trackingLinkWasRevoked;
  return linkEnd(order)?.reason === 'cancelled' ? Messages.trackingLinkOrderCancelled : Messages.trackingLinkExpired;
}

/** The live link of a token: 404 for a token no link has, 410 for a revoked or expired one. */
export async function openLink(db: Kysely<Database>, token: string): Promise<OpenedLink> {
  // Not the shape of a token: unknown, and not worth a query.
  if (!TRACKING_TOKEN_PATTERN.test(token)) fail(404, Messages.trackingLinkNotFound);
  const link = await db.selectFrom('tracking_links').selectAll().where('token_hash', '=', sha256Hex(token)).executeTakeFirst();
  if (link === undefined) fail(404, Messages.trackingLinkNotFound);
  return checkOpen(db, link);
}

/** The same checks for a link already found (the event stream looks again by id). */
export async function reopenLink(db: Kysely<Database>, linkId: string): Promise<OpenedLink> {
  const link = await db.selectFrom('tracking_links').selectAll().where('id', '=', linkId).executeTakeFirst();
  if (link === undefined) fail(404, Messages.trackingLinkNotFound);
  return checkOpen(db, link);
}

async function checkOpen(db: Kysely<Database>, link: TrackingLinkRow): Promise<OpenedLink> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', link.order_id).executeTakeFirst();
  if (order === undefined) fail(404, Messages.trackingLinkNotFound);
  const state = linkState(link, order);
  if (state !== 'active') throw new HttpError(410, goneMessage(state, order));
  return { link, order };
}

/** The latest proof of delivery the carrier uploaded, once the order is completed. */
export async function proofOfDeliveryOf(db: Kysely<Database>, order: Pick<OrderRow, 'id' | 'status'>) {
  if (order.status !== 'Completed') return undefined;
  return db
    .selectFrom('order_documents')
    .select(['id', 'name', 'content_type', 'created_at'])
    .where('order_id', '=', order.id)
    .where('kind', '=', 'proof')
    .where('uploaded_by', '=', 'carrier')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The carrier's words for where the truck is, except at delivery: they name the consignee's
 * building there, and the public page shows cities only.
 */
function publicLabel(order: OrderRow, label: string): string {
  const last = order.payload.drops.at(-1)?.addressDetails;
  return order.status === 'Completed' && last !== undefined ? fill(/*i18n*/ 'Delivered in {city}, {state}', { city: last.city, state: last.state }) : label;
}

/**
 * What the public page shows. Built field by field from the order: anything not named here (price,
 * contacts, the customer's reference, other documents, the operator) cannot reach it.
 */
export async function publicTrackingOf(db: Kysely<Database>, token: string, order: OrderRow): Promise<PublicTracking> {
  const { payload } = order;
  const proof = await proofOfDeliveryOf(db, order);
  const stop = (kind: 'pickup' | 'drop') => (a: (typeof payload.pickups)[number]) => ({
    kind,
    city: a.addressDetails.city,
    state: a.addressDetails.state,
    country: a.addressDetails.country,
  });
  const location = order.operator_location;
  const port = await db.selectFrom('ports').select('city').where('id', '=', payload.port._id).executeTakeFirst();
  return {
    movementId: order.movement_id,
    status: order.status,
    statusHistory: order.status_history.map(({ status, at }) => ({ status, at })),
    service: payload.service.title,
    mode: payload.mode.title,
    stops: [...payload.pickups.map(stop('pickup')), ...payload.drops.map(stop('drop'))],
    crossing: { title: payload.port.title, city: port?.city ?? '' },
    totalKm: order.distances.totalKm,
    schedule: payload.programming === 'Schedule' && payload.schedule ? { date: payload.schedule.date, time: payload.schedule.time } : null,
    estimatedArrival: estimatedArrivalOf(order),
    deliveredAt: order.status === 'Completed' ? (reachedAt(order, 'Completed')?.toISOString() ?? null) : null,
    carrier: order.carrier === null ? null : { name: order.carrier.name, truckPlate: order.carrier.truckPlate },
    lastLocation: location === null ? null : { label: publicLabel(order, location.label), latitude: location.latitude, longitude: location.longitude, updatedAt: location.updatedAt },
    proofOfDelivery: proof === undefined ? null : { name: proof.name, url: `${publicTrackingPath(token)}/proof-of-delivery`, uploadedAt: proof.created_at.toISOString() },
    expiresAt: linkEnd(order)?.at.toISOString() ?? null,
    updatedAt: order.updated_at.toISOString(),
  };
}
