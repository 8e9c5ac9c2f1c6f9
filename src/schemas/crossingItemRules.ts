import type { CrossingItemStatus } from './crossingPapers.ts';

/** What the customer may do with an item in each status: provide (or replace) it, remove it. The reviewer decides on 'uploaded' only. */
export const CROSSING_ITEM_RULES: Readonly<Record<CrossingItemStatus, { readonly provide: boolean; readonly remove: boolean; readonly review: boolean }>> = {
  missing: { provide: true, remove: false, review: false },
  uploaded: { provide: true, remove: true, review: true },
  rejected: { provide: true, remove: true, review: false },
  accepted: { provide: false, remove: false, review: false },
};
