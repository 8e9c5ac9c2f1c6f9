import { Schema } from 'effect';
import { crossFieldCheck } from './crossFieldCheck.ts';
import { ID_MAX, requiredText } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';
import { Quantities, quoteRequestFields } from './quote.ts';
import { Quote } from './quoteAnswer.ts';
import { wallClockAt } from './scheduleClock.ts';
import { City } from './serviceCatalog.ts';

// The instant quote (a price before signing up): what a visitor asks, what the server answers and
// keeps for 24 hours, by an unguessable id. No personal data: the choice, the price, two times.

/** How long a quote holds its price. */
export const QUOTE_HOLD_HOURS = 24;
/** The furthest pickup date a quote is given for, in days from today. */
export const QUOTE_MAX_DAYS_AHEAD = 180;
/** A quote's id: 128 random bits, base64url (kept with the bodies that name one, quote.ts). */
export { QUOTE_ID_PATTERN } from './quote.ts';

/**
 * What an instant quote's price includes (besides the service's own description): catalog ids with
 * simple {holes}, as a quote's lines (quoteLineWords.ts), but kept here: only quote pages show them.
 */
export const QUOTE_INCLUSION_WORDS = {
  /** "Pickup in Monterrey, delivery in Dallas: one address each". */
  route: /*i18n*/ 'Pickup in {pickup}, delivery in {drop}: one address each',
  /** "Crossing at Colombia Solidarity Bridge". */
  crossing: /*i18n*/ 'Crossing at {port}',
  tracking: /*i18n*/ 'Live tracking, proof of delivery and a receipt',
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isCalendarDate = (text: string): boolean => {
  const m = DATE.exec(text);
  if (!m) return false;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10) === text;
};

/** Today on the service's clock (its westernmost zone: a date is past only when it is past everywhere). */
export const quoteToday = (now: Date = new Date()): string => wallClockAt(now).slice(0, 10);

/** The last pickup date a quote is given for, `QUOTE_MAX_DAYS_AHEAD` after today. */
export function lastQuoteDate(now: Date = new Date()): string {
  const [year, month, day] = quoteToday(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + QUOTE_MAX_DAYS_AHEAD)).toISOString().slice(0, 10);
}

/**
 * The fields' names in their messages ("pickup city is required"): catalog words, so a message
 * made of one ("{label} is required") reads whole in the visitor's language.
 */
export const QUOTE_FIELD_LABELS = {
  serviceId: /*i18n*/ 'type of service',
  transportationTypeId: /*i18n*/ 'type of transportation',
  modeId: /*i18n*/ 'mode',
  portId: /*i18n*/ 'port',
  trailerId: /*i18n*/ 'trailer',
  pickupCityId: /*i18n*/ 'pickup city',
  dropCityId: /*i18n*/ 'drop city',
  pickupDate: /*i18n*/ 'pickup date',
} as const;

const Id = (label: string) => requiredText(label, { max: ID_MAX });

const PickupDate = requiredText(QUOTE_FIELD_LABELS.pickupDate, { max: 10 }).check(Schema.makeFilter((text: string) => isCalendarDate(text) || BrowserMessages.quoteDateFormat));

/** Today or later, and not beyond the quoting window (read at the moment of checking). */
const dateWindow = crossFieldCheck(Schema.Struct({ pickupDate: Schema.optionalKey(Schema.Unknown) }), ({ pickupDate }: { pickupDate?: unknown }) => {
  if (typeof pickupDate !== 'string' || !isCalendarDate(pickupDate)) return undefined;
  if (pickupDate < quoteToday()) return [{ path: ['pickupDate'], issue: BrowserMessages.quoteDateInPast }];
  if (pickupDate > lastQuoteDate()) return [{ path: ['pickupDate'], issue: BrowserMessages.quoteDateTooFar }];
  return undefined;
});

/** `POST /v1/common/quote` body: what the price depends on, with the cities instead of addresses. */
export const InstantQuoteRequest = Schema.Struct({
  serviceId: Id(QUOTE_FIELD_LABELS.serviceId),
  transportationTypeId: Id(QUOTE_FIELD_LABELS.transportationTypeId),
  modeId: Id(QUOTE_FIELD_LABELS.modeId),
  portId: Id(QUOTE_FIELD_LABELS.portId),
  trailerId: Id(QUOTE_FIELD_LABELS.trailerId),
  // The wizard's own rules (a non-string id is 'Please fill up…', not Effect's bare 'Expected string').
  specialRequirementIds: quoteRequestFields.specialRequirementIds,
  quantities: Quantities,
  pickupCityId: Id(QUOTE_FIELD_LABELS.pickupCityId),
  dropCityId: Id(QUOTE_FIELD_LABELS.dropCityId),
  pickupDate: PickupDate,
})
  .annotate({ message: BrowserMessages.fillUp })
  .check(dateWindow);
export type InstantQuoteRequest = typeof InstantQuoteRequest.Type;
export type InstantQuoteRequestInput = typeof InstantQuoteRequest.Encoded;

const Item = Schema.Struct({ _id: Schema.String, title: Schema.String });

/** A quote as the API answers it (`POST /v1/common/quote`, `GET /v1/common/quote/{id}`). */
export const InstantQuote = Schema.Struct({
  id: Schema.String,
  service: Item,
  transportationType: Item,
  mode: Item,
  port: Item,
  trailer: Item,
  specialRequirements: Schema.Array(Item),
  quantities: Schema.Struct({ chains: Schema.optionalKey(Schema.Int), straps: Schema.optionalKey(Schema.Int), tarps: Schema.optionalKey(Schema.Int) }),
  pickupCity: City,
  dropCity: City,
  pickupDate: Schema.String,
  quote: Quote,
  /** What the price includes: English catalog words (the service's description, QUOTE_INCLUSION_WORDS filled in), each shown in the reader's language by the client, as a quote's lines are. */
  includes: Schema.Array(Schema.String),
  /** Great-circle kilometres from the pickup city to the drop city, one decimal. */
  distanceKm: Schema.Number,
  /** ISO 8601. */
  createdAt: Schema.String,
  /** ISO 8601: `QUOTE_HOLD_HOURS` after createdAt; after it the quote is history, not a price. */
  validUntil: Schema.String,
  /** Whether validUntil has passed (on the server's clock, when it answered). */
  expired: Schema.Boolean,
});
export type InstantQuote = typeof InstantQuote.Type;
