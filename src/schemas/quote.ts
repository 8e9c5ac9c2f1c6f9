import { Effect, Schema } from 'effect';
import { ID_MAX, requiredText } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from './serviceRequestForm.ts';

// The price and the route of a service request (wizard step6). The client sends only ids and
// quantities; the server reads every price from its catalog and computes the total itself. The
// answers' shapes are quoteAnswer.ts (the order page reads them without these checks and words).
export { DropDistances, DropLeg, PricedQuote, Quote, QUOTE_CHOICES, QuoteLine, QuotedPrice, type QuoteChoice } from './quoteAnswer.ts';

/** Most addresses of one side (pickups, drops) in one request. */
export const MAX_ADDRESSES_PER_SIDE = 10;
/** Most special requirements in one request (the catalog has fewer). */
export const MAX_SPECIAL_REQUIREMENTS = 20;

const isQuantity = (value: number): boolean => Number.isInteger(value) && value >= QUANTITY_MIN && value <= QUANTITY_MAX;

/** 1–10, or absent / null when the equipment is not chosen (then it is ignored). */
const quantity = (message: string) =>
  Schema.optionalKey(
    Schema.NullOr(Schema.Number.annotate({ message }).check(Schema.makeFilter((q: number) => isQuantity(q) || message))).annotate({ message }),
  );

/** Units of securing equipment; asked (and charged) only for the equipment whose requirement is chosen. */
export const Quantities = Schema.Struct({
  chains: quantity(BrowserMessages.chainsQuantity),
  straps: quantity(BrowserMessages.strapsQuantity),
  tarps: quantity(BrowserMessages.tarpsQuantity),
})
  .annotate({ message: BrowserMessages.fillUp })
  .pipe(Schema.withDecodingDefaultKey(Effect.succeed({})));
export type Quantities = typeof Quantities.Type;

/** An instant quote's id (instantQuote.ts): 128 random bits, base64url. */
export const QUOTE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The instant quote whose price the request books ("Book this"): absent or null for none. The
 * server charges the quote's price while it holds and the request is what was quoted.
 */
const QuoteId = Schema.optionalKey(
  Schema.NullOr(
    Schema.String.annotate({ message: BrowserMessages.quoteIdFormat }).check(Schema.isPattern(QUOTE_ID_PATTERN, { message: BrowserMessages.quoteIdFormat })),
  ).annotate({ message: BrowserMessages.quoteIdFormat }),
);

const Id = Schema.String.annotate({ message: BrowserMessages.fillUp }).check(Schema.isMaxLength(ID_MAX, { message: BrowserMessages.tooLong('id', ID_MAX) }));

/** A list of address ids: at least one, at most MAX_ADDRESSES_PER_SIDE, none twice. */
const addressIds = (required: string, tooMany: string) =>
  Schema.Array(Id)
    .annotate({ message: required })
    .check(
      Schema.isMinLength(1, { message: required }),
      Schema.isMaxLength(MAX_ADDRESSES_PER_SIDE, { message: tooMany }),
      Schema.isUnique({ message: BrowserMessages.addressRepeated }),
    )
    .pipe(Schema.annotateKey({ messageMissingKey: required }));

export const PickupAddressIds = addressIds(BrowserMessages.pickupAddressRequired, BrowserMessages.tooManyPickupAddresses);
export const DropAddressIds = addressIds(BrowserMessages.dropAddressRequired, BrowserMessages.tooManyDropAddresses);

/** The fields a price depends on, and the quote it may book; shared by QuoteRequest and CreateOrderBody (not the instant quote's own body). */
export const quoteRequestFields = {
  serviceId: requiredText('type of service', { max: ID_MAX }),
  transportationTypeId: requiredText('type of transportation', { max: ID_MAX }),
  modeId: requiredText('mode', { max: ID_MAX }),
  portId: requiredText('port', { max: ID_MAX }),
  specialRequirementIds: Schema.Array(Id)
    .annotate({ message: BrowserMessages.fillUp })
    .check(
      Schema.isMaxLength(MAX_SPECIAL_REQUIREMENTS, { message: BrowserMessages.specialRequirementUnavailable }),
      Schema.isUnique({ message: BrowserMessages.specialRequirementRepeated }),
    )
    .pipe(Schema.withDecodingDefaultKey(Effect.succeed([]))),
  quantities: Quantities,
  pickupAddressIds: PickupAddressIds,
  dropAddressIds: DropAddressIds,
  quoteId: QuoteId,
};

/** `POST /v1/user/order/coordinatesPrice` body. */
export const QuoteRequest = Schema.Struct(quoteRequestFields).annotate({ message: BrowserMessages.fillUp });
export type QuoteRequest = typeof QuoteRequest.Type;
export type QuoteRequestInput = typeof QuoteRequest.Encoded;

/** `POST /v1/user/order/calculateDropDistances` body. */
export const DropDistancesRequest = Schema.Struct({
  pickupAddressIds: PickupAddressIds,
  dropAddressIds: DropAddressIds,
}).annotate({ message: BrowserMessages.fillUp });
export type DropDistancesRequest = typeof DropDistancesRequest.Type;
