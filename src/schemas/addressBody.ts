import { Effect, Schema } from 'effect';
import { AddressForm, AddressType } from './addressForm.ts';
import { ID_MAX, requiredText } from './fields.ts';
import { BrowserMessages, requiredMessage } from './browserMessages.ts';

// The address book's API shapes. The client picks a city from TransitInfo.cities; the server fills
// the city name, state, country and coordinates from it (the price and distances depend on them).

// A missing group decodes as {} so its fields report 'X is required' rather than one 'Missing key'.
const group = <S extends Schema.Top>(schema: S) => schema.pipe(Schema.withDecodingDefault(Effect.succeed({})));

const typeRequired = requiredMessage('type');

/** 'pickup' or 'drop'; blank or missing → 'type is required'. */
export const AddressTypeField = requiredText('type').pipe(
  Schema.decodeTo(AddressType),
  Schema.annotateKey({ messageMissingKey: typeRequired }),
);

/**
 * `POST /v1/user/address` and `PUT /v1/user/address/{id}`: spec val.address (the AddressForm rules
 * and messages) plus the type, the street and the city (an id from TransitInfo.cities).
 */
export const AddressBody = Schema.Struct({
  type: AddressTypeField,
  addressDetails: group(
    Schema.Struct({
      buildinName: requiredText('building-name'),
      street: requiredText('street'),
      postalCode: requiredText('postal-code', { max: 20 }),
      cityId: requiredText('city', { max: ID_MAX }),
    }).annotate({ message: BrowserMessages.fillUp }),
  ),
  contactDetails: AddressForm.fields.contactDetails,
}).annotate({ message: BrowserMessages.fillUp });
export type AddressBody = typeof AddressBody.Type;
export type AddressBodyInput = typeof AddressBody.Encoded;

// The answer's shape is address.ts: the order page reads it without the form's checks and words.
export { Address } from './address.ts';
