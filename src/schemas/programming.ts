import { Schema } from 'effect';

/** When the load goes: as soon as a carrier takes it, or on a date and time the customer sets. */
export const Programming = Schema.Literals(['Schedule', 'Instant']);
export type Programming = typeof Programming.Type;
