import { Effect, Schema } from 'effect';
import { ID_MAX, requiredText } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from './serviceRequestForm.ts';
import { Cents, Currency } from './serviceCatalog.ts';

// The price and the route of a service request (wizard step6). The client sends only ids and
// quantities; the server reads every price from its catalog and computes the total itself.

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

/** The fields a price depends on; shared by QuoteRequest and CreateOrderBody. */
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
};

/** `POST /v1/user/order/coordinatesPrice` body. */
export const QuoteRequest = Schema.Struct(quoteRequestFields).annotate({ message: BrowserMessages.fillUp });
export type QuoteRequest = typeof QuoteRequest.Type;
export type QuoteRequestInput = typeof QuoteRequest.Encoded;

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

/** `POST /v1/user/order/calculateDropDistances` body. */
export const DropDistancesRequest = Schema.Struct({
  pickupAddressIds: PickupAddressIds,
  dropAddressIds: DropAddressIds,
}).annotate({ message: BrowserMessages.fillUp });
export type DropDistancesRequest = typeof DropDistancesRequest.Type;

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
