import { Schema } from 'effect';
import { requiredText } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';

// The service catalog the wizard chooses from (steps 1–3), as the API answers it.
// Every price is an integer number of US cents; the server alone turns them into a total.

export const CURRENCY = 'USD';
export const Currency = Schema.Literal(CURRENCY);
export type Currency = typeof Currency.Type;

/** A non-negative whole number of US cents. */
export const Cents = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));

/** Securing equipment priced per unit; the special requirement that uses it names it by this key. */
export const EquipmentKey = Schema.Literals(['chains', 'straps', 'tarps']);
export type EquipmentKey = typeof EquipmentKey.Type;
export const EQUIPMENT_KEYS: readonly EquipmentKey[] = ['chains', 'straps', 'tarps'];

export const Country = Schema.Literals(['US', 'MX']);
export type Country = typeof Country.Type;

/** `GET /v1/user/transitInfo/typeOfService` items (step1), e.g. Northbound Service. */
export const TypeOfService = Schema.Struct({
  _id: Schema.String,
  title: Schema.String,
  description: Schema.String,
  price: Cents,
});
export type TypeOfService = typeof TypeOfService.Type;

/** A mode of one type of transportation (Dry Van, Flatbed, Reefer). */
export const Mode = Schema.Struct({
  _id: Schema.String,
  title: Schema.String,
  description: Schema.String,
  price: Cents,
});
export type Mode = typeof Mode.Type;

/** A type of transportation ('FTL', 'LTL') with its modes. */
export const TransportationType = Schema.Struct({
  _id: Schema.String,
  title: Schema.String,
  description: Schema.String,
  price: Cents,
  modes: Schema.Array(Mode),
});
export type TransportationType = typeof TransportationType.Type;

/** A port of entry / international bridge. */
export const Port = Schema.Struct({
  _id: Schema.String,
  title: Schema.String,
  city: Schema.String,
  lat: Schema.Number,
  lng: Schema.Number,
});
export type Port = typeof Port.Type;

export const SecuringEquipment = Schema.Struct({
  key: EquipmentKey,
  title: Schema.String,
  unitPrice: Cents,
});
export type SecuringEquipment = typeof SecuringEquipment.Type;

export const Trailer = Schema.Struct({ _id: Schema.String, title: Schema.String });
export type Trailer = typeof Trailer.Type;

/** A city an address can be in; the server takes an address's state, country and coordinates from it. */
export const City = Schema.Struct({
  _id: Schema.String,
  name: Schema.String,
  state: Schema.String,
  country: Country,
  lat: Schema.Number,
  lng: Schema.Number,
});
export type City = typeof City.Type;

/** `GET /v1/user/transitInfo` (step2, step3, the address form). */
export const TransitInfo = Schema.Struct({
  typesOfTransportation: Schema.Array(TransportationType),
  ports: Schema.Array(Port),
  securingEquipment: Schema.Array(SecuringEquipment),
  trailers: Schema.Array(Trailer),
  cities: Schema.Array(City),
});
export type TransitInfo = typeof TransitInfo.Type;

/**
 * `POST /v1/user/specialRequirements` items (step3). A requirement with an `equipmentKey` (Chains,
 * Straps, Tarps) is priced per unit of that securing equipment, so its quantity is asked; the
 * others cost their price.
 */
export const SpecialRequirement = Schema.Struct({
  _id: Schema.String,
  title: Schema.String,
  description: Schema.String,
  price: Cents,
  equipmentKey: Schema.NullOr(EquipmentKey),
});
export type SpecialRequirement = typeof SpecialRequirement.Type;

/** `POST /v1/user/specialRequirements` body: the choices of steps 1 and 2. */
export const SpecialRequirementsBody = Schema.Struct({
  serviceId: requiredText('type of service'),
  transportationTypeId: requiredText('type of transportation'),
  portId: requiredText('port'),
}).annotate({ message: BrowserMessages.fillUp });
export type SpecialRequirementsBody = typeof SpecialRequirementsBody.Type;
