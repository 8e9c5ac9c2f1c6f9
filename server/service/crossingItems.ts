import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { CrossingChecklist, CrossingChecklistItem, CrossingNotReady } from '../../src/schemas/crossingPaperBodies.ts';
import {
  CROSSING_ITEM_RULES,
  CROSSING_TABLE,
  crossingItemsFor,
  crossingReadiness,
  nextCrossingStep,
  type CrossingDirection,
  type CrossingItemKind,
  type CrossingItemStatus,
} from '../../src/schemas/crossingPapers.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { ORDER_STATUS_RULES, statusesWhere } from '../../src/schemas/orderStatus.ts';
import { CROSSING_FILE_TYPES } from '../../src/schemas/uploadFormats.ts';
import type { CrossingItemsTable } from '../db/crossingTables.ts';
import type { Order } from '../../src/schemas/order.ts';
import type { Database, JsonValue } from '../db/Database.ts';
import type { OrderRow } from '../db/serviceTables.ts';
import { fail } from '../http/HttpError.ts';
import { announce, recordNotification } from '../notifications/createNotification.ts';
import { notificationTitles } from '../notifications/notificationTitles.ts';
import type { PushHub } from '../notifications/PushHub.ts';
import type { FileStore } from '../storage/FileStore.ts';
import { lockOrder, orderNotFound } from './orderActions.ts';
import { documentName, documentTypeOf, type DocumentType } from './orderDocuments.ts';
import { findOrder, toOrder } from './orders.ts';

// The crossing's papers of an order (the table: src/schemas/crossingPapers.ts). A provided item is
// a crossing_items row; a missing one has none. The US entry number lives in orders.entry_num, the
// field of PUT /v1/user/order/entryNum/{id}: the usEntry item reads it, and its row holds only the
// status. Files' bytes are in the FileStore; the row keeps their key. Every change notifies the
// company (kind 'crossingPapers'), in the change's transaction.

export interface CrossingDeps {
  readonly db: Kysely<Database>;
  readonly push: PushHub;
  readonly files: FileStore;
  /** Bytes of crossing files one company may keep. */
  readonly quotaBytes: number;
}

/** The order kind of the notifications (NOTIFICATION_KINDS). */
export const CROSSING_NOTIFICATION_KIND = 'crossingPapers';

export const CROSSING_PATH = (movementId: string) => `/v1/user/order/${movementId}/crossing`;

type CrossingOrder = Pick<OrderRow, 'id' | 'movement_id' | 'company_id' | 'status' | 'payload' | 'entry_num' | 'usmca_claimed'>;
type ItemRow = Pick<CrossingItemsTable, 'kind' | 'status' | 'file_key' | 'file_name' | 'file_type' | 'file_size' | 'reason'> & {
  readonly data: JsonValue | null;
  readonly updated_at: Date;
};

const isDirection = (serviceId: string): serviceId is CrossingDirection => Object.hasOwn(CROSSING_TABLE, serviceId);

/** The order's direction, or 409 when its service crosses no border the table knows. */
export function crossingDirectionOf(order: Pick<OrderRow, 'payload'>): CrossingDirection {
  const serviceId = order.payload.service._id;
  if (!isDirection(serviceId)) fail(409, Messages.crossingNoPapers);
  return serviceId;
}

const itemsAskedOf = (order: CrossingOrder) =>
  crossingItemsFor({ serviceId: order.payload.service._id, transportationTypeId: order.payload.transportationType._id, usmcaClaimed: order.usmca_claimed });

/** The item the order's crossing asks for, or 400. */
export function itemAsked(order: CrossingOrder, kind: string) {
  const item = itemsAskedOf(order).find((candidate) => candidate.kind === kind);
  if (item === undefined) fail(400, Messages.crossingNotAsked, { kind: Messages.crossingNotAsked });
  return item;
}

/** The usEntry item is the order's entry number: provided once there is one, whatever its row says. */
function statusOf(order: CrossingOrder, kind: CrossingItemKind, row: ItemRow | undefined): CrossingItemStatus {
  if (kind === 'usEntry') return order.entry_num === null ? 'missing' : (row?.status ?? 'uploaded');
  return row?.status ?? 'missing';
}

async function rowsOf(db: Kysely<Database>, orderId: string): Promise<Map<CrossingItemKind, ItemRow>> {
  const rows = await db
    .selectFrom('crossing_items')
    .select(['kind', 'status', 'file_key', 'file_name', 'file_type', 'file_size', 'data', 'reason', 'updated_at'])
    .where('order_id', '=', orderId)
    .execute();
  return new Map(rows.map((row) => [row.kind, row]));
}

/** The order's checklist, in the table's order, with readiness and the next thing to do. */
export async function checklistOf(db: Kysely<Database>, order: CrossingOrder): Promise<CrossingChecklist> {
  return checklistFrom(order, await rowsOf(db, order.id));
}

function checklistFrom(order: CrossingOrder, rows: ReadonlyMap<CrossingItemKind, ItemRow>): CrossingChecklist {
  const direction = crossingDirectionOf(order);
  const items: CrossingChecklistItem[] = itemsAskedOf(order).map(({ kind, input, required }) => {
    const row = rows.get(kind);
    const status = statusOf(order, kind, row);
    const file =
      row?.file_key != null && row.file_name !== null && row.file_type !== null && row.file_size !== null
        ? { name: row.file_name, type: row.file_type, size: row.file_size, url: `${CROSSING_PATH(order.movement_id)}/${kind}/file` }
        : null;
    const data = kind === 'usEntry' ? (order.entry_num === null ? null : { entryNum: order.entry_num }) : (row?.data ?? null);
    return { kind, input, required, status, reason: status === 'rejected' ? (row?.reason ?? null) : null, file, data, updatedAt: row === undefined || status === 'missing' ? null : row.updated_at.toISOString() };
  });
  const { programming, schedule } = order.payload;
  return {
    movementId: order.movement_id,
    direction,
    usmcaClaimed: order.usmca_claimed,
    scheduledPickup: programming === 'Schedule' && schedule !== null ? `${schedule.date}T${schedule.time}` : null,
    items,
    readiness: crossingReadiness(items),
    next: nextCrossingStep(items),
  };
}

/** Not yet picked up: the statuses before the life cycle's in-transit step (the papers are due by then). */
export const BEFORE_PICKUP = statusesWhere((rule) => rule.lifeCycleStep !== null && rule.lifeCycleStep < ORDER_STATUS_RULES.InProgress.lifeCycleStep);

/** The company's orders not yet picked up whose crossing is not ready, soonest pickup first (Instant orders, with none, first). */
export async function notReadyOrders(db: Kysely<Database>, companyId: string): Promise<CrossingNotReady> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'movement_id', 'company_id', 'status', 'payload', 'entry_num', 'usmca_claimed'])
    .where('company_id', '=', companyId)
    .where('status', 'in', BEFORE_PICKUP)
    .where(sql<string>`payload->'service'->>'_id'`, 'in', Object.keys(CROSSING_TABLE))
    .execute();
  if (orders.length === 0) return { orders: [] };
  const rows = await db
    .selectFrom('crossing_items')
    .select(['order_id', 'kind', 'status', 'file_key', 'file_name', 'file_type', 'file_size', 'data', 'reason', 'updated_at'])
    .where('order_id', 'in', orders.map((order) => order.id))
    .execute();
  const byOrder = new Map<string, Map<CrossingItemKind, ItemRow>>();
  for (const row of rows) {
    const items = byOrder.get(row.order_id) ?? new Map<CrossingItemKind, ItemRow>();
    items.set(row.kind, row);
    byOrder.set(row.order_id, items);
  }
  const notReady = orders
    .map((order) => checklistFrom(order, byOrder.get(order.id) ?? new Map()))
    .filter((checklist) => !checklist.readiness.complete)
    .sort((a, b) => (a.scheduledPickup ?? '').localeCompare(b.scheduledPickup ?? ''));
  return { orders: notReady.map(({ movementId, scheduledPickup, readiness, next }) => ({ movementId, scheduledPickup, readiness, next })) };
}

/** The company's order, or 404 like an unknown one (another company's included). */
export async function crossingOrder(db: Kysely<Database>, companyId: string, movementId: string): Promise<OrderRow> {
  const order = await findOrder(db, companyId, movementId);
  if (order === undefined) throw orderNotFound();
  return order;
}

/** 409 unless the order's status still takes changes (the entry number's rule: until it is completed or cancelled). */
function refuseClosed(order: Pick<OrderRow, 'status'>): void {
  if (!ORDER_STATUS_RULES[order.status].entryNumEditable) fail(409, Messages.crossingClosed);
}

function refuseChange(order: CrossingOrder, kind: CrossingItemKind, row: ItemRow | undefined, change: 'provide' | 'remove'): void {
  const status = statusOf(order, kind, row);
  if (status === 'accepted') fail(409, Messages.crossingItemAccepted);
  if (!CROSSING_ITEM_RULES[status][change]) fail(409, Messages.crossingNothingToRemove);
}

/** A file checked before anything is stored: PDF, JPEG or PNG by content, a name that does not claim another type. */
export function crossingFileType(name: string, bytes: Uint8Array): DocumentType {
  const type = documentTypeOf(bytes);
  if (type === undefined || !(CROSSING_FILE_TYPES as readonly string[]).includes(type)) fail(400, Messages.crossingFileTypes, { file: Messages.crossingFileTypes });
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  const claimed: Record<string, DocumentType> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };
  if (extension !== undefined && extension in claimed && claimed[extension] !== type) fail(400, Messages.crossingFileNameMismatch, { file: Messages.crossingFileNameMismatch });
  return type;
}

interface Change {
  /** The order, locked, inside the transaction. */
  readonly order: OrderRow;
  readonly trx: Transaction<Database>;
}

/** Runs a change under the order's row lock, records its notification, announces it after the commit. */
async function changeItem<T>(deps: CrossingDeps, companyId: string, movementId: string, change: (c: Change) => Promise<{ readonly result: T; readonly title?: string }>): Promise<T> {
  const { result, companyId: notified } = await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, companyId, movementId);
    crossingDirectionOf(order);
    refuseClosed(order);
    const done = await change({ order, trx });
    if (done.title !== undefined) await recordNotification(trx, { companyId: order.company_id, movementId: order.movement_id, title: done.title, kind: CROSSING_NOTIFICATION_KIND });
    return { result: done.result, companyId: done.title !== undefined ? order.company_id : undefined };
  });
  if (notified !== undefined) await announce(deps.push, notified);
  return result;
}

async function lockedRow(trx: Transaction<Database>, orderId: string, kind: CrossingItemKind): Promise<ItemRow | undefined> {
  return trx
    .selectFrom('crossing_items')
    .select(['kind', 'status', 'file_key', 'file_name', 'file_type', 'file_size', 'data', 'reason', 'updated_at'])
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirst();
}

/** Sets the item 'uploaded' with what was provided (a new row, or a replaced one with the reviewer's reason cleared). */
async function markProvided(trx: Transaction<Database>, order: OrderRow, kind: CrossingItemKind, accountId: string | null, provided: { file?: { key: string; name: string; type: string; size: number }; data?: JsonValue }): Promise<void> {
  const values = {
    status: 'uploaded' as const,
    file_key: provided.file?.key ?? null,
    file_name: provided.file?.name ?? null,
    file_type: provided.file?.type ?? null,
    file_size: provided.file?.size ?? null,
    data: provided.data === undefined ? null : JSON.stringify(provided.data),
    reason: null,
    provided_by: accountId,
    reviewed_at: null,
  };
  await trx
    .insertInto('crossing_items')
    .values({ order_id: order.id, company_id: order.company_id, kind, ...values })
    .onConflict((oc) => oc.columns(['order_id', 'kind']).doUpdateSet({ ...values, updated_at: sql`now()` }))
    .execute();
}

/** Removes a file from the store after the database no longer points at it; a failure only leaves an orphan behind. */
async function dropFile(files: FileStore, key: string | null | undefined): Promise<void> {
  if (key == null) return;
  await files.delete(key).catch(() => undefined);
}

/** A file item provided or replaced: checked, within the company's quota, stored, then recorded. */
export async function provideFile(deps: CrossingDeps, who: { companyId: string; accountId: string | null }, movementId: string, kind: CrossingItemKind, upload: { name: string; bytes: Uint8Array }): Promise<CrossingChecklist> {
  const before = await crossingOrder(deps.db, who.companyId, movementId);
  crossingDirectionOf(before);
  refuseClosed(before);
  const item = itemAsked(before, kind);
  if (item.input !== 'file') fail(400, Messages.crossingNeedsForm);
  const type = crossingFileType(upload.name, upload.bytes);
  const key = `crossing/${before.company_id}/${before.id}/${kind}-${randomUUID()}`;
  const name = documentName(upload.name, 'doc', type, movementId);
  let replaced: string | null = null;
  let stored = false;
  try {
    const checklist = await changeItem(deps, who.companyId, movementId, async ({ order, trx }) => {
      itemAsked(order, kind);
      const row = await lockedRow(trx, order.id, kind);
      refuseChange(order, kind, row, 'provide');
      // The company's row lock makes concurrent uploads take turns at the quota.
      await trx.selectFrom('companies').select('id').where('id', '=', order.company_id).forUpdate().executeTakeFirst();
      const used = await trx
        .selectFrom('crossing_items')
        .select(sql<string>`coalesce(sum(file_size), 0)::bigint`.as('bytes'))
        .where('company_id', '=', order.company_id)
        .executeTakeFirstOrThrow();
      if (Number(used.bytes) - (row?.file_size ?? 0) + upload.bytes.byteLength > deps.quotaBytes) fail(403, Messages.crossingQuotaReached(Math.round(deps.quotaBytes / (1024 * 1024))));
      await deps.files.put(key, upload.bytes, type);
      stored = true;
      await markProvided(trx, order, kind, who.accountId, { file: { key, name, type, size: upload.bytes.byteLength } });
      replaced = row?.file_key ?? null;
      return { result: await checklistOf(trx, order), title: notificationTitles.crossingProvided(order.movement_id, kind) };
    });
    await dropFile(deps.files, replaced);
    return checklist;
  } catch (error) {
    if (stored) await dropFile(deps.files, key);
    throw error;
  }
}

/** A form item provided or replaced with its decoded body (the usEntry item writes the order's entry number). */
export async function provideForm(deps: CrossingDeps, who: { companyId: string; accountId: string | null }, movementId: string, kind: CrossingItemKind, data: JsonValue): Promise<CrossingChecklist> {
  return changeItem(deps, who.companyId, movementId, async ({ order, trx }) => {
    const item = itemAsked(order, kind);
    if (item.input === 'file') fail(400, Messages.crossingNeedsFile);
    const row = await lockedRow(trx, order.id, kind);
    refuseChange(order, kind, row, 'provide');
    let current: OrderRow = order;
    if (kind === 'usEntry') {
      const entryNum = (data as { entryNum: string }).entryNum;
      current = await trx.updateTable('orders').set({ entry_num: entryNum, updated_at: sql`now()` }).where('id', '=', order.id).returningAll().executeTakeFirstOrThrow();
      await markProvided(trx, current, kind, who.accountId, {});
    } else {
      await markProvided(trx, order, kind, who.accountId, { data });
    }
    return { result: await checklistOf(trx, current), title: notificationTitles.crossingProvided(order.movement_id, kind) };
  });
}

/** An item back to missing (its file removed from the store), while not accepted. */
export async function removeItem(deps: CrossingDeps, companyId: string, movementId: string, kind: CrossingItemKind): Promise<CrossingChecklist> {
  let removed: string | null = null;
  const checklist = await changeItem(deps, companyId, movementId, async ({ order, trx }) => {
    itemAsked(order, kind);
    const row = await lockedRow(trx, order.id, kind);
    refuseChange(order, kind, row, 'remove');
    await trx.deleteFrom('crossing_items').where('order_id', '=', order.id).where('kind', '=', kind).execute();
    let current: OrderRow = order;
    if (kind === 'usEntry') current = await trx.updateTable('orders').set({ entry_num: null, updated_at: sql`now()` }).where('id', '=', order.id).returningAll().executeTakeFirstOrThrow();
    removed = row?.file_key ?? null;
    return { result: await checklistOf(trx, current), title: notificationTitles.crossingRemoved(order.movement_id, kind) };
  });
  await dropFile(deps.files, removed);
  return checklist;
}

/**
 * The USMCA claim (northbound only). Withdrawing it drops a certification of origin not yet
 * accepted; an accepted one keeps the claim (409).
 */
export async function setUsmcaClaim(deps: CrossingDeps, companyId: string, movementId: string, claimed: boolean): Promise<CrossingChecklist> {
  let removed: string | null = null;
  const checklist = await changeItem(deps, companyId, movementId, async ({ order, trx }) => {
    if (crossingDirectionOf(order) !== 'northbound') fail(409, Messages.usmcaNorthboundOnly);
    if (order.usmca_claimed === claimed) return { result: await checklistOf(trx, order) };
    if (!claimed) {
      const certificate = await lockedRow(trx, order.id, 'usmcaCertificate');
      if (certificate?.status === 'accepted') fail(409, Messages.usmcaCertificateAccepted);
      await trx.deleteFrom('crossing_items').where('order_id', '=', order.id).where('kind', '=', 'usmcaCertificate').execute();
      removed = certificate?.file_key ?? null;
    }
    const current = await trx.updateTable('orders').set({ usmca_claimed: claimed, updated_at: sql`now()` }).where('id', '=', order.id).returningAll().executeTakeFirstOrThrow();
    return { result: await checklistOf(trx, current) };
  });
  await dropFile(deps.files, removed);
  return checklist;
}

/**
 * `PUT /v1/user/order/entryNum/{id}` (spec §7), while the status allows it (409 entryNumLocked). On
 * a northbound order it is the usEntry item: saving a number provides the item (waiting for review
 * again if it was rejected) and notifies the company; an accepted item keeps its number (409).
 */
export async function setEntryNum(deps: Pick<CrossingDeps, 'db' | 'push'>, who: { companyId: string; accountId: string | null }, movementId: string, entryNum: string): Promise<Order> {
  const { row, title } = await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, who.companyId, movementId);
    if (!ORDER_STATUS_RULES[order.status].entryNumEditable) fail(409, Messages.entryNumLocked);
    let provided: string | undefined;
    if (order.payload.service._id === 'northbound') {
      const item = await lockedRow(trx, order.id, 'usEntry');
      if (item?.status === 'accepted' && order.entry_num !== null && order.entry_num !== entryNum) fail(409, Messages.crossingItemAccepted);
      if (item?.status !== 'accepted' || order.entry_num === null) {
        await markProvided(trx, order, 'usEntry', who.accountId, {});
        provided = notificationTitles.crossingProvided(order.movement_id, 'usEntry');
      }
    }
    const updated = await trx.updateTable('orders').set({ entry_num: entryNum, updated_at: sql`now()` }).where('id', '=', order.id).returningAll().executeTakeFirstOrThrow();
    if (provided !== undefined) await recordNotification(trx, { companyId: order.company_id, movementId: order.movement_id, title: provided, kind: CROSSING_NOTIFICATION_KIND });
    return { row: updated, title: provided };
  });
  if (title !== undefined) await announce(deps.push, row.company_id);
  return toOrder(row);
}

/** The stored file of an item, for the order's company only (404 otherwise). */
export async function crossingFileOf(deps: Pick<CrossingDeps, 'db' | 'files'>, companyId: string, movementId: string, kind: string): Promise<{ contentType: string; name: string; bytes: Uint8Array }> {
  const order = await crossingOrder(deps.db, companyId, movementId);
  const row = await deps.db
    .selectFrom('crossing_items')
    .select(['file_key', 'file_name', 'file_type'])
    .where('order_id', '=', order.id)
    .where('kind', '=', kind as CrossingItemKind)
    .executeTakeFirst();
  if (row?.file_key == null || row.file_name === null) fail(404, Messages.crossingFileNotFound);
  const file = await deps.files.get(row.file_key);
  if (file === undefined) fail(404, Messages.crossingFileNotFound);
  return { contentType: row.file_type ?? file.type, name: row.file_name, bytes: file.bytes };
}
