import { Effect, Schema } from 'effect';
import { optionalText, requiredName, requiredPhone, requiredText } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';

export const AddressType = Schema.Literals(['pickup', 'drop']).annotate({ message: BrowserMessages.addressType });
export type AddressType = typeof AddressType.Type;

const Coordinate = (limit: number, message: string) =>
  Schema.optionalKey(Schema.Finite.check(Schema.isBetween({ minimum: -limit, maximum: limit }, { message })));

// A missing group decodes as {} so its fields report 'X is required' rather than one 'Missing key'.
const group = <S extends Schema.Top>(schema: S) => schema.pipe(Schema.withDecodingDefault(Effect.succeed({})));

/**
 * spec val.address: buildinName (spec spelling), postalCode, contactName, contactNumber required.
 * The rest is optional, for the address book (type, street … coordinates).
 */
export const AddressForm = Schema.Struct({
  type: Schema.optionalKey(AddressType),
  addressDetails: group(
    Schema.Struct({
      buildinName: requiredText('building-name'),
      postalCode: requiredText('postal-code', { max: 20 }),
      street: optionalText('street'),
      city: optionalText('city'),
      state: optionalText('state'),
      country: optionalText('country'),
      latitude: Coordinate(90, BrowserMessages.latitudeRange),
      longitude: Coordinate(180, BrowserMessages.longitudeRange),
    }).annotate({ message: BrowserMessages.fillUp }),
  ),
  contactDetails: group(
    Schema.Struct({
      contactName: requiredName('contact-name'),
      contactNumber: requiredPhone('contact-number', BrowserMessages.invalidAddressContactNumber),
    }).annotate({ message: BrowserMessages.fillUp }),
  ),
}).annotate({ message: BrowserMessages.fillUp });
export type AddressForm = typeof AddressForm.Type;
