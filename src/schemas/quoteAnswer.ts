import { Schema } from 'effect';
import { Cents, Currency } from './serviceCatalog.ts';

// The price and the route as the API answers them (the summary, and every order, keep them).

export const QuoteLine = Schema.Struct({
  /** e.g. 'Northbound Service', 'Straps × 4', 'Zone: Monterrey metro', 'Addresses outside zones × 1'. */
  label: Schema.String,
  /** US cents. */
  amount: Cents,
});
export type QuoteLine = typeof QuoteLine.Type;

/** `data` of coordinatesPrice; `total` (US cents) is the sum of the lines and what the order charges. */
export const Quote = Schema.Struct({
  lines: Schema.Array(QuoteLine),
  total: Cents,
  currency: Currency,
});
export type Quote = typeof Quote.Type;

export const DropLeg = Schema.Struct({
  fromId: Schema.String,
  toId: Schema.String,
  fromLabel: Schema.String,
  toLabel: Schema.String,
  /** Great-circle (haversine) kilometres, one decimal. */
  km: Schema.Number,
});
export type DropLeg = typeof DropLeg.Type;

/**
 * The route: the pickups in the order given, then the drops in the order given; one leg per
 * consecutive pair. totalKm is the sum of the legs as shown (one decimal).
 */
export const DropDistances = Schema.Struct({
  legs: Schema.Array(DropLeg),
  totalKm: Schema.Number,
});
export type DropDistances = typeof DropDistances.Type;
