import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { OrderCarrier, OrderStatus } from '../../src/schemas/order.ts';
import type { NotificationKind } from '../../src/schemas/notificationRules.ts';
import { ORDER_STATUS_RULES, type AdvanceTarget } from '../../src/schemas/orderStatus.ts';
import { PHONE_PATTERN } from '../../src/schemas/fields.ts';
import type { Database } from '../db/Database.ts';
import type { OperatorPosition, OrderRow } from '../db/serviceTables.ts';
import { announce, recordNotification } from '../notifications/createNotification.ts';
import { CARRIER_DOCUMENT_NAMES, notificationTitles } from '../notifications/notificationTitles.ts';
import type { PushHub } from '../notifications/PushHub.ts';
import { addOrderDocument, type NewOrderDocument } from '../service/orderDocuments.ts';
import { statusEntry, toOrder } from '../service/orders.ts';
import { billOfLading, crossingQr, proofOfDelivery } from './carrierDocuments.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/schemas/locales.ts';
import { fill } from '../i18n/serverI18n.ts';

// The carrier side of an order's life, for demos and tests (the carrier product is separate):
// each step moves the order one status on, as a carrier would, and notifies the company.
//   NewAssignments → Pending     a carrier, truck and operator are assigned; the operator waits near the port
//   Pending → InProgress         the carrier uploads the crossing QR and the bill of lading; the truck crosses
//   InProgress → Completed       delivered at the last drop, with the proof of delivery

// The steps follow each status's `next` in ORDER_STATUS_RULES.

/** An operator's choice of carrier; anything left out is picked from the demo carriers. */
export interface CarrierChoice {
  readonly name?: string;
  readonly truckPlate?: string;
  readonly operatorName?: string;
  readonly operatorPhone?: string;
}

export interface AdvanceOptions {
  /** Run steps until this status (default: one step). */
  readonly to?: AdvanceTarget;
  /** Used by the assignment step. */
  readonly carrier?: CarrierChoice;
}

export interface AdvanceStep {
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  readonly carrier: OrderCarrier | null;
  readonly location: OperatorPosition | null;
  /** Names of the documents the carrier added. */
  readonly documents: readonly string[];
  /** Titles of the notifications the company received. */
  readonly notifications: readonly string[];
}

export interface AdvanceResult {
  readonly movementId: string;
  readonly companyName: string;
  readonly status: OrderStatus;
  /** Empty when the order already had the requested status. */
  readonly steps: readonly AdvanceStep[];
}

/** A refusal the operator can act on (the admin API answers it with this status). */
export class AdvanceError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'AdvanceError';
  }
}

export interface AdvanceDeps {
  readonly db: Kysely<Database>;
  readonly push: PushHub;
}

const DEMO_CARRIERS = ['Transportes Frontera Norte', 'Autotransportes del Bravo', 'Lone Star Crossborder Freight', 'Rio Grande Haulers', 'Transportes Sierra Madre'];
const DEMO_OPERATORS = ['Luis Treviño', 'María Garza', 'José Villarreal', 'Ana Cantú', 'Carlos Salinas', 'Rosa Elizondo'];
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** The demo carrier of an order: always the same for the same movement id. */
export function demoCarrier(movementId: string, choice: CarrierChoice = {}): OrderCarrier {
  const h = createHash('sha256').update(movementId).digest();
  const letter = (i: number): string => PLATE_LETTERS[h[i]! % PLATE_LETTERS.length]!;
  const digits = (from: number, count: number): string => Array.from({ length: count }, (_, i) => String(h[from + i]! % 10)).join('');
  return {
    name: choice.name ?? DEMO_CARRIERS[h[0]! % DEMO_CARRIERS.length]!,
    // Mexican federal cargo plate style: 12-AB-3C.
    truckPlate: choice.truckPlate ?? `${digits(1, 2)}-${letter(3)}${letter(4)}-${digits(5, 1)}${letter(6)}`,
    operator: {
      name: choice.operatorName ?? DEMO_OPERATORS[h[7]! % DEMO_OPERATORS.length]!,
      // Nuevo Laredo area code, then 7 digits.
      phone: choice.operatorPhone ?? `867${digits(8, 7)}`,
    },
  };
}

/** The operator's choice checked before anything changes; 400 with a message otherwise. */
export function checkCarrierChoice(choice: CarrierChoice): void {
  for (const [key, value] of Object.entries(choice)) {
    if (value !== undefined && (typeof value !== 'string' || value.trim() === '' || value.length > 80)) {
      throw new AdvanceError(400, `${key} must be 1 to 80 characters`);
    }
  }
  if (choice.operatorPhone !== undefined && !PHONE_PATTERN.test(choice.operatorPhone)) throw new AdvanceError(400, 'operatorPhone must be 10 digits');
}

async function lockByMovementId(trx: Transaction<Database>, movementId: string): Promise<OrderRow> {
  const row = await trx.selectFrom('orders').selectAll().where('movement_id', '=', movementId).forUpdate().executeTakeFirst();
  if (row === undefined) throw new AdvanceError(404, `No order ${movementId}`);
  return row;
}

/** The status it moves to, or a 409 when it has no further step or would go back. */
function nextOf(row: OrderRow, to?: AdvanceTarget): AdvanceTarget {
  const rule = ORDER_STATUS_RULES[row.status];
  // Off the life cycle (cancelled) or at its end (completed).
  if (rule.lifeCycleStep === null) throw new AdvanceError(409, `Order ${row.movement_id} is cancelled: a cancelled order cannot advance.`);
  if (rule.next === null) throw new AdvanceError(409, `Order ${row.movement_id} is already completed: it has no further step.`);
  if (to !== undefined && rule.lifeCycleStep > ORDER_STATUS_RULES[to].lifeCycleStep) {
    throw new AdvanceError(409, `Order ${row.movement_id} is already ${row.status}: it cannot go back to ${to}.`);
  }
  return rule.next;
}

async function portOf(trx: Transaction<Database>, row: OrderRow): Promise<{ title: string; city: string; latitude: number; longitude: number }> {
  const port = await trx.selectFrom('ports').select(['title', 'city', 'latitude', 'longitude']).where('id', '=', row.payload.port._id).executeTakeFirst();
  if (port !== undefined) return port;
  // The port left the catalog after the order: the first pickup stands in for its position.
  const pickup = row.payload.pickups[0]!.addressDetails;
  return { title: row.payload.port.title, city: pickup.city, latitude: pickup.latitude, longitude: pickup.longitude };
}

/** Where the truck is; the label is stored in English (a catalog id's words) and read in each reader's language. */
const position = (latitude: number, longitude: number, label: string): OperatorPosition => ({
  latitude: Math.round(latitude * 1e5) / 1e5,
  longitude: Math.round(longitude * 1e5) / 1e5,
  label,
  updatedAt: new Date().toISOString(),
});

/** The language of the company's main user: the documents stored for the company are written in it. */
async function mainUserLocale(trx: Kysely<Database>, companyId: string): Promise<Locale> {
  const main = await trx.selectFrom('accounts').select('locale').where('company_id', '=', companyId).where('role', '=', 'main').executeTakeFirst();
  return main?.locale ?? DEFAULT_LOCALE;
}

/** One step in one transaction; the company is told after the commit. */
async function step(deps: AdvanceDeps, movementId: string, options: AdvanceOptions): Promise<AdvanceStep> {
  const { step: done, companyId } = await deps.db.transaction().execute(async (trx) => {
    const row = await lockByMovementId(trx, movementId);
    const to = nextOf(row, options.to);
    const order = toOrder(row);
    const port = await portOf(trx, row);
    const notifications: string[] = [];
    // The kind each notification is chosen by (the documents come with the crossing).
    const kinds: NotificationKind[] = [];
    const documents: NewOrderDocument[] = [];
    let carrier = row.carrier;
    let location: OperatorPosition;

    if (to === 'Pending') {
      if (row.payment_status !== 'paid') {
        throw new AdvanceError(409, `Order ${movementId} is not paid yet: a carrier is assigned once the customer has paid.`);
      }
      carrier = demoCarrier(movementId, options.carrier);
      // About 2 km south of the bridge: the Mexican side, where trucks queue to cross.
      location = position(port.latitude - 0.018, port.longitude + 0.004, fill(/*i18n*/ 'Near {port} ({city}), waiting to cross', { port: port.title, city: port.city }));
      notifications.push(notificationTitles.carrierAssigned(movementId, carrier, port.title));
      kinds.push('carrierAssigned');
    } else if (to === 'InProgress') {
      documents.push(await crossingQr(order, carrier!), await billOfLading(order, carrier!, new Date(), await mainUserLocale(trx, row.company_id)));
      location = position(port.latitude, port.longitude, fill(/*i18n*/ 'Crossing at {port} ({city})', { port: port.title, city: port.city }));
      notifications.push(
        notificationTitles.documentsUploaded(movementId, carrier!.name, [CARRIER_DOCUMENT_NAMES.crossingQr, CARRIER_DOCUMENT_NAMES.billOfLading]),
        notificationTitles.inTransit(movementId, carrier!.operator.name, port.title),
      );
      kinds.push('inTransit', 'inTransit');
    } else {
      const drop = row.payload.drops.at(-1)!.addressDetails;
      documents.push(await proofOfDelivery(order, carrier!, new Date(), await mainUserLocale(trx, row.company_id)));
      location = position(drop.latitude, drop.longitude, fill(/*i18n*/ 'Delivered at {place}, {city}', { place: drop.buildinName, city: drop.city }));
      notifications.push(notificationTitles.completed(movementId));
      kinds.push('delivered');
    }

    for (const document of documents) await addOrderDocument(trx, row, document);
    await trx
      .updateTable('orders')
      .set({
        status: to,
        status_history: sql`status_history || ${statusEntry(to)}`,
        carrier: carrier === null ? null : JSON.stringify(carrier),
        operator_location: JSON.stringify(location),
        updated_at: sql`now()`,
      })
      .where('id', '=', row.id)
      .execute();
    for (const [i, title] of notifications.entries()) await recordNotification(trx, { companyId: row.company_id, movementId, title, kind: kinds[i]! });
    return {
      companyId: row.company_id,
      step: { from: row.status, to, carrier, location, documents: documents.map((d) => d.name), notifications } satisfies AdvanceStep,
    };
  });
  await announce(deps.push, companyId);
  return done;
}

/**
 * Moves the order one step on, or with `to` through every step up to that status. Refuses (409) a
 * cancelled or completed order, a step backwards and an unpaid order's assignment.
 */
export async function advanceOrder(deps: AdvanceDeps, movementId: string, options: AdvanceOptions = {}): Promise<AdvanceResult> {
  checkCarrierChoice(options.carrier ?? {});
  const steps: AdvanceStep[] = [];
  for (;;) {
    const row = await deps.db.selectFrom('orders').select(['status']).where('movement_id', '=', movementId).executeTakeFirst();
    if (row === undefined) throw new AdvanceError(404, `No order ${movementId}`);
    if (options.to !== undefined && row.status === options.to) break;
    steps.push(await step(deps, movementId, options));
    if (options.to === undefined) break;
  }
  const order = await deps.db
    .selectFrom('orders')
    .innerJoin('companies', 'companies.id', 'orders.company_id')
    .select(['orders.status', 'companies.name'])
    .where('movement_id', '=', movementId)
    .executeTakeFirstOrThrow();
  return { movementId, companyName: order.name, status: order.status, steps };
}
