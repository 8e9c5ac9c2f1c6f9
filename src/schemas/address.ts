import { Schema } from 'effect';
import { Country } from './serviceCatalog.ts';

/** An address of the company's address book, as the API answers it. */
export const Address = Schema.Struct({
  _id: Schema.String,
  type: Schema.Literals(['pickup', 'drop']),
  addressDetails: Schema.Struct({
    /** spec spelling. */
    buildinName: Schema.String,
    street: Schema.String,
    postalCode: Schema.String,
    city: Schema.String,
    state: Schema.String,
    country: Country,
    latitude: Schema.Number,
    longitude: Schema.Number,
    cityId: Schema.String,
  }),
  contactDetails: Schema.Struct({
    contactName: Schema.String,
    contactNumber: Schema.String,
  }),
  /** ISO 8601. */
  createdAt: Schema.String,
});
export type Address = typeof Address.Type;
