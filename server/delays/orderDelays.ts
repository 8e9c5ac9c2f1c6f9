import type { OrderDelay } from '../../src/schemas/order.ts';
import { isScheduleInPast } from '../../src/schemas/order.ts';
import type { OrderRow } from '../db/serviceTables.ts';
import type { OrderSnapshot } from '../service/orderSnapshot.ts';

// When an order is late, decided in one place: the order API shows it, the delay-alert
// job raises it. Both read the order as stored; nothing here touches the database.

/** Average door-to-door speed of a cross-border truckload, border wait included (estimates only). */
export const AVERAGE_KMH = 55;

/** What the estimate reads of the route: its length. */
type RouteLength = { readonly distances: Pick<OrderRow['distances'], 'totalKm'> };
type OrderTimes = Pick<OrderRow, 'status' | 'status_history' | 'payment_status'> & RouteLength & { readonly payload: Pick<OrderSnapshot, 'programming' | 'schedule'> };

/** Arrival estimate once in transit: the departure plus the route at AVERAGE_KMH, to the next quarter hour. */
export function estimatedArrivalOf(order: Pick<OrderRow, 'status' | 'status_history'> & RouteLength): string | null {
  if (order.status !== 'InProgress') return null;
  const departed = order.status_history.findLast((entry) => entry.status === 'InProgress');
  if (departed === undefined) return null;
  const quarter = 15 * 60 * 1000;
  const arrival = new Date(departed.at).getTime() + (order.distances.totalKm / AVERAGE_KMH) * 60 * 60 * 1000;
  return new Date(Math.ceil(arrival / quarter) * quarter).toISOString();
}

/**
 * The delays of an order at `now`. Pickup: a paid order still looking for a carrier once its
 * scheduled pickup has passed (on the border's latest clock, like every schedule check; an unpaid
 * order waits for its payment, not for a carrier, and an instant one has no time to miss).
 * Arrival: still in transit after the estimate.
 */
export function delaysOf(order: OrderTimes, now: Date = new Date()): OrderDelay[] {
  const { programming, schedule } = order.payload;
  if (order.status === 'NewAssignments') {
    const late = order.payment_status === 'paid' && programming === 'Schedule' && schedule !== null && isScheduleInPast(schedule, now);
    return late ? ['pickupLate'] : [];
  }
  if (order.status === 'InProgress') {
    const eta = estimatedArrivalOf(order);
    return eta !== null && Date.parse(eta) < now.getTime() ? ['arrivalLate'] : [];
  }
  return [];
}
