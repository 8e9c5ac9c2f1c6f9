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

/** The price: `total` (US cents) is the sum of the lines and what the order charges (coordinatesPrice answers a PricedQuote). */
export const Quote = Schema.Struct({
  lines: Schema.Array(QuoteLine),
  total: Cents,
  currency: Currency,
});
export type Quote = typeof Quote.Type;

/** What a request's choices are compared on with a quote's, by the request's field names (QuotedPrice.differs). */
export const QUOTE_CHOICES = [
  'serviceId',
  'transportationTypeId',
  'modeId',
  'portId',
  'trailerId',
  'specialRequirementIds',
  'quantities',
  'pickupAddressIds',
  'dropAddressIds',
] as const;
export type QuoteChoice = (typeof QUOTE_CHOICES)[number];

/**
 * A price held by an instant quote, as a request naming it (`quoteId`) is answered: 'applied', the
 * quote's own lines and total are charged; 'expired' (validUntil passed) or 'changed' (the request
 * differs from the quote), today's price is. `differs` names the choices that differ from the
 * quote's (empty when applied; an expired quote's are named too).
 */
export const QuotedPrice = Schema.Struct({
  id: Schema.String,
  /** The quote's total (US cents). */
  total: Cents,
  /** ISO 8601: when the quote stops (or stopped) holding its price. */
  validUntil: Schema.String,
  status: Schema.Literals(['applied', 'expired', 'changed']),
  differs: Schema.Array(Schema.Literals(QUOTE_CHOICES)),
});
export type QuotedPrice = typeof QuotedPrice.Type;

/**
 * `data` of coordinatesPrice: the price charged (a Quote) and, when the request named a quote,
 * how its price was decided. An order keeps only the Quote.
 */
export const PricedQuote = Schema.Struct({
  ...Quote.fields,
  quoted: Schema.optionalKey(QuotedPrice),
});
export type PricedQuote = typeof PricedQuote.Type;

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
