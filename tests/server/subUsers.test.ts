import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/passwordHash.ts';
import { Envelope, ListData } from '../../src/schemas/envelope.ts';
import { Profile } from '../../src/schemas/profile.ts';
import { SubUser } from '../../src/schemas/subUser.ts';
import { bearer, logIn, setVerifiedByAdmin, signUpVerified, tokenIsValid, type Tokens } from './support/accounts.ts';
import { createTestApp, json, type TestApp } from './support/testApp.ts';

const PATH = '/v1/user/sub/user';
const SUB_PASSWORD = 'Sub-pass-123';
const UNKNOWN_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const newSub = (email: string, overrides: Record<string, unknown> = {}) => ({
  contactName: 'Sam Ortiz',
  contactNumber: '5551234567',
  email,
  password: SUB_PASSWORD,
  ...overrides,
});

const notFound = { statusCode: 404, message: 'Sub-user not found' };
const emailTaken = { statusCode: 409, message: 'An account with this email already exists', errors: { email: 'An account with this email already exists' } };

describe('sub-users: /v1/user/sub/user', () => {
  let t: TestApp;
  let acme: Tokens;
  let rival: Tokens;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await signUpVerified(t, 'main@acme.example', { companyName: 'Acme Freight' });
    rival = await signUpVerified(t, 'main@rival.example', { companyName: 'Rival Cargo' });
  });
  afterAll(() => t.close());

  const call = (token: string, method: string, path = PATH, body?: unknown) =>
    t.app.request(path, body === undefined ? { method, headers: bearer(token) } : json(body, method, bearer(token)));
  const create = async (token: string, body: Record<string, unknown>): Promise<SubUser> => {
    const res = await call(token, 'POST', PATH, body);
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: SubUser }).data;
  };
  const accountIdOf = async (email: string): Promise<string> =>
    (await t.db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const subLogIn = async (email: string): Promise<Tokens> => {
    const res = await logIn(t, email, SUB_PASSWORD);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: Tokens }).data;
  };

  describe('create', () => {
    it('[role.main-manages-subusers] creates an email-verified sub-user in the main user’s company, password hashed', async () => {
      const res = await call(acme.accessToken, 'POST', PATH, newSub(' Sam@Acme.example ', { contactName: ' Sam Ortiz ' }));
      expect(res.status).toBe(201);
      const body = Schema.decodeUnknownSync(Envelope(SubUser))(await res.json());
      expect(body).toEqual({
        statusCode: 201,
        message: 'Sub-user created successfully',
        data: { accountId: expect.stringMatching(/^[0-9a-f-]{36}$/), contactName: 'Sam Ortiz', contactNumber: '5551234567', email: 'sam@acme.example', role: 'booker', invitationPending: false, createdAt: expect.stringMatching(ISO) },
      });
      const row = await t.db.selectFrom('accounts').selectAll().where('id', '=', body.data.accountId).executeTakeFirstOrThrow();
      const main = await t.db.selectFrom('accounts').select('company_id').where('email', '=', 'main@acme.example').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ role: 'sub', company_id: main.company_id, email_verified: true, email: 'sam@acme.example' });
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain(SUB_PASSWORD);
      expect(await verifyPassword(SUB_PASSWORD, row.password_hash)).toBe(true);
    });

    it('[val.subuser] [val.required] refuses a blank form with every message at once', async () => {
      const res = await call(acme.accessToken, 'POST', PATH, {});
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        statusCode: 400,
        message: 'contact-name is required',
        errors: {
          contactName: 'contact-name is required',
          contactNumber: 'contact-number is required',
          email: 'email is required',
          password: 'password is required',
        },
      });
    });

    it('[val.subuser] [val.reg.email] [val.reg.phone] applies the email and phone rules', async () => {
      const res = await call(acme.accessToken, 'POST', PATH, newSub('sam@acme', { contactNumber: '55512345' }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        statusCode: 400,
        message: 'Invalid contact-number format',
        errors: { contactNumber: 'Invalid contact-number format', email: 'Invalid email format' },
      });
      const blankPassword = await call(acme.accessToken, 'POST', PATH, newSub('pw@acme.example', { password: '' }));
      expect(await blankPassword.json()).toEqual({ statusCode: 400, message: 'password is required', errors: { password: 'password is required' } });
    });

    it('answers a body that is not JSON with a 4xx, never a 5xx', async () => {
      const text = await t.app.request(PATH, { method: 'POST', headers: { ...bearer(acme.accessToken), 'Content-Type': 'text/plain' }, body: 'x' });
      expect(text.status).toBe(415);
      const broken = await t.app.request(PATH, { method: 'POST', headers: { ...bearer(acme.accessToken), 'Content-Type': 'application/json' }, body: '{' });
      expect(await broken.json()).toEqual({ statusCode: 400, message: 'Request body must be valid JSON' });
      const list = await call(acme.accessToken, 'POST', PATH, []);
      expect(list.status).toBe(400);
    });

    it('refuses an email any account has with 409, case-insensitively', async () => {
      for (const email of ['MAIN@rival.example', 'main@acme.example', 'sam@acme.example']) {
        const res = await call(acme.accessToken, 'POST', PATH, newSub(email));
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual(emailTaken);
      }
    });
  });

  describe('list, read and update', () => {
    let ids: string[];
    beforeAll(async () => {
      const created = [];
      for (const name of ['list-a', 'list-b', 'list-c']) created.push(await create(acme.accessToken, newSub(`${name}@acme.example`)));
      ids = created.map((s) => s.accountId);
      await create(rival.accessToken, newSub('other@rival.example'));
    });

    it('[role.main-manages-subusers] lists the company’s sub-users only, newest first, paginated (default page 1, limit 10)', async () => {
      const res = await call(acme.accessToken, 'GET');
      expect(res.status).toBe(200);
      const body = Schema.decodeUnknownSync(Envelope(ListData(SubUser)))(await res.json());
      expect(body.message).toBe('Sub-users fetched successfully');
      expect(body.data.response.map((s) => s.email)).toEqual(['list-c@acme.example', 'list-b@acme.example', 'list-a@acme.example', 'sam@acme.example']);
      expect(body.data.pagination).toEqual({ page: 1, limit: 10, total: 4, totalPages: 1 });

      const page2 = Schema.decodeUnknownSync(Envelope(ListData(SubUser)))(await (await call(acme.accessToken, 'GET', `${PATH}?page=2&limit=3`)).json());
      expect(page2.data.response.map((s) => s.email)).toEqual(['sam@acme.example']);
      expect(page2.data.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });

      const rivals = Schema.decodeUnknownSync(Envelope(ListData(SubUser)))(await (await call(rival.accessToken, 'GET')).json());
      expect(rivals.data.response.map((s) => s.email)).toEqual(['other@rival.example']);
    });

    it('refuses a bad page or limit with 400', async () => {
      const res = await call(acme.accessToken, 'GET', `${PATH}?page=0&limit=x`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        statusCode: 400,
        message: 'page must be a whole number from 1 to 1000000',
        errors: { page: 'page must be a whole number from 1 to 1000000', limit: 'limit must be a whole number from 1 to 100' },
      });
    });

    it('[role.main-manages-subusers] reads one sub-user', async () => {
      const res = await call(acme.accessToken, 'GET', `${PATH}/${ids[0]}`);
      expect(res.status).toBe(200);
      expect(Schema.decodeUnknownSync(Envelope(SubUser))(await res.json())).toEqual({
        statusCode: 200,
        message: 'Sub-user fetched successfully',
        data: { accountId: ids[0], contactName: 'Sam Ortiz', contactNumber: '5551234567', email: 'list-a@acme.example', role: 'booker', invitationPending: false, createdAt: expect.stringMatching(ISO) },
      });
    });

    it('answers 404 for another company’s sub-user, the main user itself, an unknown or a malformed id', async () => {
      const mainId = await accountIdOf('main@acme.example');
      const rivalSub = await accountIdOf('other@rival.example');
      const rivalMain = await accountIdOf('main@rival.example');
      for (const id of [rivalSub, rivalMain, mainId, UNKNOWN_ID, 'not-a-uuid', "1' or '1'='1"]) {
        for (const [method, body] of [['GET'], ['PUT', newSub('x@acme.example')], ['DELETE']] as const) {
          const res = await call(acme.accessToken, method, `${PATH}/${encodeURIComponent(id)}`, body);
          expect(res.status, `${method} ${id}`).toBe(404);
          expect(await res.json()).toEqual(notFound);
        }
      }
      // Nothing changed on the other side.
      expect((await t.db.selectFrom('accounts').select('email').where('id', '=', rivalSub).executeTakeFirstOrThrow()).email).toBe('other@rival.example');
    });

    it('[role.main-manages-subusers] updates contact name, number and email', async () => {
      const res = await call(acme.accessToken, 'PUT', `${PATH}/${ids[1]}`, { contactName: 'Bea Lima', contactNumber: '5599998888', email: 'Bea@Acme.example' });
      expect(res.status).toBe(200);
      expect(Schema.decodeUnknownSync(Envelope(SubUser))(await res.json())).toEqual({
        statusCode: 200,
        message: 'Sub-user updated successfully',
        data: { accountId: ids[1], contactName: 'Bea Lima', contactNumber: '5599998888', email: 'bea@acme.example', role: 'booker', invitationPending: false, createdAt: expect.stringMatching(ISO) },
      });
      // The new address signs in with the unchanged password.
      expect((await logIn(t, 'bea@acme.example', SUB_PASSWORD)).status).toBe(200);
      // Keeping its own email is no clash.
      expect((await call(acme.accessToken, 'PUT', `${PATH}/${ids[1]}`, { contactName: 'Bea Lima', contactNumber: '5599998888', email: 'bea@acme.example' })).status).toBe(200);
    });

    it('[val.subuser] validates an update without a password, with every message', async () => {
      const blank = await call(acme.accessToken, 'PUT', `${PATH}/${ids[0]}`, { password: 'ignored' });
      expect(blank.status).toBe(400);
      expect(await blank.json()).toEqual({
        statusCode: 400,
        message: 'contact-name is required',
        errors: { contactName: 'contact-name is required', contactNumber: 'contact-number is required', email: 'email is required' },
      });
      const invalid = await call(acme.accessToken, 'PUT', `${PATH}/${ids[0]}`, { contactName: 'Sam', contactNumber: 'abcdefghij', email: 'a@b' });
      expect(await invalid.json()).toEqual({
        statusCode: 400,
        message: 'Invalid contact-number format',
        errors: { contactNumber: 'Invalid contact-number format', email: 'Invalid email format' },
      });
    });

    it('refuses an update to an email another account has with 409', async () => {
      for (const email of ['list-c@acme.example', 'MAIN@acme.example', 'other@rival.example']) {
        const res = await call(acme.accessToken, 'PUT', `${PATH}/${ids[0]}`, { contactName: 'Sam', contactNumber: '5551234567', email });
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual(emailTaken);
      }
    });
  });

  describe('a signed-in sub-user', () => {
    let sub: Tokens;
    let subId: string;
    beforeAll(async () => {
      subId = (await create(acme.accessToken, newSub('worker@acme.example'))).accountId;
      sub = await subLogIn('worker@acme.example');
    });

    it('signs in with its own email and password, sees role sub and the company', async () => {
      const res = await t.app.request('/v1/user/profile', { headers: bearer(sub.accessToken) });
      expect(res.status).toBe(200);
      expect(Schema.decodeUnknownSync(Envelope(Profile))(await res.json()).data).toMatchObject({
        accountId: subId,
        role: 'sub',
        companyName: 'Acme Freight',
        email: 'worker@acme.example',
        emailVerified: true,
        verifyByAdmin: false,
      });
    });

    it('inherits the company’s admin verification', async () => {
      await setVerifiedByAdmin(t, 'main@acme.example', true);
      const res = await logIn(t, 'worker@acme.example', SUB_PASSWORD);
      expect(((await res.json()) as { data: { verifyByAdmin: boolean } }).data.verifyByAdmin).toBe(true);
      const profile = Schema.decodeUnknownSync(Envelope(Profile))(await (await t.app.request('/v1/user/profile', { headers: bearer(sub.accessToken) })).json());
      expect(profile.data.verifyByAdmin).toBe(true);
      await setVerifiedByAdmin(t, 'main@acme.example', false);
    });

    it('[role.main-manages-subusers] cannot list, read, create, update or delete sub-users (403)', async () => {
      const forbidden = { statusCode: 403, message: 'Only the main user and admins can manage sub-users.' };
      const requests: Array<[string, string, unknown?]> = [
        ['GET', PATH],
        ['POST', PATH, newSub('new@acme.example')],
        ['POST', PATH, {}],
        ['GET', `${PATH}/${subId}`],
        ['PUT', `${PATH}/${subId}`, { contactName: 'Me', contactNumber: '5551234567', email: 'worker@acme.example' }],
        ['DELETE', `${PATH}/${subId}`],
        ['DELETE', `${PATH}/${await accountIdOf('main@acme.example')}`],
      ];
      for (const [method, path, body] of requests) {
        const res = await call(sub.accessToken, method, path, body);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(await res.json()).toEqual(forbidden);
      }
      expect(await t.db.selectFrom('accounts').select('id').where('email', '=', 'new@acme.example').executeTakeFirst()).toBeUndefined();
    });
  });

  it('needs a live session (401)', async () => {
    for (const [method, path] of [['GET', PATH], ['POST', PATH], ['GET', `${PATH}/${UNKNOWN_ID}`], ['PUT', `${PATH}/${UNKNOWN_ID}`], ['DELETE', `${PATH}/${UNKNOWN_ID}`]]) {
      const res = await t.app.request(path!, { method });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toEqual({ statusCode: 401, message: 'Your session has expired. Please sign in again.' });
    }
  });

  describe('delete', () => {
    it('[role.main-manages-subusers] deletes the sub-user and revokes its sessions at once', async () => {
      const { accountId } = await create(acme.accessToken, newSub('leaving@acme.example'));
      const first = await subLogIn('leaving@acme.example');
      const second = await subLogIn('leaving@acme.example');
      expect(await tokenIsValid(t, first.accessToken)).toBe(1);

      const res = await call(acme.accessToken, 'DELETE', `${PATH}/${accountId}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ statusCode: 200, message: 'Sub-user deleted successfully', data: { accountId } });

      for (const tokens of [first, second]) {
        // The access tokens are unexpired but their sessions are gone.
        const profile = await t.app.request('/v1/user/profile', { headers: bearer(tokens.accessToken) });
        expect(profile.status).toBe(401);
        expect(await profile.json()).toEqual({ statusCode: 401, message: 'Your session has expired. Please sign in again.' });
        expect(await tokenIsValid(t, tokens.accessToken)).toBe(0);
        const refreshed = await t.app.request('/v1/user/auth/token', json({ refreshToken: tokens.refreshToken }));
        expect(refreshed.status).toBe(401);
      }
      expect(await t.db.selectFrom('sessions').select('id').where('account_id', '=', accountId).execute()).toEqual([]);
      expect(await t.db.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst()).toBeUndefined();
      expect((await logIn(t, 'leaving@acme.example', SUB_PASSWORD)).status).toBe(401);

      const again = await call(acme.accessToken, 'DELETE', `${PATH}/${accountId}`);
      expect(again.status).toBe(404);
      expect(await again.json()).toEqual(notFound);
      // Its address is free again.
      expect((await call(acme.accessToken, 'POST', PATH, newSub('leaving@acme.example'))).status).toBe(201);
    });

    it('leaves the main user’s sessions and other sub-users alone', async () => {
      const stay = await create(acme.accessToken, newSub('stay@acme.example'));
      const stayTokens = await subLogIn('stay@acme.example');
      const { accountId } = await create(acme.accessToken, newSub('gone@acme.example'));
      expect((await call(acme.accessToken, 'DELETE', `${PATH}/${accountId}`)).status).toBe(200);
      expect(await tokenIsValid(t, acme.accessToken)).toBe(1);
      expect(await tokenIsValid(t, stayTokens.accessToken)).toBe(1);
      expect((await call(acme.accessToken, 'GET', `${PATH}/${stay.accountId}`)).status).toBe(200);
    });

    it('cannot delete another company’s sub-user (404), which keeps working', async () => {
      const { accountId } = await create(rival.accessToken, newSub('kept@rival.example'));
      const kept = await subLogIn('kept@rival.example');
      const res = await call(acme.accessToken, 'DELETE', `${PATH}/${accountId}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notFound);
      expect(await tokenIsValid(t, kept.accessToken)).toBe(1);
    });
  });
});
