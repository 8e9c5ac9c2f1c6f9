import { fromPromise } from 'xstate';
import type { CrossingNotReady } from '../schemas/crossingPaperBodies.ts';
import { crossingNotReadyApi } from '../services/crossingNotReadyApi.ts';
import { scheduleWords, type Words } from './orderDisplay.ts';
import { ENGLISH_FORMATS, type LocaleFormats } from './localeFormats.ts';

// The order list's and the dashboard's flags: the company's orders not yet picked up whose crossing
// papers are not ready (the server decides which, soonest pickup first). Asked beside the list, by
// a child of its own: its failure leaves the list as it is, without flags.

/** One order not ready: its readiness ('2 of 4 ready') and the next thing to do. */
export type NotReadyOrder = CrossingNotReady['orders'][number];

/** How many of the soonest the dashboard lists. */
export const CROSSING_FLAGS_SHOWN = 3;

/** The order page's crossing papers section. */
export const crossingHref = (movementId: string): string => `/my-orders/service/${encodeURIComponent(movementId)}#crossing`;

/** The flag of an order, if its crossing is not ready. */
export const flagOf = (notReady: readonly NotReadyOrder[], movementId: string): NotReadyOrder | undefined => notReady.find((order) => order.movementId === movementId);

/** The pickup as the order says it: '1 Dec 2026 at 08:00' (the wall clock the customer chose), or 'Instant'. */
export function pickupWords(scheduledPickup: string | null, fmt: LocaleFormats = ENGLISH_FORMATS): Words {
  const [date = '', time = ''] = scheduledPickup?.split('T') ?? [];
  return scheduleWords(scheduledPickup === null ? { programming: 'Instant', schedule: null } : { programming: 'Schedule', schedule: { date, time } }, fmt);
}

/** The call, as the machines invoke it. */
export const loadNotReady = fromPromise<readonly NotReadyOrder[]>(() => crossingNotReadyApi.notReady());

