import { sql, type Kysely } from 'kysely';
import type { CrossingChecklist } from '../../src/schemas/crossingPaperBodies.ts';
import { REVIEW_REASON_MAX } from '../../src/schemas/crossingPaperLimits.ts';
import { CROSSING_ITEM_RULES, type CrossingItemKind } from '../../src/schemas/crossingPapers.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { MOVEMENT_ID_PATTERN } from '../../src/schemas/order.ts';
import type { Database } from '../db/Database.ts';
import { fail } from '../http/HttpError.ts';
import { announce, recordNotification } from '../notifications/createNotification.ts';
import { notificationTitles } from '../notifications/notificationTitles.ts';
import type { PushHub } from '../notifications/PushHub.ts';
import { checklistOf, CROSSING_NOTIFICATION_KIND } from '../service/crossingItems.ts';

// The operator's review of an order's crossing papers (`npm run admin -- docs | accept | reject`):
// only an item waiting for review ('uploaded') is accepted or rejected, a rejection with a reason
// the customer reads; each decision notifies the company.

export type CrossingDecision = { readonly accept: true } | { readonly accept: false; readonly reason: string };

export interface CrossingReview {
  readonly movementId: string;
  readonly companyName: string;
  readonly checklist: CrossingChecklist;
}

const orderNamed = (db: Kysely<Database>, movementId: string) => {
  if (!MOVEMENT_ID_PATTERN.test(movementId)) fail(404, Messages.orderNotFound);
  return db.selectFrom('orders').innerJoin('companies', 'companies.id', 'orders.company_id').selectAll('orders').select('companies.name as company_name').where('orders.movement_id', '=', movementId);
};

/** Any company's order's checklist, with the company's name (404 for an unknown order). */
export async function crossingReviewOf(db: Kysely<Database>, movementId: string): Promise<CrossingReview> {
  const order = await orderNamed(db, movementId).executeTakeFirst();
  if (order === undefined) fail(404, Messages.orderNotFound);
  return { movementId: order.movement_id, companyName: order.company_name, checklist: await checklistOf(db, order) };
}

/** The reviewer's reason, or 400: required, at most REVIEW_REASON_MAX characters. */
export function reviewReason(reason: unknown): string {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (text === '' || text.length > REVIEW_REASON_MAX) fail(400, Messages.crossingReasonRequired, { reason: Messages.crossingReasonRequired });
  return text;
}

/** Accepts or rejects an uploaded item (409 otherwise), notifies the company; answers the review after it. */
export async function reviewCrossingItem(deps: { readonly db: Kysely<Database>; readonly push: PushHub }, movementId: string, kind: CrossingItemKind, decision: CrossingDecision): Promise<CrossingReview> {
  const review = await deps.db.transaction().execute(async (trx) => {
    const order = await orderNamed(trx, movementId).forUpdate('orders').executeTakeFirst();
    if (order === undefined) fail(404, Messages.orderNotFound);
    const before = await checklistOf(trx, order);
    const item = before.items.find((candidate) => candidate.kind === kind);
    if (item === undefined) fail(400, Messages.crossingNotAsked, { kind: Messages.crossingNotAsked });
    if (!CROSSING_ITEM_RULES[item.status].review) fail(409, Messages.crossingNotReviewable);
    const values = decision.accept ? { status: 'accepted' as const, reason: null } : { status: 'rejected' as const, reason: decision.reason };
    // An entry number filed before the checklist existed has no row yet: the review writes it.
    await trx
      .insertInto('crossing_items')
      .values({ order_id: order.id, company_id: order.company_id, kind, ...values, reviewed_at: sql`now()` })
      .onConflict((oc) => oc.columns(['order_id', 'kind']).doUpdateSet({ ...values, reviewed_at: sql`now()`, updated_at: sql`now()` }))
      .execute();
    const title = decision.accept ? notificationTitles.crossingAccepted(order.movement_id, kind) : notificationTitles.crossingRejected(order.movement_id, kind, decision.reason);
    await recordNotification(trx, { companyId: order.company_id, movementId: order.movement_id, title, kind: CROSSING_NOTIFICATION_KIND });
    return { movementId: order.movement_id, companyName: order.company_name, companyId: order.company_id, checklist: await checklistOf(trx, order) };
  });
  await announce(deps.push, review.companyId);
  return { movementId: review.movementId, companyName: review.companyName, checklist: review.checklist };
}
