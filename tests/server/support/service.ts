// Service-request fixtures: a seeded catalog, signed-in customers of separate companies, addresses.
import { expect } from 'vitest';
import { hashPassword } from '../../../server/auth/passwordHash.ts';
import { seedCatalog } from '../../../server/db/seedCatalog.ts';
import type { Address } from '../../../src/schemas/addressBody.ts';
import type { TeamRole } from '../../../src/schemas/teamRoles.ts';
import { bearer, logIn, PASSWORD, setVerifiedByAdmin, signUpVerified } from './accounts.ts';
import { createTestApp, json, type TestApp, type TestAppOptions } from './testApp.ts';

/** A test app over a fresh database with the service catalog seeded, as main.ts starts it. */
export async function createServiceTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  await seedCatalog(t.db);
  return t;
}

export interface Customer {
  readonly email: string;
  readonly accessToken: string;
  readonly companyId: string;
  readonly headers: Record<string, string>;
}

async function customerOf(t: TestApp, email: string, accessToken: string): Promise<Customer> {
  const account = await t.db.selectFrom('accounts').select('company_id').where('email', '=', email).executeTakeFirstOrThrow();
  return { email, accessToken, companyId: account.company_id, headers: bearer(accessToken) };
}

/** A new company whose main account is signed in; verified by the admin unless `verified` is false. */
export async function newCustomer(t: TestApp, email: string, { verified = true } = {}): Promise<Customer> {
  const { accessToken } = await signUpVerified(t, email, { companyName: `Company of ${email}` });
  if (verified) await setVerifiedByAdmin(t, email, true);
  return customerOf(t, email, accessToken);
}

/** A signed-in sub-user of the customer's company (made as the sub-user screens would). */
export async function newSubUser(t: TestApp, of: Customer, email: string, teamRole: TeamRole = 'booker'): Promise<Customer> {
  await t.db
    .insertInto('accounts')
    .values({
      company_id: of.companyId,
      role: 'sub',
      team_role: teamRole,
      contact_name: 'Sub User',
      contact_number: '5511122233',
      email,
      password_hash: await hashPassword(PASSWORD),
      email_verified: true,
    })
    .execute();
  const res = await logIn(t, email);
  expect(res.status).toBe(200);
  const { accessToken } = ((await res.json()) as { data: { accessToken: string } }).data;
  return customerOf(t, email, accessToken);
}

export function addressBody(type: 'pickup' | 'drop', cityId: string, buildinName = `${type} dock`): Record<string, unknown> {
  return {
    type,
    addressDetails: { buildinName, street: '100 Industrial Pkwy', postalCode: '78045', cityId },
    contactDetails: { contactName: 'Dock Manager', contactNumber: '5551234567' },
  };
}

/** Creates an address through the API. */
export async function addAddress(t: TestApp, customer: Customer, type: 'pickup' | 'drop', cityId: string, buildinName?: string): Promise<Address> {
  const res = await t.app.request('/v1/user/address', json(addressBody(type, cityId, buildinName), 'POST', customer.headers));
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: Address }).data;
}

/** POST with a JSON body as the customer; the parsed answer. */
export async function post(t: TestApp, customer: Customer | undefined, path: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await t.app.request(path, json(body, 'POST', customer?.headers ?? {}));
  return { status: res.status, body: await res.json() };
}

export async function get(t: TestApp, customer: Customer | undefined, path: string): Promise<{ status: number; body: any }> {
  const res = await t.app.request(path, { headers: customer?.headers ?? {} });
  return { status: res.status, body: await res.json() };
}

/** A date and time comfortably in the future, on any clock. */
export function futureSchedule(): { date: string; time: string } {
  return { date: `${new Date().getUTCFullYear() + 1}-03-15`, time: '09:30' };
}
