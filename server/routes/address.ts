import { Hono } from 'hono';
import { sql } from 'kysely';
import { AddressBody } from '../../src/schemas/addressBody.ts';
import { AddressType } from '../../src/schemas/addressForm.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { validate } from '../../src/schemas/validate.ts';
import { requireCapability } from '../auth/requireCapability.ts';
import { requireAuth, type AuthCheckDeps, type AuthEnv } from '../auth/requireAuth.ts';
import { fail } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';
import { paginated } from '../http/paginated.ts';
import { readPagination } from '../http/readPagination.ts';
import { validateBody } from '../http/validateBody.ts';
import { addressColumns, findAddress, toAddress } from '../service/addresses.ts';

/** Default and largest page of the address book (the wizard lists a whole side at once). */
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 100;

/**
 * The company address book (signed in; any account of the company): POST and GET
 * /v1/user/address, GET, PUT and DELETE /v1/user/address/{id}. Another company's address is a 404.
 */
export function addressRoutes(deps: AuthCheckDeps): Hono<AuthEnv> {
  const { db } = deps;
  const routes = new Hono<AuthEnv>();
  const auth = requireAuth(deps);
  // Every role reads the address book; adding, editing and deleting is a Booker's.
  const books = requireCapability(deps, 'services.request');

  const cityOf = async (cityId: string) => {
    const city = await db.selectFrom('cities').selectAll().where('id', '=', cityId).executeTakeFirst();
    if (city === undefined) fail(400, Messages.cityUnknown, { 'addressDetails.cityId': Messages.cityUnknown });
    return city;
  };

  routes.post('/v1/user/address', auth, books, validateBody(AddressBody), async (c) => {
    const body = c.req.valid('json');
    const city = await cityOf(body.addressDetails.cityId);
    const row = await db
      .insertInto('addresses')
      .values({ ...addressColumns(body, city), company_id: c.var.auth.companyId, created_by: c.var.auth.accountId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok(c, toAddress(row), Messages.addressCreated, 201);
  });

  routes.get('/v1/user/address', auth, async (c) => {
    const rawType = c.req.query('type')?.trim();
    let type: AddressType | undefined;
    if (rawType !== undefined && rawType !== '') {
      const checked = validate(AddressType, rawType);
      if (!checked.ok) fail(400, Messages.addressType, { type: Messages.addressType });
      type = checked.value;
    }
    const { page, limit, offset } = readPagination(c, { defaultLimit: DEFAULT_LIMIT, maxLimit: MAX_LIMIT });
    let query = db.selectFrom('addresses').where('company_id', '=', c.var.auth.companyId);
    if (type !== undefined) query = query.where('type', '=', type);
    const [rows, total] = await Promise.all([
      query.selectAll().orderBy('seq', 'desc').limit(limit).offset(offset).execute(),
      query.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
    ]);
    c.header('Cache-Control', 'no-store');
    return ok(c, paginated(rows.map(toAddress), page, limit, total.count), Messages.addressesFetched);
  });

  routes.get('/v1/user/address/:id', auth, async (c) => {
    const row = await findAddress(db, c.var.auth.companyId, c.req.param('id'));
    if (row === undefined) fail(404, Messages.addressNotFound);
    c.header('Cache-Control', 'no-store');
    return ok(c, toAddress(row), Messages.addressFetched);
  });

  routes.put('/v1/user/address/:id', auth, books, validateBody(AddressBody), async (c) => {
    const { companyId } = c.var.auth;
    const id = c.req.param('id');
    if ((await findAddress(db, companyId, id)) === undefined) fail(404, Messages.addressNotFound);
    const body = c.req.valid('json');
    const city = await cityOf(body.addressDetails.cityId);
    const row = await db
      .updateTable('addresses')
      .set({ ...addressColumns(body, city), updated_at: sql`now()` })
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .returningAll()
      .executeTakeFirst();
    if (row === undefined) fail(404, Messages.addressNotFound);
    return ok(c, toAddress(row), Messages.addressUpdated);
  });

  // The address book page deletes. Orders keep the address as it was (their payload's
  // snapshot, server/service/orderSnapshot.ts): nothing refers to the row, so it simply goes.
  routes.delete('/v1/user/address/:id', auth, books, async (c) => {
    const { companyId } = c.var.auth;
    const id = c.req.param('id');
    // Another company's or a malformed id: the same 404 (findAddress never queries a non-uuid).
    if ((await findAddress(db, companyId, id)) === undefined) fail(404, Messages.addressNotFound);
    const row = await db
      .deleteFrom('addresses')
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .returning('id')
      .executeTakeFirst();
    if (row === undefined) fail(404, Messages.addressNotFound);
    return ok(c, null, Messages.addressDeleted);
  });

  return routes;
}
