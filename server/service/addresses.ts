import type { Kysely } from 'kysely';
import type { Address, AddressBody } from '../../src/schemas/addressBody.ts';
import type { AddressType } from '../../src/schemas/addressForm.ts';
import { Messages } from '../../src/schemas/messages.ts';
import type { FieldErrors } from '../../src/schemas/validate.ts';
import { isUuid } from '../auth/accessToken.ts';
import type { Database } from '../db/Database.ts';
import type { AddressRow, CitiesTable } from '../db/serviceTables.ts';
import type { Selectable } from 'kysely';
import type { RoutePoint } from './pricing.ts';

// The company address book: every account of a company shares it.

export function toAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    type: row.type,
    addressDetails: {
      buildinName: row.building_name,
      street: row.street,
      postalCode: row.postal_code,
      city: row.city,
      state: row.state,
      country: row.country,
      latitude: row.latitude,
      longitude: row.longitude,
      cityId: row.city_id,
    },
    contactDetails: { contactName: row.contact_name, contactNumber: row.contact_number },
    createdAt: row.created_at.toISOString(),
  };
}

/** The stored columns of a decoded body; city, state, country and coordinates come from the city. */
export function addressColumns(body: AddressBody, city: Selectable<CitiesTable>) {
  return {
    type: body.type,
    building_name: body.addressDetails.buildinName,
    street: body.addressDetails.street,
    postal_code: body.addressDetails.postalCode,
    city_id: city.id,
    city: city.name,
    state: city.state,
    country: city.country,
    latitude: city.latitude,
    longitude: city.longitude,
    contact_name: body.contactDetails.contactName,
    contact_number: body.contactDetails.contactNumber,
  };
}

/** A route stop's label: 'Dock 4, Laredo'. */
export const routePoint = (address: Address): RoutePoint => ({
  id: address._id,
  label: `${address.addressDetails.buildinName}, ${address.addressDetails.city}`,
  latitude: address.addressDetails.latitude,
  longitude: address.addressDetails.longitude,
});

/** One address of the company, or undefined (also for an id that is not a UUID). */
export async function findAddress(db: Kysely<Database>, companyId: string, id: string): Promise<AddressRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db.selectFrom('addresses').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
}

const sideMessages: Record<AddressType, string> = { pickup: Messages.notAPickupAddress, drop: Messages.notADropAddress };

/**
 * The company's addresses named by `ids`, in that order, each of the `type` expected; every unknown,
 * foreign or wrong-type id adds `${field}.${index}` to `errors`. undefined when any is wrong.
 * `rows`: the company's rows of these ids, when read already (resolveRouteAddresses).
 */
export async function resolveAddresses(
  db: Kysely<Database>,
  companyId: string,
  ids: readonly string[],
  type: AddressType,
  field: string,
  errors: FieldErrors,
  rows?: readonly AddressRow[],
): Promise<Address[] | undefined> {
  const wellFormed = ids.filter(isUuid);
  const read =
    rows ?? (wellFormed.length === 0 ? [] : await db.selectFrom('addresses').selectAll().where('company_id', '=', companyId).where('id', 'in', wellFormed).execute());
  const byId = new Map(read.map((row) => [row.id, row]));
  const found: Address[] = [];
  let ok = true;
  ids.forEach((id, index) => {
    const row = isUuid(id) ? byId.get(id) : undefined;
    if (row === undefined) {
      errors[`${field}.${index}`] = Messages.addressUnknown;
      ok = false;
    } else if (row.type !== type) {
      errors[`${field}.${index}`] = sideMessages[type];
      ok = false;
    } else found.push(toAddress(row));
  });
  return ok ? found : undefined;
}

/** The pickups and drops of a request (resolveAddresses of each side), read in one query. */
export async function resolveRouteAddresses(
  db: Kysely<Database>,
  companyId: string,
  request: { readonly pickupAddressIds: readonly string[]; readonly dropAddressIds: readonly string[] },
  errors: FieldErrors,
): Promise<{ pickups: Address[] | undefined; drops: Address[] | undefined }> {
  const wellFormed = [...new Set([...request.pickupAddressIds, ...request.dropAddressIds].filter(isUuid))];
  const rows = wellFormed.length === 0 ? [] : await db.selectFrom('addresses').selectAll().where('company_id', '=', companyId).where('id', 'in', wellFormed).execute();
  return {
    pickups: await resolveAddresses(db, companyId, request.pickupAddressIds, 'pickup', 'pickupAddressIds', errors, rows),
    drops: await resolveAddresses(db, companyId, request.dropAddressIds, 'drop', 'dropAddressIds', errors, rows),
  };
}
